import { type Transaction } from 'sequelize';
import type { WalletTransaction as WalletTransactionDTO } from '@fanlift/core';
import { parseAccountKey, type AccountKey, type ParsedAccountKey } from './accounts';
import {
  createAccounts,
  knownSet,
  lockAccounts,
  platformAccountIds,
  type LockedAccount,
  type LockMode,
} from './account-rows';
import { sequelizeOf, txQuery } from './tx';

/** One line of a journal: signed likes on one account. The lines of a journal sum to 0. */
export interface JournalLine {
  account: AccountKey;
  amount: number;
}

/** The fan-facing view of a journal (SPEC §3 wallet transaction); always written with status 'succeeded'. */
export interface WalletTxInput {
  userId: number;
  type: 'added' | 'free' | 'gift' | 'used';
  likes: number;
  paymentName: string | null;
  meta?: Record<string, unknown>;
}

export interface PostJournalInput {
  /** What happened, e.g. 'send-likes', 'spend', 'stripe-purchase', 'spin', 'referral', 'test-credit'. */
  kind: string;
  /** The external cause; UNIQUE: a cause is applied at most once (DESIGN §4 invariant 5). */
  causeKey: string;
  commandId?: string;
  meta?: Record<string, unknown>;
  lines: JournalLine[];
  walletTransactions?: WalletTxInput[];
}

export interface PostJournalResult {
  journalId: number;
  /** false when this cause was already journaled (nothing was done this time). */
  applied: boolean;
  /** New stored balances of the fan/athlete/school accounts this journal touched (only when applied). */
  balances: Partial<Record<AccountKey, number>>;
  /** The wallet transactions written (only when applied), SPEC §3 shape. */
  walletTransactions: (WalletTransactionDTO & { userId: number })[];
}

export class InsufficientBalanceError extends Error {
  code = 'insufficient_balance' as const;
  constructor(
    public readonly account: AccountKey,
    public readonly balance: number,
    public readonly needed: number,
  ) {
    super(`Not enough likes: balance ${balance}, needed ${needed}`);
    this.name = 'InsufficientBalanceError';
  }
}

/** A programming error in a journal (lines do not balance, wallet view does not match the fan lines...). */
export class JournalError extends Error {
  code = 'invalid_journal' as const;
}

const MAX_AMOUNT = 1_000_000_000_000;

function validate(input: PostJournalInput): {
  parsed: Map<AccountKey, ParsedAccountKey>;
  net: Map<AccountKey, number>;
} {
  if (typeof input.kind !== 'string' || input.kind.length === 0 || input.kind.length > 100) {
    throw new JournalError('Journal kind must be a non-empty string');
  }
  if (typeof input.causeKey !== 'string' || input.causeKey.length === 0 || input.causeKey.length > 500) {
    throw new JournalError('Journal causeKey must be a non-empty string of at most 500 characters');
  }
  if (!Array.isArray(input.lines) || input.lines.length < 2)
    throw new JournalError('A journal needs at least two lines');
  const parsed = new Map<AccountKey, ParsedAccountKey>();
  const net = new Map<AccountKey, number>();
  let sum = 0;
  for (const line of input.lines) {
    const p = parseAccountKey(line.account);
    if (!Number.isSafeInteger(line.amount) || line.amount === 0 || Math.abs(line.amount) > MAX_AMOUNT) {
      throw new JournalError(`Invalid amount ${String(line.amount)} on ${line.account}`);
    }
    parsed.set(p.key, p);
    net.set(p.key, (net.get(p.key) ?? 0) + line.amount);
    sum += line.amount;
  }
  if (sum !== 0) throw new JournalError(`Journal lines sum to ${sum}, not 0`);

  // The fan-facing view must say exactly what the fan lines say (DESIGN §4 invariant 4).
  const walletNet = new Map<number, number>();
  for (const w of input.walletTransactions ?? []) {
    if (!Number.isSafeInteger(w.userId) || w.userId <= 0)
      throw new JournalError('Invalid wallet transaction userId');
    if (!['added', 'free', 'gift', 'used'].includes(w.type))
      throw new JournalError(`Invalid wallet type ${w.type}`);
    if (!Number.isSafeInteger(w.likes) || w.likes <= 0 || w.likes > 2_147_483_647) {
      throw new JournalError(`Invalid wallet transaction likes ${String(w.likes)}`);
    }
    walletNet.set(w.userId, (walletNet.get(w.userId) ?? 0) + (w.type === 'used' ? -w.likes : w.likes));
  }
  for (const [key, p] of parsed) {
    if (p.kind !== 'fan') continue;
    const expected = net.get(key) ?? 0;
    const got = walletNet.get(p.ownerId!) ?? 0;
    if (expected !== got) {
      throw new JournalError(
        `Wallet transactions of user ${p.ownerId} net ${got} but the journal moves ${expected} on ${key}`,
      );
    }
    walletNet.delete(p.ownerId!);
  }
  for (const [userId, v] of walletNet) {
    if (v !== 0) throw new JournalError(`Wallet transactions of user ${userId} have no matching fan line`);
  }
  return { parsed, net };
}

