import { Sequelize } from 'sequelize';
import pg from 'pg';
import { initModels } from './models';

// BIGINT (int8) comes back as a string by default; our bigints are like counts well under 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

export interface DatabaseOptions {
  url: string;
  poolMax?: number;
  /** Connections kept open when idle (capped at poolMax); 0: all close after poolIdleMs unused. */
  poolMin?: number;
  /** How long a connection above poolMin stays open unused (default 10 s). */
  poolIdleMs?: number;
  logging?: false | ((sql: string) => void);
}

export interface Database {
  sequelize: Sequelize;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** The pool settings connectDatabase gives Sequelize (also for a test's own Sequelize, which binds no models). */
export function poolSettings(opts: Omit<DatabaseOptions, 'url' | 'logging'>) {
  return {
    max: opts.poolMax ?? 10,
    min: Math.min(opts.poolMin ?? 0, opts.poolMax ?? 10),
    idle: opts.poolIdleMs ?? 10_000,
    acquire: 20_000,
  };
}

export function connectDatabase(opts: DatabaseOptions): Database {
  const sequelize = new Sequelize(opts.url, {
    dialect: 'postgres',
    logging: opts.logging ?? false,
    pool: poolSettings(opts),
    define: { underscored: true },
  });
  initModels(sequelize);
  return {
    sequelize,
    async ping() {
      try {
        await sequelize.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await sequelize.close();
    },
  };
}

/** Run `fn` on a client of the server's `postgres` database, with the (checked) name of the database in `url`. */
async function withAdminClient(
  url: string,
  verb: string,
  fn: (client: pg.Client, name: string) => Promise<unknown>,
): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`Refusing to ${verb} database with name "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await fn(client, name);
  } finally {
    await client.end();
  }
}

/** Create the database named in `url` if it does not exist (development and tests). */
export async function ensureDatabase(url: string): Promise<void> {
  await withAdminClient(url, 'create', async (client, name) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  });
}

export async function dropDatabase(url: string): Promise<void> {
  await withAdminClient(url, 'drop', (client, name) =>
    client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  );
}
