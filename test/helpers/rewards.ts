import { grantSpinChances } from '@fanlift/db';
import { randomUUID } from 'node:crypto';
import { testDb } from './db';
import { countRows } from './ledger-fixtures';

/** Give a fan spin chances directly (as an admin grant would). */
export async function grantChances(userId: number, chances: number): Promise<void> {
  await testDb().sequelize.transaction((t) =>
    grantSpinChances(t, { userId, chances, source: 'admin', causeKey: `test:${randomUUID()}` }),
  );
}

export const spinsOf = (userId: number) =>
  countRows(`SELECT COUNT(*)::int AS n FROM spins WHERE user_id = $1`, [userId]);

export async function spinLikesOf(userId: number): Promise<number> {
  const [row] = await testDb().sequelize.query<{ s: string }>(
    `SELECT COALESCE(SUM(likes), 0)::int AS s FROM spins WHERE user_id = $1`,
    { bind: [userId], type: 'SELECT' as never },
  );
  return Number(row?.s ?? 0);
}
