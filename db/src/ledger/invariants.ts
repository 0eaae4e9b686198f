import { QueryTypes, type Sequelize } from 'sequelize';

export interface InvariantCheck {
  id: number;
  name: string;
  ok: boolean;
  problems: string[];
}

export interface LedgerInvariantsResult {
  ok: boolean;
  problems: string[];
  checks: InvariantCheck[];
}

export interface LedgerInvariantsOptions {
  /** Invariant 6: a command still pending after this long counts as lost (default 60 s). */
  pendingGraceMs?: number;
  /** How many offending rows to list per check (default 10). */
  limit?: number;
}

/** DESIGN §4 invariants 1–6, each as one check with the offending rows listed. Read-only. */
export async function checkLedgerInvariants(
  sequelize: Sequelize,
  opts: LedgerInvariantsOptions = {},
): Promise<LedgerInvariantsResult> {
  const limit = opts.limit ?? 10;
  const grace = opts.pendingGraceMs ?? 60_000;
  const q = <T extends object>(sql: string, bind: unknown[] = []) =>
    sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });
  const checks: InvariantCheck[] = [];
  const check = async (id: number, name: string, fn: () => Promise<string[]>) => {
    const problems = await fn();
    checks.push({ id, name, ok: problems.length === 0, problems });
  };

  await check(1, "each journal's entries sum to 0", async () => {
    const bad = await q<{ journal_id: number; s: number }>(
      `SELECT journal_id, SUM(amount)::bigint AS s FROM ledger_entries GROUP BY journal_id HAVING SUM(amount) <> 0
       ORDER BY journal_id LIMIT $1`,
      [limit],
    );
    const empty = await q<{ id: number }>(
      `SELECT j.id FROM ledger_journals j WHERE NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.journal_id = j.id)
       ORDER BY j.id LIMIT $1`,
      [limit],
    );
    return [
      ...bad.map((r) => `journal ${r.journal_id} entries sum to ${r.s}`),
      ...empty.map((r) => `journal ${r.id} has no entries`),
    ];
  });

  await check(2, 'all entries sum to 0', async () => {
    const [r] = await q<{ s: number }>(`SELECT COALESCE(SUM(amount), 0)::bigint AS s FROM ledger_entries`);
    return Number(r.s) === 0 ? [] : [`all entries sum to ${r.s}`];
  });

  await check(3, 'no fan wallet below 0', async () => {
    const stored = await q<{ key: string; balance: number }>(
      `SELECT key, balance FROM ledger_accounts WHERE kind = 'fan' AND balance < 0 ORDER BY key LIMIT $1`,
      [limit],
    );
    // Running balance in journal order (journals on one account are numbered under that account's lock).
    const running = await q<{ key: string; journal_id: number; running: number }>(
      `SELECT a.key, x.journal_id, x.running FROM (
         SELECT account_id, journal_id,
                SUM(SUM(amount)) OVER (PARTITION BY account_id ORDER BY journal_id) AS running
         FROM ledger_entries e WHERE e.account_id IN (SELECT id FROM ledger_accounts WHERE kind = 'fan')
         GROUP BY account_id, journal_id
       ) x JOIN ledger_accounts a ON a.id = x.account_id WHERE x.running < 0 ORDER BY a.key, x.journal_id LIMIT $1`,
      [limit],
    );
    return [
      ...stored.map((r) => `${r.key} stored balance ${r.balance}`),
      ...running.map((r) => `${r.key} went to ${r.running} at journal ${r.journal_id}`),
    ];
  });

  await check(4, 'stored balances equal the entries and the wallet rule', async () => {
    // The stored balance of an athlete or school account is its main row plus its shards (migration 0020).
    const entries = await q<{ key: string; balance: number; s: number }>(
      `SELECT a.key, a.balance + COALESCE(sh.total, 0) AS balance, COALESCE(s.s, 0)::bigint AS s FROM ledger_accounts a
       LEFT JOIN (SELECT account_id, SUM(amount) AS s FROM ledger_entries GROUP BY account_id) s ON s.account_id = a.id
       LEFT JOIN (SELECT account_id, SUM(balance) AS total FROM ledger_account_shards GROUP BY account_id) sh
         ON sh.account_id = a.id
       WHERE a.kind <> 'platform' AND a.balance + COALESCE(sh.total, 0) <> COALESCE(s.s, 0) ORDER BY a.key LIMIT $1`,
      [limit],
    );
    const shardsElsewhere = await q<{ key: string }>(
      `SELECT DISTINCT a.key FROM ledger_account_shards s JOIN ledger_accounts a ON a.id = s.account_id
        WHERE a.kind NOT IN ('athlete', 'school') ORDER BY a.key LIMIT $1`,
      [limit],
    );
    const wallet = await q<{ user_id: number; balance: number; rule: number }>(
      `SELECT COALESCE(a.owner_id, w.user_id) AS user_id, COALESCE(a.balance, 0)::bigint AS balance,
              COALESCE(w.rule, 0)::bigint AS rule
       FROM (SELECT owner_id, balance FROM ledger_accounts WHERE kind = 'fan') a
       FULL OUTER JOIN (
         SELECT user_id, SUM(CASE WHEN type = 'used' THEN -likes ELSE likes END) AS rule
         FROM wallet_transactions WHERE status = 'succeeded' GROUP BY user_id
       ) w ON w.user_id = a.owner_id
       WHERE COALESCE(a.balance, 0) <> COALESCE(w.rule, 0) ORDER BY 1 LIMIT $1`,
      [limit],
    );
    const orphanTx = await q<{ id: number }>(
      `SELECT id FROM wallet_transactions WHERE status = 'succeeded' AND journal_id IS NULL ORDER BY id LIMIT $1`,
      [limit],
    );
    // likes_received (the likes order's key) is the main row's part of the athlete's balance.
    const athletes = await q<{ id: number; likes_received: number; balance: number }>(
      `SELECT p.id, p.likes_received, COALESCE(a.balance, 0)::bigint AS balance FROM athlete_profiles p
       LEFT JOIN ledger_accounts a ON a.key = 'athlete:' || p.id
       WHERE p.likes_received <> COALESCE(a.balance, 0) ORDER BY p.id LIMIT $1`,
      [limit],
    );
    return [
      ...entries.map((r) => `${r.key} stored ${r.balance} but entries sum to ${r.s}`),
      ...shardsElsewhere.map((r) => `${r.key} has balance shards (only athlete and school accounts may)`),
      ...wallet.map((r) => `fan:${r.user_id} balance ${r.balance} but wallet transactions say ${r.rule}`),
      ...orphanTx.map((r) => `wallet transaction ${r.id} has no journal`),
      ...athletes.map(
        (r) =>
          `athlete ${r.id} likes_received ${r.likes_received} but athlete:${r.id} main balance ${r.balance}`,
      ),
    ];
  });

  await check(5, 'each external cause applied at most once (UNIQUE)', async () => {
    const problems: string[] = [];
    const idx = await q<{ indexdef: string }>(
      `SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'ledger_journals'`,
    );
    if (!idx.some((i) => /UNIQUE/i.test(i.indexdef) && /\(cause_key\)/.test(i.indexdef))) {
      problems.push('ledger_journals.cause_key has no UNIQUE index');
    }
    const cidx = await q<{ indexdef: string }>(
      `SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'commands'`,
    );
    if (!cidx.some((i) => /UNIQUE/i.test(i.indexdef) && /\(user_id, idempotency_key\)/.test(i.indexdef))) {
      problems.push('commands (user_id, idempotency_key) has no UNIQUE index');
    }
    const multi = await q<{ command_id: string; n: number }>(
      `SELECT command_id, COUNT(*)::int AS n FROM ledger_journals WHERE command_id IS NOT NULL
       GROUP BY command_id HAVING COUNT(*) > 1 LIMIT $1`,
      [limit],
    );
    problems.push(...multi.map((r) => `command ${r.command_id} has ${r.n} journals`));
    const noJournal = await q<{ id: string; kind: string }>(
      `SELECT c.id, c.kind FROM commands c
       WHERE c.status = 'applied' AND c.kind IN ('send-likes', 'spend')
         AND NOT EXISTS (SELECT 1 FROM ledger_journals j WHERE j.cause_key = 'cmd:' || c.id)
       ORDER BY c.created_at LIMIT $1`,
      [limit],
    );
    problems.push(...noJournal.map((r) => `command ${r.id} (${r.kind}) is applied but has no journal`));
    const failedWithJournal = await q<{ id: string }>(
      `SELECT c.id FROM commands c JOIN ledger_journals j ON j.cause_key = 'cmd:' || c.id
       WHERE c.status <> 'applied' LIMIT $1`,
      [limit],
    );
    problems.push(...failedWithJournal.map((r) => `command ${r.id} has a journal but is not marked applied`));
    return problems;
  });

  await check(6, 'no accepted command stays unapplied', async () => {
    const pending = await q<{ id: string; kind: string; age_ms: number }>(
      `SELECT id, kind, (EXTRACT(EPOCH FROM (now() - created_at)) * 1000)::bigint AS age_ms FROM commands
       WHERE status = 'pending' AND created_at < now() - ($1::int * interval '1 millisecond')
       ORDER BY created_at LIMIT $2`,
      [grace, limit],
    );
    return pending.map((r) => `command ${r.id} (${r.kind}) pending for ${r.age_ms} ms`);
  });

  const problems = checks.flatMap((c) => c.problems.map((p) => `${c.id}. ${p}`));
  return { ok: problems.length === 0, problems, checks };
}
