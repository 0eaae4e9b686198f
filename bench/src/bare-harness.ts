import { randomUUID } from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import pg from 'pg';
import { applyBareJournal, type BareJournal } from './bare/journal';
import { runIfMain } from './lib/main';
import { machineCpuMs, selfCpuMs, servicesCpuBetween, servicesCpuMs } from './lib/spawn';

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
  /** Jobs applied before the clock starts (connections, JIT), as the product's workers get (default 0). */
  warmup?: number;
}

export interface BareResult {
  jobs: number;
  seconds: number;
  perSecond: number;
  /** CPU per job while the clock ran: this process (the harness), PostgreSQL and Redis, in ms. */
  cpu: { workers: number; postgres: number; redis: number };
  /** Share of the machine's CPU in use while the clock ran. */
  busy: number;
}

export async function runBareHarness(o: BareOptions): Promise<BareResult> {
  const pool = new pg.Pool({ connectionString: o.databaseUrl, max: o.poolMax ?? 10 });
  const connection = { url: o.redisUrl };
  const queue = new Queue('bare', { connection, prefix: o.prefix });
  const jobsOf = (n: number, from: number) =>
    Array.from({ length: n }, (_, k) => {
      const i = from + k;
      return {
        name: 'journal',
        data: {
          fan: o.fans[i % o.fans.length],
          athlete: o.athletes[i % o.athletes.length],
          likes: 1,
          cause: randomUUID(),
        } satisfies BareJournal,
        opts: { jobId: `bare-${i}`, removeOnComplete: true },
      };
    });
  const warmup = o.warmup ?? 0;
  let done = 0;
  let target = warmup;
  let reached: (() => void) | null = null;
  const worker = new Worker(
    'bare',
    async (job) => {
      await applyBareJournal(pool, job.data as BareJournal);
    },
    { connection, prefix: o.prefix, concurrency: o.concurrency ?? 16, autorun: false },
  );
  worker.on('completed', () => {
    done += 1;
    if (done >= target) reached?.();
  });
  worker.on('failed', (_job, err) => console.error('bare job failed:', err.message));
  const until = (n: number) =>
    new Promise<void>((resolve) => {
      target = n;
      reached = resolve;
      if (done >= n) resolve();
    });
  void worker.run();
  if (warmup > 0) {
    const warm = until(warmup);
    await queue.addBulk(jobsOf(warmup, 0));
    await warm;
  }
  // The measured jobs are queued while the queue is paused, so the clock times applying them, not adding them.
  await queue.pause();
  for (let i = 0; i < o.jobs; i += 1000) await queue.addBulk(jobsOf(Math.min(1000, o.jobs - i), warmup + i));
  const finished = until(warmup + o.jobs);
  const m0 = machineCpuMs();
  const s0 = servicesCpuMs();
  const c0 = selfCpuMs();
  const t0 = performance.now();
  await queue.resume();
  await finished;
  const seconds = (performance.now() - t0) / 1000;
  const self = selfCpuMs() - c0;
  const services = servicesCpuBetween(s0, servicesCpuMs());
  const m1 = machineCpuMs();
  await worker.close();
  await queue.obliterate({ force: true }).catch(() => undefined);
  await queue.close();
  await pool.end();
  return {
    jobs: o.jobs,
    seconds,
    perSecond: o.jobs / seconds,
    cpu: { workers: self / o.jobs, postgres: services.postgres / o.jobs, redis: services.redis / o.jobs },
    busy: (m1.busy - m0.busy) / (m1.total - m0.total),
  };
}

runIfMain(import.meta.url, async () => {
  const { run } = await import('./ledger-throughput.bench');
  await run({ only: 'bare' });
});
