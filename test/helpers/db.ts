import { QueryTypes } from 'sequelize';
import { connectDatabase, type Database } from '@fanlift/db';
import { testEnv } from './env';

let shared: Database | undefined;

/**
 * One database connection per test process. Sequelize models bind to one instance, so every in-process
 * api and every test query share this one; it is closed when mocha exits.
 */
export function testDb(): Database {
  shared ??= connectDatabase({ url: testEnv.DATABASE_URL, poolMax: 10 });
  return shared;
}

/** Rows of a SELECT against this run's database. */
export const select = <T extends object>(sql: string, bind: unknown[] = []): Promise<T[]> =>
  testDb().sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });
