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
