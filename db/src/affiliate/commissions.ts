import { QueryTypes, type Transaction } from 'sequelize';
import type { WalletTransaction } from '@fanlift/core';
import { fanAccount } from '../ledger/accounts';
import { lockBalance } from '../ledger/account-rows';
import { creditPromo, returnToPromo } from '../ledger/promo';
import { sequelizeOf } from '../ledger/tx';

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
  const rowId = await insertCommissionRow(t, [
    ref.affiliateId,
    p.buyerUserId,
    causeKey,
    p.purchaseLikes,
    likes,
  ]);
  if (rowId == null) return null;
  const credited = await creditPromo(t, {
    fanUserId: ref.affiliateUserId,
    likes,
    type: 'gift',
    cause: {
      kind: 'affiliate-commission',
      key: causeKey,
      meta: {
        checkoutSessionId: p.checkoutSessionId,
        referredUserId: p.buyerUserId,
        sharePercent: p.sharePercent,
      },
    },
    paymentName: 'Affiliate commission',
  });
  await setCommissionJournal(t, rowId, credited.journalId);
  return {
    affiliateUserId: ref.affiliateUserId,
    affiliateId: Number(ref.affiliateId),
    likes,
    balance: credited.balance ?? 0,
    transaction: credited.transaction,
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
  const taken = Math.min(due, await lockBalance(t, fanAccount(c.affiliateUserId)));
  const causeKey = `affiliate-reversal:${p.checkoutSessionId}:${p.stepCause}`;
  // The row records the whole amount due (the commission is reversed in full); the journal what could be taken.
  const rowId = await insertCommissionRow(t, [
    c.affiliateId,
    c.referredUserId,
    causeKey,
    p.purchaseLikes,
    -due,
  ]);
  if (rowId == null || taken === 0) return null;
  const returned = await returnToPromo(t, {
    fanUserId: c.affiliateUserId,
    likes: taken,
    cause: {
      kind: 'affiliate-reversal',
      key: causeKey,
      meta: { checkoutSessionId: p.checkoutSessionId, due, taken, shortfall: due - taken },
    },
    paymentName: 'Affiliate commission reversed (refund)',
  });
  await setCommissionJournal(t, rowId, returned.journalId);
  return {
    affiliateUserId: c.affiliateUserId,
    affiliateId: Number(c.affiliateId),
    likes: -taken,
    balance: returned.balance ?? 0,
    transaction: returned.transaction,
  };
}

/** The commission row (UNIQUE cause_key: the exactly-once guard): its id, or null when the cause was recorded. */
async function insertCommissionRow(
  t: Transaction,
  row: [affiliateId: number, referredUserId: number, causeKey: string, purchaseLikes: number, likes: number],
): Promise<number | null> {
  const [inserted] = await select<{ id: number }>(
    t,
    `INSERT INTO affiliate_commissions (affiliate_id, referred_user_id, cause_key, purchase_likes, likes)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (cause_key) DO NOTHING RETURNING id`,
    row,
  );
  return inserted ? inserted.id : null;
}

async function setCommissionJournal(t: Transaction, id: number, journalId: number): Promise<void> {
  await sequelizeOf(t).query(`UPDATE affiliate_commissions SET journal_id = $2 WHERE id = $1`, {
    bind: [id, journalId],
    transaction: t,
  });
}
