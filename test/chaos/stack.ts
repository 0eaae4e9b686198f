import { spawnSync } from 'node:child_process';
import { Sequelize } from 'sequelize';
import { startProcess, type ProcessName, type RunningProcess } from '../helpers/processes';
import { startScratchPostgres, startScratchRedis, type ScratchServer } from './scratch-services';

/** The product on private PostgreSQL and Redis: one api, two workers, two realtime nodes. */
export interface ChaosStack {
  pg: ScratchServer;
  redis: ScratchServer;
  /** A plain connection to the private database (no models: binding them here would rebind the test process's). */
  db: { sequelize: Sequelize };
  api: RunningProcess;
  workers: RunningProcess[];
  realtimes: RunningProcess[];
  /** SIGKILL a worker or realtime node and start it again (same port for realtime, so clients find it). */
  crash(kind: 'worker' | 'realtime', i: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startChaosStack(): Promise<ChaosStack> {
  const [pg, redis] = await Promise.all([startScratchPostgres(), startScratchRedis()]);
  // Migrate and seed in a child process (the seed CLI), for the same reason.
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'db/src/cli/seed.ts', '--athletes', '30'], {
    env: { ...process.env, DATABASE_URL: pg.url, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`seeding the chaos database failed: ${seeded.stderr}`);
  const db = { sequelize: new Sequelize(pg.url, { dialect: 'postgres', logging: false, pool: { max: 4 } }) };
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
      await db.sequelize.close();
      await Promise.all([pg.stop(), redis.stop()]);
    },
  };
  return stack;
}
