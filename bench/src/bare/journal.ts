import type pg from 'pg';

/**
 * The bare harnesses' one transaction: the same journal as a send-likes command (lock fan + athlete accounts in
 * key order, journal, 2 entries, 2 balance updates, athlete likes_received, a `used` wallet transaction) with
 * plain pg, none of our layers. Returns the fan's balance after it.
 */
export interface BareJournal {
  fan: number;
  athlete: number;
  likes: number;
  cause: string;
}

export async function applyBareJournal(pool: pg.Pool, j: BareJournal): Promise<{ balance: number }> {
  const c = await pool.connect();
  try {
    await c.query('BEGIN');
    const accs = await c.query<{ id: string; key: string; balance: string }>(
      `SELECT id, key, balance FROM ledger_accounts WHERE key = ANY($1) ORDER BY key FOR UPDATE`,
      [[`fan:${j.fan}`, `athlete:${j.athlete}`]],
    );
    const f = accs.rows.find((r) => r.key.startsWith('fan:'))!;
    const a = accs.rows.find((r) => r.key.startsWith('athlete:'))!;
    if (Number(f.balance) < j.likes) throw new Error('insufficient');
    const journal = await c.query<{ id: string }>(
      `INSERT INTO ledger_journals (kind, cause_key) VALUES ('bare', $1) RETURNING id`,
      [j.cause],
    );
    const journalId = journal.rows[0].id;
    await c.query(
      `INSERT INTO ledger_entries (journal_id, account_id, amount) VALUES ($1, $2, $3), ($1, $4, $5)`,
      [journalId, f.id, -j.likes, a.id, j.likes],
    );
    await c.query(
      `UPDATE ledger_accounts SET balance = balance + (CASE WHEN id = $1 THEN -$3::bigint ELSE $3::bigint END) WHERE id IN ($1, $2)`,
      [f.id, a.id, j.likes],
    );
    await c.query(`UPDATE athlete_profiles SET likes_received = likes_received + $2 WHERE id = $1`, [
      j.athlete,
      j.likes,
    ]);
    await c.query(
      `INSERT INTO wallet_transactions (user_id, journal_id, type, status, likes, payment_name) VALUES ($1, $2, 'used', 'succeeded', $3, 'bare')`,
      [j.fan, journalId, j.likes],
    );
    await c.query('COMMIT');
    return { balance: Number(f.balance) - j.likes };
  } catch (err) {
    await c.query('ROLLBACK');
    throw err;
  } finally {
    c.release();
  }
}
