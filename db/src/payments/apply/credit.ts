import type { Sequelize, Transaction } from 'sequelize';
import { emails, platformFeeLikes, purchaseName } from '@fanlift/core';
import { creditAffiliateCommissionIn } from '../../affiliate/commissions';
import { stageEmail } from '../../commands/email';
import { athleteAccount, fanAccount } from '../../ledger/accounts';
import { creditCardPayment } from '../../ledger/card';
import type { Transferred } from '../../ledger/transfer';
import { athleteNameIn, markSessionPaid, userEmailIn, type LockedSession } from '../session-locks';
import type { AppliedEmit, ApplyResult } from './types';

/** Credit a paid checkout session once (journal cause `checkout:<cs>`), with its wallet transaction and receipt. */
export async function creditSession(
  sequelize: Sequelize,
  t: Transaction,
  s: LockedSession,
  eventId: string,
  opts: {
    affiliateSharePercent?: number;
    platformFeePercent?: number;
    paymentMethodType?: string | null;
  } = {},
): Promise<{ applied: boolean; out: Partial<ApplyResult> }> {
  const affiliateSharePercent = opts.affiliateSharePercent ?? 0;
  const method = opts.paymentMethodType ?? null;
  const base = {
    checkoutSessionId: s.id,
    amountCents: s.amount_cents,
    currency: s.currency,
    stripeEventId: eventId,
    paymentMethodType: method,
  };
  let posted: Transferred;
  let emit: AppliedEmit;
  let email: { to: string | null; subject: string; text: string; userId: number | null };
  const cause = (kind: string, meta: Record<string, unknown>) => ({ kind, key: `checkout:${s.id}`, meta });
  if (s.kind === 'purchase') {
    if (s.user_id == null) throw new Error(`Checkout session ${s.id} has no user to credit`);
    const fan = fanAccount(s.user_id);
    posted = await creditCardPayment(t, {
      account: fan,
      likes: s.likes,
      cause: cause('stripe-purchase', { ...base, likes: s.likes, userId: s.user_id }),
      wallet: { userId: s.user_id, paymentName: purchaseName(method, s.likes), meta: base },
    });
    emit = {
      walletBalance: {
        userId: s.user_id,
        balance: posted.balances[fan] ?? 0,
        transaction: posted.transaction,
      },
    };
    email = {
      to: await userEmailIn(sequelize, t, s.user_id),
      userId: s.user_id,
      ...emails.purchaseReceipt({
        likes: s.likes,
        amountCents: s.amount_cents,
        currency: s.currency,
        reference: s.id,
      }),
    };
  } else {
    if (s.athlete_profile_id == null) throw new Error(`Checkout session ${s.id} has no athlete to credit`);
    const athlete = athleteAccount(s.athlete_profile_id);
    posted = await creditCardPayment(t, {
      account: athlete,
      likes: s.likes,
      feeLikes: platformFeeLikes(s.likes, opts.platformFeePercent ?? 0),
      cause: cause('stripe-guest-like', {
        ...base,
        likes: s.likes,
        athleteId: s.athlete_profile_id,
        allocationId: s.allocation_id,
      }),
    });
    emit = { athleteLikes: { athleteId: s.athlete_profile_id, likes: posted.balances[athlete] ?? 0 } };
    const name = await athleteNameIn(sequelize, t, s.athlete_profile_id);
    email = {
      to: s.guest_email ?? (s.user_id ? await userEmailIn(sequelize, t, s.user_id) : null),
      userId: s.user_id,
      ...emails.guestLikeReceipt({
        likes: s.likes,
        amountCents: s.amount_cents,
        currency: s.currency,
        reference: s.id,
        athleteName: name,
      }),
    };
  }
  if (!posted.applied) return { applied: false, out: {} };
  await markSessionPaid(sequelize, t, s.id, posted.journalId, method);
  const emits: AppliedEmit[] = [emit];
  // A fan referred by an affiliate: the affiliate's share, once per purchase (same transaction).
  if (s.kind === 'purchase' && s.user_id != null && affiliateSharePercent > 0) {
    const c = await creditAffiliateCommissionIn(t, {
      checkoutSessionId: s.id,
      buyerUserId: s.user_id,
      purchaseLikes: s.likes,
      sharePercent: affiliateSharePercent,
    });
    if (c) {
      emits.push({
        walletBalance: { userId: c.affiliateUserId, balance: c.balance, transaction: c.transaction },
      });
      emits.push({ affiliate: { userId: c.affiliateUserId, kind: 'commission', likes: c.likes } });
    }
  }
  const emailIds: string[] = [];
  if (email.to) {
    const staged = await stageEmail(t, {
      idempotencyKey: `receipt:${s.id}`,
      to: email.to,
      subject: email.subject,
      text: email.text,
      userId: email.userId,
      kind: 'receipt',
    });
    if (staged.created) emailIds.push(staged.id);
  }
  return { applied: true, out: { emits, emailIds } };
}
