import type { Sequelize, Transaction } from 'sequelize';
import { reverseAffiliateCommissionIn } from '../../affiliate/commissions';
import { lockBalance } from '../../ledger/account-rows';
import { clawBackToRefunds } from '../../ledger/card';
import { lockSessionByPayment, sessionAccount, type LockedSession } from '../session-locks';
import { insertPaymentAdjustment, sessionUpdates, setAdjustmentJournal } from '../session-updates';
import type { AppliedEmit, ApplyResult, EventStep } from './types';

/**
 * The credited session a refund or dispute reverses (by payment intent or charge), locked; or how the step ends
 * when there is none: unmatched (retried) while the credit has not been applied yet, nothing to reverse after a
 * failed or expired payment, no account when the fan or athlete is gone.
 */
export async function sessionToReverse(
  step: EventStep,
  paymentIntentId: string | null,
  chargeId: string | null,
  what: string,
): Promise<{ session: LockedSession } | { done: ApplyResult }> {
  const s = await lockSessionByPayment(step.sequelize, step.t, paymentIntentId, chargeId);
  if (!s) return { done: await step.unmatched(what) };
  if (s.status !== 'paid') {
    if (s.status === 'failed' || s.status === 'expired')
      return { done: await step.finish('nothing_to_reverse', { checkoutSessionId: s.id }) };
    // The credit has not been applied yet (events out of order): try again later.
    return { done: await step.unmatched(`a credited session for ${what}`) };
  }
  if (!sessionAccount(s)) return { done: await step.finish('no_account', { checkoutSessionId: s.id }) };
  return { session: s };
}

/**
 * Take back the likes of a refund or dispute step once (its cause key), never below 0: what cannot be taken
 * is recorded as a shortfall for an operator.
 */
export async function clawBack(
  sequelize: Sequelize,
  t: Transaction,
  s: LockedSession,
  step: {
    kind: 'refund' | 'dispute';
    causeKey: string;
    eventId: string;
    amountCents: number;
    requested: number;
    meta: Record<string, unknown>;
    paymentName: string;
  },
): Promise<{ applied: boolean; out: Partial<ApplyResult> }> {
  const account = sessionAccount(s);
  if (!account) throw new Error(`Checkout session ${s.id} has no account to claw back from`);

  // Lock the account and read what is there (spends of this wallet wait for us, so the amount stays true).
  const available = await lockBalance(t, account);
  const clawed = Math.min(step.requested, available);
  const shortfall = step.requested - clawed;

  // The adjustment row is the exactly-once guard of this step, including steps with nothing left to take.
  const adjustmentId = await insertPaymentAdjustment(sequelize, t, {
    causeKey: step.causeKey,
    checkoutSessionId: s.id,
    kind: step.kind,
    eventId: step.eventId,
    amountCents: step.amountCents,
    requested: step.requested,
    clawed,
    shortfall,
  });
  if (adjustmentId == null) return { applied: false, out: {} };

  const meta = {
    ...step.meta,
    checkoutSessionId: s.id,
    stripeEventId: step.eventId,
    amountCents: step.amountCents,
    requestedLikes: step.requested,
    clawedBackLikes: clawed,
    shortfallLikes: shortfall,
    ...(shortfall > 0 ? { note: `Only ${clawed} of ${step.requested} likes were left to claw back` } : {}),
  };
  const emits: AppliedEmit[] = [];
  if (clawed > 0) {
    const fanUserId = s.kind === 'purchase' ? s.user_id : null;
    const posted = await clawBackToRefunds(t, {
      account,
      likes: clawed,
      cause: { kind: step.kind === 'refund' ? 'stripe-refund' : 'stripe-dispute', key: step.causeKey, meta },
      wallet: fanUserId != null ? { userId: fanUserId, paymentName: step.paymentName, meta } : undefined,
    });
    if (!posted.applied) throw new Error(`Journal ${step.causeKey} exists without its adjustment row`);
    await setAdjustmentJournal(sequelize, t, adjustmentId, posted.journalId);
    if (fanUserId != null) {
      const balance = posted.balances[account] ?? 0;
      emits.push({ walletBalance: { userId: fanUserId, balance, transaction: posted.transaction } });
    } else if (s.athlete_profile_id != null) {
      emits.push({ athleteLikes: { athleteId: s.athlete_profile_id, likes: posted.balances[account] ?? 0 } });
    }
  }
  // The affiliate's commission on this purchase follows the reversal (all of it once all is reversed).
  if (s.kind === 'purchase') {
    const c = await reverseAffiliateCommissionIn(t, {
      checkoutSessionId: s.id,
      stepCause: step.causeKey,
      purchaseLikes: s.likes,
      reversedLikesTotal: s.likes_reversed + step.requested,
    });
    if (c) {
      emits.push({
        walletBalance: { userId: c.affiliateUserId, balance: c.balance, transaction: c.transaction },
      });
      emits.push({ affiliate: { userId: c.affiliateUserId, kind: 'reversal', likes: c.likes } });
    }
  }
  await sessionUpdates.reversed({ sequelize, t, id: s.id }, { requested: step.requested, clawed, shortfall });
  return { applied: true, out: { emits } };
}
