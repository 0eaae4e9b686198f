import { QueryTypes, type Transaction } from 'sequelize';
import type { WalletTransaction } from '@fanlift/core';
import { fanAccount } from '../ledger/accounts';
import { postJournal } from '../ledger/journal';
import { sequelizeOf } from '../ledger/tx';
import { toWalletTxView } from '../wallet/tx-view';

/**
 * Affiliate commissions (DESIGN §5 affiliate): a configured share of the likes a referred fan buys, credited to
 * the affiliate once per purchase (cause `affiliate:checkout:{cs}`, UNIQUE in the ledger and in
 * affiliate_commissions), as gift likes from platform:promo; taken back in proportion when the purchase is
 * refunded or disputed (cause `affiliate-reversal:{step cause}`), never below zero. Self-referral earns nothing.
 */
export const commissionCause = (checkoutSessionId: string) => `affiliate:checkout:${checkoutSessionId}`;

export interface CommissionOutcome {
  affiliateUserId: number;
  affiliateId: number;
  likes: number;
  balance: number;
  transaction: WalletTransaction | null;
}

const select = <T extends object>(t: Transaction, sql: string, bind: unknown[]) =>
  sequelizeOf(t).query<T>(sql, { bind, type: QueryTypes.SELECT, transaction: t });

const txView = toWalletTxView;

/** Inside the credit transaction of a fan's purchase: the affiliate's share, once. Null when none is due. */
export async function creditAffiliateCommissionIn(
  t: Transaction,
  p: { checkoutSessionId: string; buyerUserId: number; purchaseLikes: number; sharePercent: number },
): Promise<CommissionOutcome | null> {
  const [ref] = await select<{ affiliateId: number; affiliateUserId: number }>(
    t,
    `SELECT a.id AS "affiliateId", a.user_id AS "affiliateUserId"
       FROM affiliate_referrals r JOIN affiliates a ON a.id = r.affiliate_id
      WHERE r.referred_user_id = $1`,
    [p.buyerUserId],
  );
  if (!ref || ref.affiliateUserId === p.buyerUserId) return null;
  const likes = Math.floor((p.purchaseLikes * p.sharePercent) / 100);
  if (likes <= 0) return null;
  const causeKey = commissionCause(p.checkoutSessionId);
  const inserted = await select<{ id: number }>(
    t,
    `INSERT INTO affiliate_commissions (affiliate_id, referred_user_id, cause_key, purchase_likes, likes)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (cause_key) DO NOTHING RETURNING id`,
    [ref.affiliateId, p.buyerUserId, causeKey, p.purchaseLikes, likes],
  );
  if (inserted.length === 0) return null;
  const account = fanAccount(ref.affiliateUserId);
  const posted = await postJournal(t, {
    kind: 'affiliate-commission',
    causeKey,
    meta: {
      checkoutSessionId: p.checkoutSessionId,
      referredUserId: p.buyerUserId,
      sharePercent: p.sharePercent,
    },
    lines: [
      { account: 'platform:promo', amount: -likes },
      { account, amount: likes },
    ],
    walletTransactions: [
      { userId: ref.affiliateUserId, type: 'gift', likes, paymentName: 'Affiliate commission' },
    ],
  });
  await sequelizeOf(t).query(`UPDATE affiliate_commissions SET journal_id = $2 WHERE id = $1`, {
    bind: [inserted[0].id, posted.journalId],
    transaction: t,
  });
  return {
    affiliateUserId: ref.affiliateUserId,
    affiliateId: Number(ref.affiliateId),
    likes,
    balance: posted.balances[account] ?? 0,
    transaction: txView(posted.walletTransactions[0]),
  };
}

/**
 * Inside a refund or dispute step of a purchase: take back the commission in proportion to what the purchase
 * has had reversed so far (all of it once the whole purchase is reversed), once per step, never below zero
 * (what the affiliate already spent is recorded as the row's shortfall).
 */
export async function reverseAffiliateCommissionIn(
  t: Transaction,
  p: { checkoutSessionId: string; stepCause: string; purchaseLikes: number; reversedLikesTotal: number },
): Promise<CommissionOutcome | null> {
  const [c] = await select<{
    affiliateId: number;
    affiliateUserId: number;
    likes: number;
    referredUserId: number;
  }>(
    t,
    `SELECT c.affiliate_id AS "affiliateId", a.user_id AS "affiliateUserId", c.likes, c.referred_user_id AS "referredUserId"
       FROM affiliate_commissions c JOIN affiliates a ON a.id = c.affiliate_id
      WHERE c.cause_key = $1`,
    [commissionCause(p.checkoutSessionId)],
  );
  if (!c) return null;
  const [done] = await select<{ taken: number }>(
    t,
    `SELECT COALESCE(-sum(likes), 0)::int AS taken FROM affiliate_commissions WHERE cause_key LIKE $1`,
    [`affiliate-reversal:${p.checkoutSessionId}:%`],
  );
  const reversed = Math.min(p.reversedLikesTotal, p.purchaseLikes);
  const due = Math.floor((c.likes * reversed) / p.purchaseLikes) - Number(done?.taken ?? 0);
  if (due <= 0) return null;
  const account = fanAccount(c.affiliateUserId);
  const [acc] = await select<{ balance: number }>(
    t,
    `SELECT balance FROM ledger_accounts WHERE key = $1 FOR UPDATE`,
    [account],
  );
  const taken = Math.min(due, Math.max(0, Number(acc?.balance ?? 0)));
  const causeKey = `affiliate-reversal:${p.checkoutSessionId}:${p.stepCause}`;
  // The row records the whole amount due (the commission is reversed in full); the journal what could be taken.
  const inserted = await select<{ id: number }>(
    t,
    `INSERT INTO affiliate_commissions (affiliate_id, referred_user_id, cause_key, purchase_likes, likes)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (cause_key) DO NOTHING RETURNING id`,
    [c.affiliateId, c.referredUserId, causeKey, p.purchaseLikes, -due],
  );
  if (inserted.length === 0 || taken === 0) return null;
  const posted = await postJournal(t, {
    kind: 'affiliate-reversal',
    causeKey,
    meta: { checkoutSessionId: p.checkoutSessionId, due, taken, shortfall: due - taken },
    lines: [
      { account, amount: -taken },
      { account: 'platform:promo', amount: taken },
    ],
    walletTransactions: [
      {
        userId: c.affiliateUserId,
        type: 'used',
        likes: taken,
        paymentName: 'Affiliate commission reversed (refund)',
      },
    ],
  });
  await sequelizeOf(t).query(`UPDATE affiliate_commissions SET journal_id = $2 WHERE id = $1`, {
    bind: [inserted[0].id, posted.journalId],
    transaction: t,
  });
  return {
    affiliateUserId: c.affiliateUserId,
    affiliateId: Number(c.affiliateId),
    likes: -taken,
    balance: posted.balances[account] ?? 0,
    transaction: txView(posted.walletTransactions[0]),
  };
}
