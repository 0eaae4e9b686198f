import type pg from 'pg';

/**
 * The bare harnesses' one transaction: the same journal as a send-likes command, as the product applies it since
 * issue 27 (lock the fan's account, KEY SHARE on the athlete's profile, journal, 2 entries, the fan's balance, a
 * `used` wallet transaction, then `fanlift_ledger_derive`: the athlete's stored balance, main row or shard, and the
 * ledger-derived figures) with plain pg, none of our layers. Returns the fan's balance after it.
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
    await c.query(`SELECT 1 FROM athlete_profiles WHERE id = $1 FOR KEY SHARE`, [j.athlete]);
    const accs = await c.query<{ id: string; key: string; balance: string }>(
      `SELECT id, key, balance FROM ledger_accounts WHERE key = $1 FOR UPDATE`,
      [`fan:${j.fan}`],
    );
    const ath = await c.query<{ id: string }>(`SELECT id FROM ledger_accounts WHERE key = $1`, [
      `athlete:${j.athlete}`,
    ]);
    const f = accs.rows[0];
    const a = ath.rows[0];
    if (Number(f.balance) < j.likes) throw new Error('insufficient');
    const journal = await c.query<{ id: string }>(
      `INSERT INTO ledger_journals (kind, cause_key) VALUES ('send-likes', $1) RETURNING id`,
      [j.cause],
    );
    const journalId = journal.rows[0].id;
    await c.query(
      `INSERT INTO ledger_entries (journal_id, account_id, amount) VALUES ($1, $2, $3), ($1, $4, $5)`,
      [journalId, f.id, -j.likes, a.id, j.likes],
    );
    await c.query(`UPDATE ledger_accounts SET balance = balance - $2 WHERE id = $1`, [f.id, j.likes]);
    await c.query(
      `INSERT INTO wallet_transactions (user_id, journal_id, type, status, likes, payment_name) VALUES ($1, $2, 'used', 'succeeded', $3, 'bare')`,
      [j.fan, journalId, j.likes],
    );
    await c.query(`SELECT fanlift_ledger_derive($1, 'send-likes', '{}'::jsonb, $2::jsonb, $3::jsonb)`, [
      journalId,
      JSON.stringify([
        { a: f.id, k: 'fan', o: j.fan, m: -j.likes },
        { a: a.id, k: 'athlete', o: j.athlete, m: j.likes },
      ]),
      JSON.stringify([{ user_id: j.fan, type: 'used', likes: j.likes }]),
    ]);
    await c.query('COMMIT');
    return { balance: Number(f.balance) - j.likes };
  } catch (err) {
    await c.query('ROLLBACK');
    throw err;
  } finally {
    c.release();
  }
}
