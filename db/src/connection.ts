import { Sequelize } from 'sequelize';
import pg from 'pg';
import { initModels } from './models';

// BIGINT (int8) comes back as a string by default; our bigints are like counts well under 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

export interface DatabaseOptions {
  url: string;
  poolMax?: number;
  logging?: false | ((sql: string) => void);
}

export interface Database {
  sequelize: Sequelize;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export function connectDatabase(opts: DatabaseOptions): Database {
  const sequelize = new Sequelize(opts.url, {
    dialect: 'postgres',
    logging: opts.logging ?? false,
    pool: { max: opts.poolMax ?? 10, min: 0, idle: 10_000, acquire: 20_000 },
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

/** Create the database named in `url` if it does not exist (development and tests). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`Refusing to create database with name "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`Refusing to drop database with name "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
