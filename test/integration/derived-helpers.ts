/** Shared by the derived-figure tests (not a test file itself): fresh schools, fans with profiles, one-trip sends. */
import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { applySendLikesInOneTrip, stageCommand } from '@fanlift/db';
import { testDb } from '../helpers/db';
import { insertFan, type Recipient } from '../factories';

const q = <T extends object>(sql: string, bind: unknown[] = []) =>
  testDb().sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });

/** A school of this test's own (no other test's follows, athletes or likes count on it). */
export async function freshSchool(): Promise<number> {
  const tag = randomUUID().slice(0, 8);
  const [row] = await q<{ id: number }>(
    `INSERT INTO schools (name, short_name, slug) VALUES ($1, $2, $3) RETURNING id`,
    [`Derived University ${tag}`, `DU ${tag}`, `derived-${tag}`],
  );
  return row.id;
}

/** A fan with a fan profile (so it can follow schools). */
export async function fanWithProfile(): Promise<{ userId: number; profileId: number }> {
  const userId = await insertFan();
  const [row] = await q<{ id: number }>(`INSERT INTO fan_profiles (user_id) VALUES ($1) RETURNING id`, [
    userId,
  ]);
  return { userId, profileId: row.id };
}

export async function joinSchool(athleteId: number, schoolId: number): Promise<void> {
  await testDb().sequelize.query(
    `INSERT INTO athlete_schools (athlete_profile_id, school_id) VALUES ($1, $2)`,
    {
      bind: [athleteId, schoolId],
    },
  );
}

/** Star thresholds no test send reaches (the one-trip path leaves star crossings to the general path). */
const HIGH = [1_000_000, 2_000_000, 3_000_000, 4_000_000, 5_000_000];

/** Stage a send-likes command to an athlete and apply it in one trip (answers whether it applied there). */
export async function sendInOneTrip(fan: number, athleteId: number, likes: number): Promise<boolean> {
  const { command } = await stageCommand(testDb().sequelize, {
    userId: fan,
    kind: 'send-likes',
    idempotencyKey: `derived-${randomUUID()}`,
    payload: { fanUserId: fan, athleteId, likes },
  });
  return (await applySendLikesInOneTrip(testDb().sequelize, command.id, HIGH)) !== null;
}

/** An athlete's stored balance (main row plus shards) and likes_received. */
export async function athleteState(athleteId: number): Promise<{ balance: number; likesReceived: number }> {
  const [r] = await q<{ balance: string | null; likes_received: string }>(
    `SELECT fanlift_balance_of('athlete:' || id) AS balance, likes_received FROM athlete_profiles WHERE id = $1`,
    [athleteId],
  );
  return { balance: Number(r.balance ?? 0), likesReceived: Number(r.likes_received) };
}

/** Recipients of the ledger factories (give, sendLikes). */
export const athleteOf = (id: number): Recipient => `athlete:${id}`;
export const schoolOf = (id: number): Recipient => `school:${id}`;

export { q as selectRows };
