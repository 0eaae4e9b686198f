import type { Sequelize, Transaction } from 'sequelize';
import { creditAffiliateCommissionIn, postJournal, stageEmail, type AccountKey } from '@fanlift/db';
import type { AppliedEmit, ApplyResult } from './types';
import { emails } from '@fanlift/core';
import { athleteName, toTx, userEmail, type SessionRow } from './sessions';

const { plural } = emails;

/** Credit a paid checkout session once (journal cause `checkout:<cs>`), with its wallet transaction and receipt. */
export async function creditSession(
  sequelize: Sequelize,
  t: Transaction,
  s: SessionRow,
  eventId: string,
  affiliateSharePercent = 0,
): Promise<{ applied: boolean; out: Partial<ApplyResult> }> {
  const base = {
    checkoutSessionId: s.id,
    amountCents: s.amount_cents,
    currency: s.currency,
    stripeEventId: eventId,
  };
  let posted;
  let emit: AppliedEmit;
  let email: { to: string | null; subject: string; text: string; userId: number | null };
  if (s.kind === 'purchase') {
    if (s.user_id == null) throw new Error(`Checkout session ${s.id} has no user to credit`);
    const fan: AccountKey = `fan:${s.user_id}`;
    posted = await postJournal(t, {
      kind: 'stripe-purchase',
      causeKey: `checkout:${s.id}`,
      meta: { ...base, likes: s.likes, userId: s.user_id },
      lines: [
        { account: 'platform:card', amount: -s.likes },
        { account: fan, amount: s.likes },
      ],
      walletTransactions: [
        {
          userId: s.user_id,
          type: 'added',
          likes: s.likes,
          paymentName: `Card purchase (${plural(s.likes)})`,
          meta: base,
        },
      ],
    });
    emit = {
      walletBalance: {
        userId: s.user_id,
        balance: posted.balances[fan] ?? 0,
        transaction: toTx(posted.walletTransactions[0]),
      },
    };
    email = {
      to: await userEmail(sequelize, t, s.user_id),
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
    const athlete: AccountKey = `athlete:${s.athlete_profile_id}`;
    posted = await postJournal(t, {
      kind: 'stripe-guest-like',
      causeKey: `checkout:${s.id}`,
      meta: { ...base, likes: s.likes, athleteId: s.athlete_profile_id, allocationId: s.allocation_id },
      lines: [
        { account: 'platform:card', amount: -s.likes },
        { account: athlete, amount: s.likes },
      ],
    });
    emit = { athleteLikes: { athleteId: s.athlete_profile_id, likes: posted.balances[athlete] ?? 0 } };
    const name = await athleteName(sequelize, t, s.athlete_profile_id);
    email = {
      to: s.guest_email ?? (s.user_id ? await userEmail(sequelize, t, s.user_id) : null),
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
  await sequelize.query(
    `UPDATE checkout_sessions SET status = 'paid', payment_status = 'paid', paid_at = now(), credit_journal_id = $2,
            updated_at = now() WHERE id = $1`,
    { bind: [s.id, posted.journalId], transaction: t },
  );
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
