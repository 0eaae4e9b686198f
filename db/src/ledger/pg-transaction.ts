import { Transaction, type Sequelize } from 'sequelize';

interface PgClientLike {
  query(text: string): Promise<unknown>;
}

/** The Sequelize internals a transaction uses (present at runtime in Sequelize 6, missing from its types). */
interface TransactionInternals {
  connection: PgClientLike;
  finished?: 'commit' | 'rollback';
  _afterCommitHooks: ((t: Transaction) => unknown)[];
  cleanup(): void;
  forceCleanup(): Promise<void>;
  prepareEnvironment(useCls: boolean): Promise<void>;
}

/**
 * A Sequelize transaction whose BEGIN, COMMIT and ROLLBACK go straight to the pg client (issue 17). Sequelize's
 * own send each of them through its query pipeline (bind rewriting, hooks, result shaping, a debug log line),
 * which cost the worker about a tenth of its CPU per command. Everything else is Sequelize's: it is an
 * `instanceof Transaction`, so models, `sequelize.query` and `txQuery` accept it, `afterCommit` hooks run after
 * COMMIT, and a connection whose COMMIT or ROLLBACK failed is destroyed, not returned to the pool.
 * Default isolation (READ COMMITTED) and no deferrable constraints: the only options the hot paths use.
 */
class PgTransaction extends Transaction {
  private get internals(): TransactionInternals {
    return this as unknown as TransactionInternals;
  }

  async begin(): Promise<void> {
    await this.internals.connection.query('BEGIN');
  }

  async commit(): Promise<void> {
    await this.finish('commit');
    for (const hook of this.internals._afterCommitHooks) await hook(this);
  }

  async rollback(): Promise<void> {
    await this.finish('rollback');
  }

  /** COMMIT or ROLLBACK once; a connection on which it failed is destroyed, not returned to the pool. */
  private async finish(how: 'commit' | 'rollback'): Promise<void> {
    const t = this.internals;
    if (t.finished)
      throw new Error(
        `Transaction cannot be ${how === 'commit' ? 'committed' : 'rolled back'}: it was already finished (${t.finished})`,
      );
    try {
      await t.connection.query(how === 'commit' ? 'COMMIT' : 'ROLLBACK');
      t.cleanup();
    } catch (err) {
      await t.forceCleanup();
      throw err;
    } finally {
      t.finished = how;
    }
  }
}

/**
 * `sequelize.transaction(fn)` with BEGIN/COMMIT/ROLLBACK straight through pg (PostgreSQL only; any other dialect
 * takes Sequelize's own path): commits when `fn` resolves, rolls back when it throws (and rethrows).
 */
export async function pgTransaction<T>(sequelize: Sequelize, fn: (t: Transaction) => Promise<T>): Promise<T> {
  if (sequelize.getDialect() !== 'postgres') return sequelize.transaction(fn);
  const t = new PgTransaction(sequelize, {});
  await (t as unknown as TransactionInternals).prepareEnvironment(false);
  let result: T;
  try {
    result = await fn(t);
  } catch (err) {
    if (!(t as unknown as TransactionInternals).finished) await t.rollback().catch(() => undefined);
    throw err;
  }
  await t.commit();
  return result;
}
