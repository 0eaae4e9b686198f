import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { ensureAccount, postJournal, reverseAffiliateCommissionIn } from '@fanlift/db';
import type { AppliedEmit, ApplyResult } from './types';
import { accountOf, toTx, type SessionRow } from './sessions';

/**
 * Take back the likes of a refund or dispute step once (its cause key), never below 0: what cannot be taken
 * is recorded as a shortfall for an operator.
 */
export async function clawBack(
  sequelize: Sequelize,
  t: Transaction,
  s: SessionRow,
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
  const account = accountOf(s);
  if (!account) throw new Error(`Checkout session ${s.id} has no account to claw back from`);

  // Lock the account and read what is there (spends of this wallet wait for us, so the amount stays true).
  await ensureAccount(t, account);
  const [acc] = await sequelize.query<{ balance: number }>(
    `SELECT balance FROM ledger_accounts WHERE key = $1`,
    {
      bind: [account],
      transaction: t,
      type: QueryTypes.SELECT,
    },
  );
  const available = Math.max(0, Number(acc?.balance ?? 0));
  const clawed = Math.min(step.requested, available);
  const shortfall = step.requested - clawed;

  // The adjustment row is the exactly-once guard of this step, including steps with nothing left to take.
  const inserted = await sequelize.query<{ id: number }>(
    `INSERT INTO payment_adjustments
       (cause_key, checkout_session_id, kind, stripe_event_id, amount_cents, likes_requested, likes_clawed_back, likes_shortfall)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (cause_key) DO NOTHING RETURNING id`,
    {
      bind: [
        step.causeKey,
        s.id,
        step.kind,
        step.eventId,
        step.amountCents,
        step.requested,
        clawed,
        shortfall,
      ],
      transaction: t,
      type: QueryTypes.SELECT,
    },
  );
  if (inserted.length === 0) return { applied: false, out: {} };

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
    const posted = await postJournal(t, {
      kind: step.kind === 'refund' ? 'stripe-refund' : 'stripe-dispute',
      causeKey: step.causeKey,
      meta,
      lines: [
        { account, amount: -clawed },
        { account: 'platform:refunds', amount: clawed },
      ],
      walletTransactions:
        s.kind === 'purchase' && s.user_id != null
          ? [{ userId: s.user_id, type: 'used', likes: clawed, paymentName: step.paymentName, meta }]
          : undefined,
    });
    if (!posted.applied) throw new Error(`Journal ${step.causeKey} exists without its adjustment row`);
    await sequelize.query(`UPDATE payment_adjustments SET journal_id = $2 WHERE id = $1`, {
      bind: [inserted[0].id, posted.journalId],
      transaction: t,
    });
    if (s.kind === 'purchase' && s.user_id != null) {
      emits.push({
        walletBalance: {
          userId: s.user_id,
          balance: posted.balances[account] ?? 0,
          transaction: toTx(posted.walletTransactions[0]),
        },
      });
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
  await sequelize.query(
    `UPDATE checkout_sessions SET likes_reversed = likes_reversed + $2, likes_clawed_back = likes_clawed_back + $3,
            likes_shortfall = likes_shortfall + $4, updated_at = now() WHERE id = $1`,
    { bind: [s.id, step.requested, clawed, shortfall], transaction: t },
  );
  return { applied: true, out: { emits } };
}
