/** Shared by the seed and search tests (not a test file itself). */
import { Sequelize, QueryTypes } from 'sequelize';
import { createMigrator, dropDatabase, ensureDatabase } from '@fanlift/db';
import { seedDemo } from '@fanlift/db/seed/index';
import { testEnv } from '../helpers/env';

/** Athletes seeded into a scratch database. */
export const ATHLETES = 1500;

export interface ScratchDb {
  sequelize: Sequelize;
  count(table: string): Promise<number>;
}

/**
 * Hooks of a database of this file's own (the run's database plus `_<suffix>`), migrated, and seeded when
 * asked: the tests seed twice and change likes, which the shared per-run database must not see. It uses a
 * bare Sequelize instance (no initModels), so the models stay bound to the shared test connection.
 */
export function scratchDatabase(suffix: string, { seed = false } = {}): ScratchDb {
  const url = `${testEnv.DATABASE_URL}_${suffix}`;
  const db = {
    async count(table: string) {
      const [row] = await db.sequelize.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`, {
        type: QueryTypes.SELECT,
      });
      return row.n;
    },
  } as ScratchDb;
  before(async () => {
    await dropDatabase(url);
    await ensureDatabase(url);
    db.sequelize = new Sequelize(url, { dialect: 'postgres', logging: false, pool: { max: 4 } });
    await createMigrator(db.sequelize).up();
    if (seed) await seedDemo(db.sequelize, { athletes: ATHLETES });
  });
  after(async () => {
    await db.sequelize?.close();
    if (process.env.KEEP_TEST_DB !== '1') await dropDatabase(url);
  });
  return db;
}
