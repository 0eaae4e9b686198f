import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import {
  checkLedgerInvariants,
  fanAccount,
  getBalance,
  getCommand,
  postJournal,
  type Command,
} from '@fanlift/db';
import { testDb } from './db';
import { waitFor } from './wait';

/** Credit a fan with gift likes straight through the ledger (platform:promo -> fan), as a test set-up step. */
export async function creditFan(userId: number, likes: number): Promise<void> {
  await testDb().sequelize.transaction((t) =>
    postJournal(t, {
      kind: 'test-credit',
      causeKey: `test-credit:${randomUUID()}`,
      lines: [
        { account: 'platform:promo', amount: -likes },
        { account: fanAccount(userId), amount: likes },
      ],
      walletTransactions: [{ userId, type: 'gift', likes, paymentName: 'Test credit' }],
    }),
  );
}

export const fanBalance = (userId: number) => getBalance(testDb().sequelize, fanAccount(userId));

/** DESIGN §4: assert invariants 1–6 hold (pending commands younger than graceMs are not counted as lost). */
export async function expectLedgerInvariants(graceMs = 30_000): Promise<void> {
  const r = await checkLedgerInvariants(testDb().sequelize, { pendingGraceMs: graceMs });
  expect(r.problems, r.problems.join('\n')).to.deep.equal([]);
}

export async function anyAthlete(offset = 0): Promise<{ id: number; full_name: string }> {
  const [row] = await testDb().sequelize.query<{ id: number; full_name: string }>(
    `SELECT id, full_name FROM athlete_profiles ORDER BY id OFFSET $1 LIMIT 1`,
    { bind: [offset], type: QueryTypes.SELECT },
  );
  if (!row) throw new Error('No athlete seeded');
  return row;
}

export async function anySchool(): Promise<{ id: number; name: string }> {
  const [row] = await testDb().sequelize.query<{ id: number; name: string }>(
    `SELECT id, name FROM schools ORDER BY id LIMIT 1`,
    {
      type: QueryTypes.SELECT,
    },
  );
  if (!row) throw new Error('No school seeded');
  return row;
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
