import { connectDatabase, createMigrator, type Database } from '@fanlift/db';
import { seedDemo } from '@fanlift/db/seed/index';
import { startProcess, type ProcessName, type RunningProcess } from '../helpers/processes';
import { startScratchPostgres, startScratchRedis, type ScratchServer } from './scratch-services';

/** The product on private PostgreSQL and Redis: one api, two workers, two realtime nodes. */
export interface ChaosStack {
  pg: ScratchServer;
  redis: ScratchServer;
  db: Database;
  api: RunningProcess;
  workers: RunningProcess[];
  realtimes: RunningProcess[];
  /** SIGKILL a worker or realtime node and start it again (same port for realtime, so clients find it). */
  crash(kind: 'worker' | 'realtime', i: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startChaosStack(): Promise<ChaosStack> {
  const [pg, redis] = await Promise.all([startScratchPostgres(), startScratchRedis()]);
  const db = connectDatabase({ url: pg.url, poolMax: 4 });
  await createMigrator(db.sequelize).up();
  await seedDemo(db.sequelize, { athletes: 30 });
  const env: Record<string, string> = {
    DATABASE_URL: pg.url,
    REDIS_URL: redis.url,
    QUEUE_PREFIX: 'chaos',
    DEMO_REPLAY: 'false',
    WORKER_LOCK_DURATION_MS: '2000',
    REDRIVE_INTERVAL_MS: '500',
    RATE_LIMIT_SENDS: '1000000/60',
    RATE_LIMIT_CHAT: '1000000/1',
  };
  const start = (name: ProcessName, extra: Record<string, string> = {}) =>
    startProcess(name, { ...env, ...extra });
  const [api, w0, w1, r0, r1] = await Promise.all([
    start('api'),
    start('worker'),
    start('worker'),
    start('realtime'),
    start('realtime'),
  ]);
  const stack: ChaosStack = {
    pg,
    redis,
    db,
    api,
    workers: [w0, w1],
    realtimes: [r0, r1],
    async crash(kind, i) {
      const list = kind === 'worker' ? stack.workers : stack.realtimes;
      const old = list[i];
      await old.kill('SIGKILL');
      list[i] = await start(kind, kind === 'realtime' ? { REALTIME_PORT: String(old.port) } : {});
    },
    async stop() {
      await Promise.all([api, ...stack.workers, ...stack.realtimes].map((p) => p.kill('SIGTERM')));
      await db.close();
      await Promise.all([pg.stop(), redis.stop()]);
    },
  };
  return stack;
}
