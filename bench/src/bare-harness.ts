import { randomUUID } from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import pg from 'pg';
import { applyBareJournal, type BareJournal } from './bare/journal';
import { runIfMain } from './lib/main';

/**
 * The floor for ledger throughput: the same journal as a send-likes command (bare/journal.ts) with plain
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
      } satisfies BareJournal,
      opts: { jobId: `bare-${i}`, removeOnComplete: true },
    })),
  );
  let done = 0;
  const t0 = performance.now();
  const finished = new Promise<void>((resolve) => {
    const worker = new Worker(
      'bare',
      async (job) => {
        await applyBareJournal(pool, job.data as BareJournal);
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

runIfMain(import.meta.url, async () => {
  const { run } = await import('./ledger-throughput.bench');
  await run({ only: 'bare' });
});
