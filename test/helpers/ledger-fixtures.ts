import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import {
  checkDerivedFigures,
  checkLedgerInvariants,
  fanAccount,
  getBalance,
  getCommand,
  type Command,
} from '@fanlift/db';
import { testDb } from './db';
import { waitFor } from './wait';

export const fanBalance = (userId: number) => getBalance(testDb().sequelize, fanAccount(userId));

/**
 * DESIGN §4: assert invariants 1–6 hold (pending commands younger than graceMs are not counted as lost), and every
 * derived figure equals its recomputation from the source rows (db/src/derived/checks.ts).
 */
export async function expectLedgerInvariants(graceMs = 30_000): Promise<void> {
  const r = await checkLedgerInvariants(testDb().sequelize, { pendingGraceMs: graceMs });
  expect(r.problems, r.problems.join('\n')).to.deep.equal([]);
  await expectDerivedFigures();
}

/** Every derived figure (supporters, counts, daily likes, likes given...) equals its recomputation. */
export async function expectDerivedFigures(): Promise<void> {
  const d = await checkDerivedFigures(testDb().sequelize);
  expect(d.problems, d.problems.join('\n')).to.deep.equal([]);
}

/** Wait until a command is applied or failed. */
export async function waitForCommandDone(id: string, timeout = 20_000): Promise<Command> {
  return waitFor(
    async () => {
      const c = await getCommand(testDb().sequelize, id);
      return c && c.status !== 'pending' ? c : null;
    },
    { timeout, interval: 50, message: `command ${id} to finish` },
  );
}

export async function countRows(sql: string, bind: unknown[] = []): Promise<number> {
  const [row] = await testDb().sequelize.query<{ n: number }>(sql, { bind, type: QueryTypes.SELECT });
  return Number(row?.n ?? 0);
}

export const newKey = () => `key-${randomUUID()}`;

/** Close commands a test staged but will not apply (so invariant 6 does not count them as lost). */
export async function markCommandsFailed(...ids: string[]): Promise<void> {
  await testDb().sequelize.query(
    `UPDATE commands SET status = 'failed', error_code = 'test', applied_at = now() WHERE id = ANY($1::uuid[])`,
    { bind: [ids] },
  );
}
