import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Queue, Worker } from 'bullmq';
import pg from 'pg';

/**
 * The floor for ledger throughput: the same journal as a send-likes command (lock fan + athlete accounts in key
 * order, journal, 2 entries, 2 balance updates, athlete likes_received, a `used` wallet transaction) with plain
 * BullMQ + pg, none of our layers (no command staging/lookup, no Sequelize, no validation, no emits).
 * Expects a migrated database whose fan accounts fan:1..fan:F hold enough likes and athletes 1..A exist.
 */
export interface BareOptions {
  databaseUrl: string;
  redisUrl: string;
  prefix: string;
  jobs: number;
  fans: number[];
  athletes: number[];
  concurrency?: number;
  poolMax?: number;
}

export async function runBareHarness(
  o: BareOptions,
): Promise<{ jobs: number; seconds: number; perSecond: number }> {
  const pool = new pg.Pool({ connectionString: o.databaseUrl, max: o.poolMax ?? 10 });
  const connection = { url: o.redisUrl };
  const queue = new Queue('bare', { connection, prefix: o.prefix });
  await queue.addBulk(
    Array.from({ length: o.jobs }, (_, i) => ({
      name: 'journal',
      data: {
        fan: o.fans[i % o.fans.length],
        athlete: o.athletes[i % o.athletes.length],
        likes: 1,
        cause: randomUUID(),
      },
      opts: { jobId: `bare-${i}`, removeOnComplete: true },
    })),
  );
  let done = 0;
  const t0 = performance.now();
  const finished = new Promise<void>((resolve) => {
    const worker = new Worker(
      'bare',
      async (job) => {
        const { fan, athlete, likes, cause } = job.data as {
          fan: number;
          athlete: number;
          likes: number;
          cause: string;
        };
        const c = await pool.connect();
        try {
          await c.query('BEGIN');
          const accs = await c.query<{ id: string; key: string; balance: string }>(
            `SELECT id, key, balance FROM ledger_accounts WHERE key = ANY($1) ORDER BY key FOR UPDATE`,
            [[`fan:${fan}`, `athlete:${athlete}`]],
          );
          const f = accs.rows.find((r) => r.key.startsWith('fan:'))!;
          const a = accs.rows.find((r) => r.key.startsWith('athlete:'))!;
          if (Number(f.balance) < likes) throw new Error('insufficient');
          const j = await c.query<{ id: string }>(
            `INSERT INTO ledger_journals (kind, cause_key) VALUES ('bare', $1) RETURNING id`,
            [cause],
          );
          await c.query(
            `INSERT INTO ledger_entries (journal_id, account_id, amount) VALUES ($1, $2, $3), ($1, $4, $5)`,
            [j.rows[0].id, f.id, -likes, a.id, likes],
          );
          await c.query(
            `UPDATE ledger_accounts SET balance = balance + (CASE WHEN id = $1 THEN -$3::bigint ELSE $3::bigint END) WHERE id IN ($1, $2)`,
            [f.id, a.id, likes],
          );
          await c.query(`UPDATE athlete_profiles SET likes_received = likes_received + $2 WHERE id = $1`, [
            athlete,
            likes,
          ]);
          await c.query(
            `INSERT INTO wallet_transactions (user_id, journal_id, type, status, likes, payment_name) VALUES ($1, $2, 'used', 'succeeded', $3, 'bare')`,
            [fan, j.rows[0].id, likes],
          );
          await c.query('COMMIT');
        } catch (err) {
          await c.query('ROLLBACK');
          throw err;
        } finally {
          c.release();
        }
      },
      { connection, prefix: o.prefix, concurrency: o.concurrency ?? 16 },
    );
    worker.on('completed', () => {
      done += 1;
      if (done === o.jobs) void worker.close().then(() => resolve());
    });
    worker.on('failed', (_job, err) => console.error('bare job failed:', err.message));
  });
  await finished;
  const seconds = (performance.now() - t0) / 1000;
  await queue.obliterate({ force: true }).catch(() => undefined);
  await queue.close();
  await pool.end();
  return { jobs: o.jobs, seconds, perSecond: o.jobs / seconds };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { run } = await import('./ledger-throughput.bench');
  await run({ only: 'bare' });
}
