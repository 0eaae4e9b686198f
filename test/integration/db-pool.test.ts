import { expect } from 'chai';
import { QueryTypes, Sequelize } from 'sequelize';
import {
  apiConfigSchema,
  databaseOptionsOf,
  realtimeConfigSchema,
  workerConfigSchema,
} from '@fanlift/core/config';
import { poolSettings } from '@fanlift/db';
import { select } from '../helpers/db';
import { testEnv } from '../helpers/env';
import { waitFor } from '../helpers/wait';

/**
 * Issue 27 (the accept path's tail): a connection a burst opened stays open for the next burst. A new connection
 * plans each statement again (a send's first on a connection took 40-60 ms of PostgreSQL's CPU against 3), and a
 * pool that closed every connection after 10 s idle paid that at the start of each burst (e2e p99 at 200/s
 * 80-195 ms, against 25-40 ms with the connections kept).
 */
describe('database pool: connections stay warm between bursts (DB_POOL_MIN, DB_POOL_IDLE_MS)', () => {
  const opened: Sequelize[] = [];
  // connectDatabase's pool settings on a Sequelize of the test's own: connectDatabase would bind the models to it,
  // and every later test of this process would then query through a closed pool.
  const pool = (name: string, o: { poolMin?: number; poolIdleMs?: number }) => {
    const url = new URL(testEnv.DATABASE_URL);
    url.searchParams.set('application_name', name);
    const sequelize = new Sequelize(url.toString(), {
      dialect: 'postgres',
      logging: false,
      pool: poolSettings({ poolMax: 5, ...o }),
    });
    opened.push(sequelize);
    return sequelize;
  };
  const backends = async (name: string) =>
    (
      await select<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1`,
        [name],
      )
    )[0].n;
  // five statements at once take five connections
  const burst = (sequelize: Sequelize) =>
    Promise.all(
      Array.from({ length: 5 }, () => sequelize.query('SELECT pg_sleep(0.05)', { type: QueryTypes.SELECT })),
    );

  after(async () => {
    await Promise.all(opened.map((s) => s.close()));
  });

  it('every process reads the same defaults: 4 kept open, the rest after 60 s unused', () => {
    for (const schema of [apiConfigSchema, workerConfigSchema, realtimeConfigSchema]) {
      const o = databaseOptionsOf(schema.parse({}));
      expect(o).to.include({ poolMin: 4, poolIdleMs: 60_000, poolMax: 10 });
      expect(o.url).to.be.a('string');
    }
    const tuned = databaseOptionsOf(apiConfigSchema.parse({ DB_POOL_MIN: '2', DB_POOL_IDLE_MS: '5000' }));
    expect(tuned).to.include({ poolMin: 2, poolIdleMs: 5000 });
    expect(apiConfigSchema.safeParse({ DB_POOL_IDLE_MS: '10' }).success).to.equal(false);
    expect(workerConfigSchema.safeParse({ DB_POOL_MIN: '-1' }).success).to.equal(false);
  });

  it('closes the connections above the minimum once idle, and keeps them all within the idle time', async () => {
    const short = pool('fanlift_pool_short', { poolMin: 2, poolIdleMs: 1000 });
    const kept = pool('fanlift_pool_kept', { poolMin: 2, poolIdleMs: 60_000 });
    await Promise.all([burst(short), burst(kept)]);
    expect(await backends('fanlift_pool_short')).to.equal(5);
    expect(await backends('fanlift_pool_kept')).to.equal(5);
    // the short pool drops to its minimum...
    await waitFor(async () => (await backends('fanlift_pool_short')) === 2, {
      timeout: 10_000,
      interval: 100,
      message: 'the idle pool to close the connections above its minimum',
    });
    // ...while the pool with the default idle time still holds every connection the burst opened
    expect(await backends('fanlift_pool_kept')).to.equal(5);
    // the next burst reuses the kept connections: no new backend
    const before = await select<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'fanlift_pool_kept'`,
    );
    await burst(kept);
    const after = await select<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'fanlift_pool_kept'`,
    );
    expect(after.map((r) => r.pid).sort()).to.deep.equal(before.map((r) => r.pid).sort());
  });
});
