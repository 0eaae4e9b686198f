import type { Server } from 'node:http';
import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import pino from 'pino';
import { QUEUES, type QueueName } from '@fanlift/core';
import { connectDatabase, createEmitter, createQueues } from '@fanlift/db';
import { databaseOptionsOf } from '@fanlift/core/config';
import { loggerOptions } from '@fanlift/core/logging';
import { readWorkerConfig } from './config';
import { faultsOf, type WorkerContext, type WorkerFaults } from './context';
import { assertHandlersComplete, queueProcessor } from './registry';
import { assertCommandHandlersComplete } from './jobs/commands';
import { startHealthServer } from './health';
import { createRegistry, startMetricsServer, workerMetrics } from '@fanlift/core/metrics';
import { startRedriveLoop } from './redrive';
import { onShutdown } from '@fanlift/core/lifecycle';

/**
 * The worker process (DESIGN §1): BullMQ workers for the `ledger`, `email` and `games` queues (or those in
 * WORKER_QUEUES), a re-drive loop for staged work, /healthz and /readyz, graceful shutdown on SIGTERM (finish
 * active jobs, then close everything).
 */
const config = readWorkerConfig();
const logger = pino(loggerOptions('worker', config.LOG_LEVEL));
let faults: WorkerFaults;
try {
  assertHandlersComplete();
  assertCommandHandlersComplete();
  faults = faultsOf(config);
} catch (err) {
  logger.fatal((err as Error).message);
  process.exit(1);
}

const db = connectDatabase(databaseOptionsOf(config));
const queues = createQueues({ redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX, logger });
const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
redis.on('error', (err) => logger.warn({ err: err.message }, 'emitter redis error'));
// Emits are best effort (clients refetch on reconnect): a failed publish is logged, never an unhandled rejection.
const emitter = createEmitter(redis, config.QUEUE_PREFIX, {
  onError: (err, channel) => logger.warn({ err: err.message, channel }, 'socket emit failed'),
});
const registry = createRegistry('worker');
const metrics = workerMetrics(registry, () =>
  Promise.all(QUEUES.map(async (queue) => ({ queue, counts: await queues.queue(queue).getJobCounts() }))),
);
const ctx: WorkerContext = { config, logger, db, queues, redis, emitter, faults, metrics };

let shuttingDown = false;
// WORKER_QUEUES: this process works these queues only (default all), so an operator can scale them apart.
const worked = QUEUES.filter((q) => config.WORKER_QUEUES.includes(q));
const workers: Worker[] = worked.map((name: QueueName) => {
  const connection = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
  connection.on('error', (err) => logger.warn({ err: err.message, queue: name }, 'worker redis error'));
  const w = new Worker(name, queueProcessor(ctx, name), {
    connection,
    prefix: config.QUEUE_PREFIX,
    concurrency: config.WORKER_CONCURRENCY,
    lockDuration: config.WORKER_LOCK_DURATION_MS,
    stalledInterval: Math.max(1000, Math.floor(config.WORKER_LOCK_DURATION_MS / 2)),
    maxStalledCount: 3,
  });
  w.on('failed', (job, err) =>
    logger.warn(
      { queue: name, job: job?.name, jobId: job?.id, attempt: job?.attemptsMade, err: err.message },
      'job failed',
    ),
  );
  w.on('error', (err) => logger.warn({ queue: name, err: err.message }, 'worker error'));
  const latency = (outcome: string) => (job: { timestamp: number } | undefined) =>
    job && metrics.jobLatency.observe({ queue: name, outcome }, (Date.now() - job.timestamp) / 1000);
  w.on('completed', latency('completed'));
  w.on('failed', latency('failed'));
  return w;
});

const redrive = startRedriveLoop(ctx);
// The demo replay (DESIGN §5): a job scheduler, so one tick runs at a time whatever the number of workers. Only a
// process that works the games queue sets or removes it (an email-only process leaves it as it is).
const worksGames = worked.includes('games');
const demoReplay = worksGames && (config.DEMO_REPLAY ?? config.NODE_ENV === 'development');
const gamesQueue = queues.queue('games');
if (worksGames)
  await (
    demoReplay
      ? gamesQueue.upsertJobScheduler(
          'demo-replay',
          { every: config.DEMO_TICK_MS },
          { name: 'games.demo-tick', data: { idempotencyKey: 'demo-replay' }, opts: { attempts: 1 } },
        )
      : gamesQueue.removeJobScheduler('demo-replay')
  ).catch((err: unknown) => logger.warn({ err: (err as Error).message }, 'demo replay scheduler not set'));

const metricsServer = await startMetricsServer(registry, config, logger);
const server: Server = await startHealthServer(
  config.WORKER_HEALTH_PORT,
  {
    live: () => true,
    async ready() {
      const [pg, rds] = await Promise.all([db.ping(), queues.ping()]);
      const running = !shuttingDown && workers.every((w) => w.isRunning());
      return { ok: pg && rds && running, checks: { postgres: pg, redis: rds, workers: running } };
    },
  },
  config.BIND_HOST,
);
logger.info(
  {
    host: config.BIND_HOST,
    port: config.WORKER_HEALTH_PORT,
    queues: worked,
    demoReplay,
    concurrency: config.WORKER_CONCURRENCY,
    prefix: config.QUEUE_PREFIX,
  },
  'worker running',
);

/** How long SIGTERM waits for active jobs (the whole shutdown is bounded at 9.5 s). */
const DRAIN_MS = 6_000;

onShutdown({
  process: 'worker',
  logger,
  totalMs: 9_500,
  steps: [
    {
      name: 'report not ready',
      run: () => {
        shuttingDown = true;
      },
    },
    { name: 're-drive loop', run: () => redrive.stop() },
    {
      // Stop taking jobs; close() waits for the active ones to finish, at most DRAIN_MS. A job still running then
      // is returned by leaving it: its transaction rolls back as this process exits, and once its lock expires
      // (WORKER_LOCK_DURATION_MS) another worker runs it again, with the same exactly-once effect.
      name: 'drain jobs',
      run: () => Promise.all(workers.map((w) => w.close())),
      boundMs: DRAIN_MS,
      atBound: 'exit',
      boundMessage: 'jobs still active after the drain bound: leaving them to their locks',
    },
    { name: 'queues', run: () => queues.close() },
    // QUIT, not a bare disconnect: the socket events the last jobs emitted (XADD) are written before it closes.
    { name: 'flush socket emits', boundMs: 1_000, run: () => redis.quit().catch(() => undefined) },
    { name: 'emitter redis', run: () => redis.disconnect() },
    { name: 'database', run: () => db.close() },
    { name: 'metrics server', run: () => metricsServer.close() },
    {
      name: 'health server',
      run: () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    },
  ],
});
process.on('unhandledRejection', (err) => logger.error({ err }, 'unhandled rejection'));
