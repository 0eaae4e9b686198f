/** Shared by the seed and search tests (not a test file itself). */
import { Sequelize, QueryTypes } from 'sequelize';
import {
  athleteAccount,
  createMigrator,
  dropDatabase,
  ensureDatabase,
  fanAccount,
  postJournal,
} from '@fanlift/db';
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

/** A fan (made here) gives each athlete its likes through the ledger: one credit, then one send each. */
export async function giveThroughLedger(sequelize: Sequelize, gifts: [athleteId: number, likes: number][]) {
  const [fan] = await sequelize.query<{ id: number }>(
    `INSERT INTO users (auth_id, email, user_type, referral_code)
     VALUES ('scratch|giver', 'giver@scratch.dev', 'fan', 'SCRATCHGIVER') RETURNING id`,
    { type: QueryTypes.SELECT },
  );
  const total = gifts.reduce((n, [, likes]) => n + likes, 0);
  await sequelize.transaction((t) =>
    postJournal(t, {
      kind: 'test-credit',
      causeKey: 'scratch-credit',
      lines: [
        { account: 'platform:promo', amount: -total },
        { account: fanAccount(fan.id), amount: total },
      ],
      walletTransactions: [{ userId: fan.id, type: 'gift', likes: total, paymentName: 'Test credit' }],
    }),
  );
  for (const [athleteId, likes] of gifts) {
    await sequelize.transaction((t) =>
      postJournal(t, {
        kind: 'send-likes',
        causeKey: `scratch-send:${athleteId}`,
        lines: [
          { account: fanAccount(fan.id), amount: -likes },
          { account: athleteAccount(athleteId), amount: likes },
        ],
        walletTransactions: [{ userId: fan.id, type: 'used', likes, paymentName: 'Likes' }],
      }),
    );
  }
}
