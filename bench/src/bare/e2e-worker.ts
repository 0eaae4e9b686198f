/**
 * The bare e2e harness's worker process (bench/src/bare/e2e.ts): a plain BullMQ worker on queue `bare-e2e` that
 * applies the bare journal in one pg transaction, then appends `wallet:balance` to the Socket.IO Redis stream
 * with the product's emitter format (db/src/emitter.ts). No command rows, Sequelize, validation or logging.
 * Env: DATABASE_URL, REDIS_URL, QUEUE_PREFIX, PORT (GET /readyz), WORKER_CONCURRENCY, DB_POOL_MAX.
 */
import { createServer } from 'node:http';
import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { rooms } from '@fanlift/core';
import { createEmitter } from '@fanlift/db';
import { applyBareJournal, type BareJournal } from './journal';

const prefix = process.env.QUEUE_PREFIX ?? 'bare';
// The product's pool policy (DB_POOL_MIN, DB_POOL_IDLE_MS): connections a burst opened stay warm between the steps.
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DB_POOL_MAX ?? 10),
  min: 4,
  idleTimeoutMillis: 60_000,
});
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const emitter = createEmitter(redis, prefix);
const worker = new Worker(
  'bare-e2e',
  async (job) => {
    const j = job.data as BareJournal;
    const { balance } = await applyBareJournal(pool, j);
    // `transaction` carries the cause so the client can match the event to its job (a stand-in row).
    emitter.to(rooms.user(j.fan)).emit('wallet:balance', {
      balance,
      transaction: { id: 0, paymentName: j.cause } as never,
    });
  },
  {
    connection: { url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
    prefix,
    concurrency: Number(process.env.WORKER_CONCURRENCY ?? 16),
  },
);
await worker.waitUntilReady();
const http = createServer((req, res) => res.writeHead(req.url === '/readyz' ? 200 : 404).end());
http.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  void worker
    .close()
    .then(() => pool.end())
    .finally(() => {
      redis.disconnect();
      process.exit(0);
    });
});
