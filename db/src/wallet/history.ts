/** Wallet reads: a fan's transactions and balance, one transaction, an athlete's wallet (SPEC §7 wallet calls). */
import { QueryTypes, type Sequelize } from 'sequelize';
import type { AthleteWallet, WalletTransaction } from '@fanlift/core';
import { athleteAccount, fanAccount, getBalance } from '../ledger';

interface TxRow {
  id: number;
  user_id: number;
  type: WalletTransaction['type'];
  status: WalletTransaction['status'];
  likes: number;
  payment_name: string | null;
  created_at: Date | string;
  amount_cents?: string | null;
  session_id?: string | null;
}

export const toWalletTransaction = (r: TxRow): WalletTransaction => ({
  id: Number(r.id),
  type: r.type,
  status: r.status,
  likes: r.likes,
  paymentName: r.payment_name,
  createdAt: new Date(r.created_at).toISOString(),
  ...(r.amount_cents != null && /^\d{1,9}$/.test(r.amount_cents)
    ? { amountCents: Number(r.amount_cents) }
    : {}),
  ...(r.session_id != null && r.type === 'added' ? { receiptId: r.session_id } : {}),
});

/** The money columns of a wallet transaction: a payment's dollars and checkout session (from its meta). */
const MONEY_COLUMNS = `meta->>'amountCents' AS amount_cents, meta->>'checkoutSessionId' AS session_id`;

/**
 * A fan's wallet transactions, newest first: by createdAt, then id (index wallet_transactions_user), and the
 * balance (SPEC §4 rule = ledger balance). `beforeId` pages on: the transactions after that one in this order.
 */
export async function walletOf(
  sequelize: Sequelize,
  userId: number,
  opts: { limit: number; beforeId?: number },
): Promise<{ transactions: WalletTransaction[]; balance: number }> {
  const rows = await sequelize.query<TxRow>(
    `SELECT id, user_id, type, status, likes, payment_name, created_at, ${MONEY_COLUMNS} FROM wallet_transactions
     WHERE user_id = $1
       AND ($2::bigint IS NULL OR (created_at, id) < (
         SELECT c.created_at, c.id FROM wallet_transactions c WHERE c.id = $2 AND c.user_id = $1))
     ORDER BY created_at DESC, id DESC LIMIT $3`,
    { bind: [userId, opts.beforeId ?? null, opts.limit], type: QueryTypes.SELECT },
  );
  return {
    transactions: rows.map(toWalletTransaction),
    balance: await getBalance(sequelize, fanAccount(userId)),
  };
}

export async function singleTransaction(
  sequelize: Sequelize,
  id: number,
): Promise<(WalletTransaction & { userId: number }) | null> {
  const [row] = await sequelize.query<TxRow>(
    `SELECT id, user_id, type, status, likes, payment_name, created_at, ${MONEY_COLUMNS}
       FROM wallet_transactions WHERE id = $1`,
    { bind: [id], type: QueryTypes.SELECT },
  );
  return row ? { ...toWalletTransaction(row), userId: row.user_id } : null;
}

/** An athlete's received likes (the ledger account's stored balance, exact), supporters and recent gifts. */
export async function athleteWalletOf(
  sequelize: Sequelize,
  athleteId: number,
  priceCents: number,
): Promise<AthleteWallet> {
  const key = athleteAccount(athleteId);
  const likes = await getBalance(sequelize, key);
  // The distinct fans who gave (derived_counts, kept with every journal: migration 0022).
  const [sup] = await sequelize.query<{ n: number | string }>(
    `SELECT fanlift_count('account_supporters', (SELECT id FROM ledger_accounts WHERE key = $1)) AS n`,
    { bind: [key], type: QueryTypes.SELECT },
  );
  const recent = await sequelize.query<{
    journal_id: number;
    kind: string;
    amount: number;
    created_at: Date | string;
    allocation_id: string | null;
    fan_id: number | null;
    first_name: string | null;
    last_name: string | null;
  }>(
    `SELECT j.id AS journal_id, j.kind, e.amount, j.created_at, j.meta->>'allocationId' AS allocation_id,
            u.id AS fan_id, u.first_name, u.last_name
     FROM (
       -- The newest 20 entries of the account first (a backward walk of ledger_entries_account): joined after
       -- the LIMIT, the planner's guess of a few entries per account made it join all 100,000 of a hot athlete.
       SELECT x.id, x.journal_id, x.amount FROM ledger_entries x
        WHERE x.account_id = (SELECT id FROM ledger_accounts WHERE key = $1)
        ORDER BY x.id DESC LIMIT 20
     ) e
     JOIN ledger_journals j ON j.id = e.journal_id
     LEFT JOIN LATERAL (
       SELECT fa.owner_id FROM ledger_entries fe JOIN ledger_accounts fa ON fa.id = fe.account_id AND fa.kind = 'fan'
       WHERE fe.journal_id = j.id LIMIT 1
     ) f ON true
     LEFT JOIN users u ON u.id = f.owner_id
     ORDER BY e.id DESC`,
    { bind: [key], type: QueryTypes.SELECT },
  );
  return {
    athleteId,
    likes,
    sumTotalInCents: likes * priceCents,
    supporters: Number(sup?.n ?? 0),
    recent: recent.map((r) => ({
      journalId: Number(r.journal_id),
      kind: r.kind,
      likes: Number(r.amount),
      createdAt: new Date(r.created_at).toISOString(),
      fan: r.fan_id != null ? { id: r.fan_id, firstName: r.first_name, lastName: r.last_name } : null,
      allocationId: r.allocation_id != null && /^\d+$/.test(r.allocation_id) ? Number(r.allocation_id) : null,
    })),
  };
}
