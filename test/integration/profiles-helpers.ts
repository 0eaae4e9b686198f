/** Helpers shared by the profiles, schools and uploads tests (not a test file itself). */
import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { postJournal } from '@fanlift/db';
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

/** Unclaimed seeded athletes, in random order (test files share one database). */
export async function unclaimedAthletes(
  n: number,
): Promise<{ id: number; firstName: string; lastName: string }[]> {
  return testDb().sequelize.query(
    `SELECT id, first_name AS "firstName", last_name AS "lastName" FROM athlete_profiles
      WHERE user_id IS NULL AND first_name <> '' ORDER BY random() LIMIT $1`,
    { bind: [n], type: QueryTypes.SELECT },
  );
}
