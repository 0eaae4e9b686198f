import { QueryTypes, type Sequelize } from 'sequelize';

export interface AccountBalance {
  key: string;
  kind: string;
  balance: number;
}
export interface DayVolume {
  kind: string;
  journals: number;
  likes: number;
}

/** The accounts holding the most likes (fans, athletes, schools; platform accounts are the other side). */
export async function topBalances(sequelize: Sequelize, limit = 10): Promise<AccountBalance[]> {
  const rows = await sequelize.query<AccountBalance>(
    `SELECT key, kind, balance FROM (
       SELECT a.key, a.kind, a.balance + COALESCE(s.total, 0) AS balance FROM ledger_accounts a
         LEFT JOIN (SELECT account_id, sum(balance) AS total FROM ledger_account_shards GROUP BY 1) s
           ON s.account_id = a.id
        WHERE a.kind <> 'platform') x
     ORDER BY balance DESC, key LIMIT $1`,
    { bind: [limit], type: QueryTypes.SELECT },
  );
  return rows.map((r) => ({ ...r, balance: Number(r.balance) }));
}

/** Today's (UTC) journals by kind and the likes they moved (the sum of their credits). */
export async function volumesToday(sequelize: Sequelize): Promise<DayVolume[]> {
  const rows = await sequelize.query<DayVolume>(
    `SELECT j.kind, COUNT(DISTINCT j.id)::int AS journals, COALESCE(SUM(e.amount) FILTER (WHERE e.amount > 0), 0)::bigint AS likes
       FROM ledger_journals j JOIN ledger_entries e ON e.journal_id = j.id
      WHERE j.created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
      GROUP BY j.kind ORDER BY likes DESC`,
    { type: QueryTypes.SELECT },
  );
  return rows.map((r) => ({ ...r, likes: Number(r.likes) }));
}
