/** Helpers shared by the profiles, schools and uploads tests (not a test file itself). */
import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import type supertest from 'supertest';
import { postJournal } from '@fanlift/db';
import { login, type TestApi } from '../helpers/api';
import { testDb } from '../helpers/db';

type Recipient = `athlete:${number}` | `school:${number}`;

/** Give a fan `likes` (a promo gift) and send them to a recipient, as the send-likes command journals it. */
export async function give(
  fanId: number,
  recipient: Recipient,
  likes: number,
  meta: Record<string, unknown> = {},
) {
  const s = testDb().sequelize;
  await s.transaction(async (t) => {
    await postJournal(t, {
      kind: 'test-credit',
      causeKey: `test-credit:${randomUUID()}`,
      lines: [
        { account: 'platform:promo', amount: -likes },
        { account: `fan:${fanId}`, amount: likes },
      ],
      walletTransactions: [{ userId: fanId, type: 'gift', likes, paymentName: 'Test gift' }],
    });
    await postJournal(t, {
      kind: 'send-likes',
      causeKey: `test-send:${randomUUID()}`,
      meta,
      lines: [
        { account: `fan:${fanId}`, amount: -likes },
        { account: recipient, amount: likes },
      ],
      walletTransactions: [{ userId: fanId, type: 'used', likes, paymentName: 'Likes', meta }],
    });
  });
}

/** Unclaimed seeded athletes nobody asked to claim, in random order (test files share one database). */
export async function unclaimedAthletes(
  n: number,
): Promise<{ id: number; firstName: string; lastName: string }[]> {
  return testDb().sequelize.query(
    `SELECT id, first_name AS "firstName", last_name AS "lastName" FROM athlete_profiles
      WHERE user_id IS NULL AND first_name <> ''
        AND NOT EXISTS (SELECT 1 FROM claim_requests c WHERE c.athlete_profile_id = athlete_profiles.id)
      ORDER BY random() LIMIT $1`,
    { bind: [n], type: QueryTypes.SELECT },
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
  const admin = api.agent();
  await login(admin, 'admin@test.dev', 'fan');
  const ok = await admin.post(`/api/admin/claims/${req.body.claim.id}/approve`);
  if (ok.status !== 200) throw new Error(`approve: ${ok.status} ${JSON.stringify(ok.body)}`);
  return ok.body.claim;
}
