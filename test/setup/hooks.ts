import { Redis } from 'ioredis';
import { connectDatabase, createMigrator, dropDatabase, ensureDatabase } from '@fanlift/db';
import { seedDemo } from '@fanlift/db/seed/index';
import { TEST_SEED_ATHLETES, testEnv } from '../helpers/env';
import { stopSharedStack } from '../helpers/shared-stack';

/** Root hooks: one database per run, migrated and seeded before any test; dropped afterwards. */
export async function mochaGlobalSetup() {
  await ensureDatabase(testEnv.DATABASE_URL);
  const db = connectDatabase({ url: testEnv.DATABASE_URL, poolMax: 4 });
  try {
    await createMigrator(db.sequelize).up();
    await seedDemo(db.sequelize, { athletes: TEST_SEED_ATHLETES });
  } finally {
    await db.close();
  }
}

export async function mochaGlobalTeardown() {
  if (process.env.KEEP_TEST_DB === '1') return;
  await dropDatabase(testEnv.DATABASE_URL).catch((err: unknown) => console.error('drop test db:', err));
  const redis = new Redis(testEnv.REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${testEnv.QUEUE_PREFIX}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** After every file: the stack and browser the end-to-end files shared (before the database is dropped). */
export const mochaHooks = {
  async afterAll(this: Mocha.Context) {
    this.timeout(60_000);
    await stopSharedStack();
  },
};
