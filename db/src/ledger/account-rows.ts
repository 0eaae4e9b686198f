/** Ledger account rows: platform account ids, creating and locking accounts in key order, balances. */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { parseAccountKey, PLATFORM_ACCOUNTS, type AccountKey, type ParsedAccountKey } from './accounts';
import { sequelizeOf, txQuery } from './tx';

const platformIds = new WeakMap<Sequelize, Map<string, number>>();

/**
 * The ids of the platform accounts (created on first use), cached per connection. Inside a transaction the
 * queries run on that transaction's connection: asking the pool for a second one while holding locks starves it
 * when every connection is such a transaction (a fresh worker's first burst of jobs), and nothing moves again.
 * The cache is filled only once the rows are committed.
 */
export async function platformAccountIds(
  sequelize: Sequelize,
  t?: Transaction,
): Promise<Map<string, number>> {
  const cached = platformIds.get(sequelize);
  if (cached && cached.size === PLATFORM_ACCOUNTS.length) return cached;
  await sequelize.query(
    `INSERT INTO ledger_accounts (key, kind) SELECT k, 'platform' FROM unnest($1::text[]) AS k ORDER BY k
     ON CONFLICT (key) DO NOTHING`,
    { bind: [PLATFORM_ACCOUNTS], transaction: t },
  );
  const rows = await sequelize.query<{ id: number; key: string }>(
    `SELECT id, key FROM ledger_accounts WHERE key = ANY($1::text[])`,
    { bind: [PLATFORM_ACCOUNTS], type: QueryTypes.SELECT, transaction: t },
  );
  const ids = new Map(rows.map((r) => [r.key, Number(r.id)]));
  if (t)
    t.afterCommit(() => {
      platformIds.set(sequelize, ids);
    });
  else platformIds.set(sequelize, ids);
  return ids;
}

export interface LockedAccount {
  id: number;
  key: AccountKey;
  balance: number;
}

const sortKeys = (keys: ParsedAccountKey[]) =>
  [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

/**
 * Create missing accounts (in key order) BEFORE any row lock is taken: inserting while holding a lock taken
 * out of key order can deadlock with a transaction that locked in order. An empty account is harmless even if
 * the caller rolls back. In the same round trip, answers the journal already posted for `causeKey`, if any.
 */
export async function createAccounts(
  t: Transaction,
  keys: ParsedAccountKey[],
  causeKey: string | null,
): Promise<number | null> {
  const rows = await txQuery<{ id: number | null }>(
    t,
    `WITH created AS (
       INSERT INTO ledger_accounts (key, kind, owner_id)
       SELECT x.key, x.kind, x.owner_id FROM jsonb_to_recordset($1::jsonb) AS x(key text, kind text, owner_id int)
       WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.key = x.key)
       ORDER BY x.key
       ON CONFLICT (key) DO NOTHING
     )
     SELECT (SELECT id FROM ledger_journals WHERE cause_key = $2) AS id`,
    [
      JSON.stringify(sortKeys(keys).map((k) => ({ key: k.key, kind: k.kind, owner_id: k.ownerId }))),
      causeKey,
    ],
    'fanlift_ledger_create_accounts',
  );
  return rows[0]?.id == null ? null : Number(rows[0].id);
}

/**
 * How postJournal holds an account: a fan's row FOR UPDATE ('update'); an athlete or school account losing likes
 * locked with its shards folded, so its main row holds the exact balance ('debit'); one gaining likes not locked at
 * all, only KEY SHARE on the athlete's profile ('credit': its credit goes to the main row or a shard, migration 0020).
 */
export type LockMode = 'update' | 'debit' | 'credit';

/** The lock an account gets when nothing says otherwise: recipients as for a debit (their balance is exact). */
const defaultMode = (k: ParsedAccountKey): LockMode => (k.kind === 'fan' ? 'update' : 'debit');

/**
 * Lock the given fan/athlete/school accounts (`fanlift_ledger_lock`: profiles, then accounts in key order, then
 * shards; no deadlocks); they must exist. With a cause key, the same round trip also answers the journal already
 * posted for it (read after the locks). `balance` is the main row's: exact for 'update' and 'debit'.
 */
export async function lockAccounts(
  t: Transaction,
  keys: ParsedAccountKey[],
  causeKey: string | null,
  modes?: Map<AccountKey, LockMode>,
): Promise<{ locked: Map<AccountKey, LockedAccount>; journal: number | null }> {
  const sorted = sortKeys(keys);
  const names = sorted.map((k) => k.key);
  const rows = await txQuery<LockedAccount & { journal: number | null }>(
    t,
    `SELECT id, key, balance, journal FROM fanlift_ledger_lock($1::text[], $2::text[], $3)`,
    [names, sorted.map((k) => modes?.get(k.key) ?? defaultMode(k)), causeKey],
    'fanlift_ledger_lock_accounts',
  );
  if (rows.length !== names.length) {
    knownAccounts.delete(sequelizeOf(t));
    throw new Error(`Ledger accounts missing: ${names.join(', ')}`);
  }
  return {
    locked: new Map(rows.map((r) => [r.key, { id: Number(r.id), key: r.key, balance: Number(r.balance) }])),
    journal: rows[0]?.journal == null ? null : Number(rows[0].journal),
  };
}

/** Account keys known to exist (committed) in this database: their creation round trip can be skipped. */
const knownAccounts = new WeakMap<Sequelize, Set<string>>();
export function knownSet(sequelize: Sequelize): Set<string> {
  let set = knownAccounts.get(sequelize);
  if (!set) knownAccounts.set(sequelize, (set = new Set()));
  if (set.size > 200_000) set.clear();
  return set;
}

/** Create (idempotently) the account for a key; returns its id. Inside the caller's transaction. */
export async function ensureAccount(t: Transaction, key: AccountKey): Promise<number> {
  const p = parseAccountKey(key);
  if (p.kind === 'platform') return (await platformAccountIds(sequelizeOf(t), t)).get(key)!;
  return (await lockOne(t, p)).id;
}

async function lockOne(t: Transaction, p: ParsedAccountKey): Promise<LockedAccount> {
  await createAccounts(t, [p], null);
  const { locked } = await lockAccounts(t, [p], null);
  return locked.get(p.key)!;
}

/**
 * Lock a fan, athlete or school account (created if missing) and read its stored balance, never below 0: what a
 * take-back (refund, dispute, commission reversal) may take. Journals on it wait for this transaction.
 */
export async function lockBalance(t: Transaction, key: AccountKey): Promise<number> {
  const p = parseAccountKey(key);
  if (p.kind === 'platform') throw new Error(`${key} keeps no stored balance to lock`);
  return Math.max(0, (await lockOne(t, p)).balance);
}

/**
 * Balance of an account: the stored balance (fan; athlete and school: main row plus shards, exact) or the sum of
 * entries (platform). 0 if none.
 */
export async function getBalance(sequelize: Sequelize, key: AccountKey): Promise<number> {
  const p = parseAccountKey(key);
  if (p.kind === 'platform') {
    const [row] = await sequelize.query<{ s: number | null }>(
      `SELECT COALESCE(SUM(e.amount), 0)::bigint AS s FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.key = $1`,
      { bind: [key], type: QueryTypes.SELECT },
    );
    return Number(row?.s ?? 0);
  }
  const [row] = await sequelize.query<{ balance: number | null }>(
    p.kind === 'fan'
      ? `SELECT balance FROM ledger_accounts WHERE key = $1`
      : `SELECT fanlift_balance_of($1) AS balance`,
    { bind: [key], type: QueryTypes.SELECT },
  );
  return Number(row?.balance ?? 0);
}
