import { Umzug, SequelizeStorage } from 'umzug';
import type { Sequelize } from 'sequelize';
import * as m0001 from './migrations/0001-foundation';
import * as m0002 from './migrations/0002-search-indexes';
import * as m0003 from './migrations/0003-ledger';
import * as m0004 from './migrations/0004-payments';
import * as m0005 from './migrations/0005-profiles';
import * as m0006 from './migrations/0006-idempotency-scope';
import * as m0007 from './migrations/0007-claim-requests';
import * as m0008 from './migrations/0008-rewards';
import * as m0009 from './migrations/0009-games';
import * as m0010 from './migrations/0010-reach-commerce';
import * as m0011 from './migrations/0011-brackets';
import * as m0012 from './migrations/0012-send-likes-one-trip';
import * as m0013 from './migrations/0013-chat-client-id';
import * as m0020 from './migrations/0020-ledger-shards';
import * as m0021 from './migrations/0021-derived-tables';
import * as m0022 from './migrations/0022-derived-journal';
import * as m0023 from './migrations/0023-derived-triggers';
import * as m0024 from './migrations/0024-game-supporters-triggers';
import * as m0025 from './migrations/0025-send-likes-derived';
import * as m0026 from './migrations/0026-derived-backfill';
import * as m0030 from './migrations/0030-bracket-ranks';
import * as m0031 from './migrations/0031-user-foreign-key-indexes';
import * as m0040 from './migrations/0040-athlete-updates';
import * as m0050 from './migrations/0050-money-reports';
import * as m0060 from './migrations/0060-bracket-groups';
import * as m0070 from './migrations/0070-cheers-goal';
import * as m0080 from './migrations/0080-season-reads';
import * as m0090 from './migrations/0090-thank-keys';
import * as m0100 from './migrations/0100-statement-years';
import * as m0110 from './migrations/0110-school-rosters';
import * as m0120 from './migrations/0120-roster-likes';
import * as m0130 from './migrations/0130-season-indexes';
import * as m0140 from './migrations/0140-claimable-order';
import * as m0150 from './migrations/0150-roster-counts';
import * as m0160 from './migrations/0160-cheer-one-trip';
import * as m0170 from './migrations/0170-cheer-goal';

export type SqlRunner = (sql: string) => Promise<unknown>;
export type MigrationFn = (params: { name: string; context: SqlRunner }) => Promise<void>;
interface Ctx {
  sql: SqlRunner;
}

/** Migrations are listed here in order (explicit beats globbing: works the same under tsx and bundlers). */
export const MIGRATIONS: { name: string; up: MigrationFn; down: MigrationFn }[] = [
  { name: '0001-foundation', ...m0001 },
  { name: '0002-search-indexes', ...m0002 },
  { name: '0003-ledger', ...m0003 },
  { name: '0004-payments', ...m0004 },
  { name: '0005-profiles', ...m0005 },
  { name: '0006-idempotency-scope', ...m0006 },
  { name: '0007-claim-requests', ...m0007 },
  { name: '0008-rewards', ...m0008 },
  { name: '0009-games', ...m0009 },
  { name: '0010-reach-commerce', ...m0010 },
  { name: '0011-brackets', ...m0011 },
  { name: '0012-send-likes-one-trip', ...m0012 },
  { name: '0013-chat-client-id', ...m0013 },
  { name: '0020-ledger-shards', ...m0020 },
  { name: '0021-derived-tables', ...m0021 },
  { name: '0022-derived-journal', ...m0022 },
  { name: '0023-derived-triggers', ...m0023 },
  { name: '0024-game-supporters-triggers', ...m0024 },
  { name: '0025-send-likes-derived', ...m0025 },
  { name: '0026-derived-backfill', ...m0026 },
  { name: '0030-bracket-ranks', ...m0030 },
  { name: '0031-user-foreign-key-indexes', ...m0031 },
  { name: '0040-athlete-updates', ...m0040 },
  { name: '0050-money-reports', ...m0050 },
  { name: '0060-bracket-groups', ...m0060 },
  { name: '0070-cheers-goal', ...m0070 },
  { name: '0080-season-reads', ...m0080 },
  { name: '0090-thank-keys', ...m0090 },
  { name: '0100-statement-years', ...m0100 },
  { name: '0110-school-rosters', ...m0110 },
  { name: '0120-roster-likes', ...m0120 },
  { name: '0130-season-indexes', ...m0130 },
  { name: '0140-claimable-order', ...m0140 },
  { name: '0150-roster-counts', ...m0150 },
  { name: '0160-cheer-one-trip', ...m0160 },
  { name: '0170-cheer-goal', ...m0170 },
];

export function createMigrator(sequelize: Sequelize) {
  const run: SqlRunner = (sql) => sequelize.query(sql);
  return new Umzug<Ctx>({
    migrations: MIGRATIONS.map((m) => ({
      name: m.name,
      up: ({ context }) => m.up({ name: m.name, context: context.sql }),
      down: ({ context }) => m.down({ name: m.name, context: context.sql }),
    })),
    context: { sql: run },
    storage: new SequelizeStorage({ sequelize, tableName: 'schema_migrations' }),
    logger: undefined,
  });
}