/**
 * Inside the caller's transaction. Exactly once per causeKey (UNIQUE ledger_journals.cause_key): returns
 * applied:false and does nothing if that cause was already journaled. Locks touched fan accounts, and athlete or
 * school accounts it takes likes from, in key order (no deadlocks), updates their stored balance, throws
 * InsufficientBalanceError if a fan account would go below 0 (before writing anything, so the caller may catch it
 * and record the failure in the same transaction). Platform accounts get entries only (no stored balance update:
 * no hot row); an athlete or school account it credits is not locked (migration 0020: main row or shard).
 * `fanlift_ledger_derive` (migration 0022) keeps those balances, athlete_profiles.likes_received and every
 * ledger-derived figure (supporters, counts, likes given...) in step, in the same statement as the journal.
 */
export async function postJournal(t: Transaction, input: PostJournalInput): Promise<PostJournalResult> {
  const { parsed, net } = validate(input);
  const sequelize = sequelizeOf(t);

  const stored = [...parsed.values()].filter((p) => p.kind !== 'platform');
  const notApplied = (journalId: number): PostJournalResult => ({
    journalId,
    applied: false,
    balances: {},
    walletTransactions: [],
  });
  const known = knownSet(sequelize);
  const allKnown = stored.length > 0 && stored.every((p) => known.has(p.key));
  const modes = new Map<AccountKey, LockMode>(
    stored.map((p) => [p.key, p.kind === 'fan' ? 'update' : (net.get(p.key) ?? 0) < 0 ? 'debit' : 'credit']),
  );
  let locked: Map<AccountKey, LockedAccount>;
  if (allKnown) {
    // Common path: one round trip locks the accounts and tells whether the cause was already journaled.
    const r = await lockAccounts(t, stored, input.causeKey, modes);
    if (r.journal != null) return notApplied(r.journal);
    locked = r.locked;
  } else {
    const existing = await createAccounts(t, stored, input.causeKey);
    if (existing != null) return notApplied(existing);
    locked =
      stored.length > 0
        ? (await lockAccounts(t, stored, null, modes)).locked
        : new Map<AccountKey, LockedAccount>();
    t.afterCommit(() => {
      for (const p of stored) known.add(p.key);
    });
  }
  const platform = [...parsed.values()].some((p) => p.kind === 'platform')
    ? await platformAccountIds(sequelize, t)
    : null;

  const balances: Partial<Record<AccountKey, number>> = {};
  for (const p of stored) {
    if (p.kind !== 'fan') continue; // athlete and school balances come from fanlift_ledger_derive
    const acc = locked.get(p.key)!;
    const next = acc.balance + (net.get(p.key) ?? 0);
    if (p.kind === 'fan' && next < 0) {
      // If we waited for a lock, the holder may have journaled this very cause: then it is "already applied".
      const [again] = await txQuery<{ id: number }>(
        t,
        `SELECT id FROM ledger_journals WHERE cause_key = $1`,
        [input.causeKey],
      );
      if (again) return notApplied(Number(again.id));
      throw new InsufficientBalanceError(p.key, acc.balance, -(net.get(p.key) ?? 0));
    }
    balances[p.key] = next;
  }
  const idOf = (key: AccountKey) =>
    parsed.get(key)!.kind === 'platform' ? platform!.get(key)! : locked.get(key)!.id;

  const lines = input.lines.map((l) => {
    const p = parsed.get(l.account)!;
    return { a: idOf(l.account), k: p.kind, o: p.ownerId, m: l.amount };
  });
  const fanDeltas = stored
    .filter((p) => p.kind === 'fan' && net.get(p.key) !== 0)
    .map((p) => ({ account_id: locked.get(p.key)!.id, delta: net.get(p.key) }));
  const wallet = (input.walletTransactions ?? []).map((w) => ({
    user_id: w.userId,
    type: w.type,
    likes: w.likes,
    payment_name: w.paymentName,
    meta: w.meta ?? {},
  }));

  const [row] = await txQuery<{
    journal_id: number | null;
    derived: Record<string, number | string> | null;
    wallet_transactions: {
      id: number;
      user_id: number;
      type: string;
      status: string;
      likes: number;
      payment_name: string | null;
      created_at: string;
    }[];
  }>(
    t,
    `WITH j AS (
       INSERT INTO ledger_journals (kind, cause_key, command_id, meta) VALUES ($1, $2, $3::uuid, $4::jsonb)
       ON CONFLICT (cause_key) DO NOTHING RETURNING id
     ), e AS (
       INSERT INTO ledger_entries (journal_id, account_id, amount)
       SELECT j.id, x.a, x.m FROM j, jsonb_to_recordset($5::jsonb) AS x(a bigint, m bigint)
     ), b AS (
       UPDATE ledger_accounts a SET balance = a.balance + x.delta
       FROM j, jsonb_to_recordset($6::jsonb) AS x(account_id bigint, delta bigint) WHERE a.id = x.account_id
     ), w AS (
       INSERT INTO wallet_transactions (user_id, journal_id, type, status, likes, payment_name, meta)
       SELECT x.user_id, j.id, x.type, 'succeeded', x.likes, x.payment_name, COALESCE(x.meta, '{}'::jsonb)
       FROM j, jsonb_to_recordset($7::jsonb) AS x(user_id int, type text, likes int, payment_name text, meta jsonb)
       RETURNING id, user_id, type, status, likes, payment_name, created_at
     ), d AS (
       SELECT fanlift_ledger_derive(j.id, $1, $4::jsonb, $5::jsonb, $7::jsonb) AS out FROM j
     )
     SELECT (SELECT id FROM j) AS journal_id, (SELECT out FROM d) AS derived,
            COALESCE((SELECT json_agg(w ORDER BY w.id) FROM w), '[]'::json) AS wallet_transactions`,
    [
      input.kind,
      input.causeKey,
      input.commandId ?? null,
      JSON.stringify(input.meta ?? {}),
      JSON.stringify(lines),
      JSON.stringify(fanDeltas),
      JSON.stringify(wallet),
    ],
    'fanlift_ledger_post_journal_derived',
  );

  if (row.journal_id == null) {
    // A concurrent transaction journaled the same cause first (we waited on its UNIQUE key): nothing done.
    const again = await txQuery<{ id: number }>(t, `SELECT id FROM ledger_journals WHERE cause_key = $1`, [
      input.causeKey,
    ]);
    return { journalId: Number(again[0]?.id ?? 0), applied: false, balances: {}, walletTransactions: [] };
  }
  for (const p of stored) {
    const v = row.derived?.[String(locked.get(p.key)!.id)];
    if (p.kind !== 'fan' && v !== undefined) balances[p.key] = Number(v);
  }
  return {
    journalId: Number(row.journal_id),
    applied: true,
    balances,
    walletTransactions: row.wallet_transactions.map((w) => ({
      id: Number(w.id),
      userId: w.user_id,
      type: w.type as WalletTransactionDTO['type'],
      status: w.status as WalletTransactionDTO['status'],
      likes: w.likes,
      paymentName: w.payment_name,
      createdAt: new Date(w.created_at).toISOString(),
    })),
  };
}
