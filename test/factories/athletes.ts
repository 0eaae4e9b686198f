/** Athlete factories: fresh profiles (not shared seed rows), allocations, and claims approved by an admin. */
import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import type supertest from 'supertest';
import type { TestApi } from '../helpers/api';
import { testDb } from '../helpers/db';
import { signedInAdmin } from './users';

const q = <T extends object>(sql: string, bind: unknown[] = []) =>
  testDb().sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });

export interface AthleteRow {
  id: number;
  full_name: string;
}

/** A new unclaimed football athlete of its own, so no two tests share its totals. */
export async function createAthlete(
  fields: { firstName?: string; lastName?: string; sport?: 'football' | 'basketball' } = {},
): Promise<AthleteRow> {
  const tag = randomUUID().slice(0, 8);
  const [row] = await q<AthleteRow>(
    `INSERT INTO athlete_profiles (first_name, last_name, sport, position, recruiting_class)
     VALUES ($1, $2, $3, 'QB', 2026) RETURNING id, full_name`,
    [fields.firstName ?? 'Factory', fields.lastName ?? `Athlete${tag}`, fields.sport ?? 'football'],
  );
  return row;
}

/** An allocation (a goal fans can fund) of an athlete. */
export async function createAllocation(athleteId: number, name = 'Test camp', goalLikes = 100) {
  const [row] = await q<{ id: number }>(
    `INSERT INTO athlete_allocations (athlete_profile_id, name, goal_likes) VALUES ($1, $2, $3) RETURNING id`,
    [athleteId, name, goalLikes],
  );
  return row;
}

/** A seeded school (the FBS list is reference data, the same in every run). */
export async function seededSchool(offset = 0): Promise<{ id: number; name: string }> {
  const [row] = await q<{ id: number; name: string }>(
    `SELECT id, name FROM schools ORDER BY id OFFSET $1 LIMIT 1`,
    [offset],
  );
  if (!row) throw new Error('No school seeded');
  return row;
}

/**
 * Unclaimed seeded athletes nobody asked to claim or gave likes to yet, in random order (test files share one
 * database).
 */
export async function unclaimedAthletes(
  n: number,
): Promise<{ id: number; firstName: string; lastName: string }[]> {
  return q(
    `SELECT id, first_name AS "firstName", last_name AS "lastName" FROM athlete_profiles
      WHERE user_id IS NULL AND first_name <> '' AND likes_received = 0
        AND NOT EXISTS (SELECT 1 FROM claim_requests c WHERE c.athlete_profile_id = athlete_profiles.id)
      ORDER BY random() LIMIT $1`,
    [n],
  );
}

export const CLAIM_MESSAGE = 'This is me: I play for my high school team and my coach can confirm it.';

/**
 * Ask to claim `athleteId` as the agent's athlete and have an admin approve it (the proof DESIGN §5 asks for).
 * Answers the approved claim.
 */
export async function claimApproved(
  api: TestApi,
  agent: supertest.Agent,
  athleteId: number,
): Promise<{ id: number; status: string }> {
  const req = await agent.post(`/api/athletes/${athleteId}/claim`).send({ message: CLAIM_MESSAGE });
  if (req.status !== 201) throw new Error(`claim request: ${req.status} ${JSON.stringify(req.body)}`);
  const admin = await signedInAdmin(api);
  const ok = await admin.post(`/api/admin/claims/${req.body.claim.id}/approve`);
  if (ok.status !== 200) throw new Error(`approve: ${ok.status} ${JSON.stringify(ok.body)}`);
  return ok.body.claim;
}
