import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';

/**
 * The transaction handle db services take, for processes that must not import Sequelize (lint refuses it outside
 * db): they hold it and pass it back to db, never query through it.
 */
export type DbTransaction = Transaction;

/** The Sequelize instance a transaction belongs to (set at runtime by Sequelize 6, missing from its types). */
export function sequelizeOf(t: Transaction): Sequelize {
  return (t as unknown as { sequelize: Sequelize }).sequelize;
}

interface PgLikeConnection {
  query(q: { text: string; values: unknown[]; name?: string }): Promise<{ rows: unknown[] }>;
}

/**
 * Run one parameterised statement ($1, $2...) on the transaction's own connection. The ledger's hot path uses
 * the pg client directly: Sequelize's per-query work (bind rewriting, result shaping) costs more CPU than the
 * statement itself. Falls back to `sequelize.query` when the connection is not a pg client.
 */
export async function txQuery<T extends object>(
  t: Transaction,
  sql: string,
  params: unknown[] = [],
  /** A name makes it a prepared statement (parsed once per connection): only for fixed hot-path SQL. */
  name?: string,
): Promise<T[]> {
  const conn = (t as unknown as { connection?: PgLikeConnection }).connection;
  if (conn && typeof conn.query === 'function' && sequelizeOf(t).getDialect() === 'postgres') {
    const res = await conn.query(name ? { name, text: sql, values: params } : { text: sql, values: params });
    return res.rows as T[];
  }
  return sequelizeOf(t).query<T>(sql, { bind: params, transaction: t, type: QueryTypes.SELECT });
}

interface ConnectionManagerLike {
  getConnection(o: { type: 'read' | 'write' }): Promise<PgLikeConnection>;
  releaseConnection(c: PgLikeConnection): void;
}

/**
 * Run one parameterised statement on a pooled connection straight through pg, outside any transaction: the api's
 * per-request reads and the command staging (issue 17: Sequelize's query building costs more CPU than these
 * statements). `name` makes it a prepared statement (fixed hot-path SQL only). Falls back to `sequelize.query`
 * on another dialect.
 */
export async function poolQuery<T extends object>(
  sequelize: Sequelize,
  sql: string,
  params: unknown[] = [],
  name?: string,
): Promise<T[]> {
  if (sequelize.getDialect() !== 'postgres')
    return sequelize.query<T>(sql, { bind: params, type: QueryTypes.SELECT });
  const cm = (sequelize as unknown as { connectionManager: ConnectionManagerLike }).connectionManager;
  const conn = await cm.getConnection({ type: 'write' });
  try {
    const res = await conn.query(name ? { name, text: sql, values: params } : { text: sql, values: params });
    return res.rows as T[];
  } finally {
    cm.releaseConnection(conn);
  }
}
