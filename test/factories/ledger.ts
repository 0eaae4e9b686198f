/** Ledger factories: every like moves through a real journal (DESIGN §4), as the commands post them. */
import { randomUUID } from 'node:crypto';
import { fanAccount, postJournal } from '@fanlift/db';
import { testDb } from '../helpers/db';

/** Where sent likes go: an athlete, a school, or the marketplace (a spend). */
export type Recipient = `athlete:${number}` | `school:${number}` | 'platform:marketplace';

/** Credit a fan with gift likes (platform:promo -> fan), as a test set-up step. */
export async function fundWallet(userId: number, likes: number): Promise<void> {
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

/** Send `likes` from a fan's wallet to a recipient, journalled as send-likes (answers the post's result). */
export function sendLikes(
  userId: number,
  recipient: Recipient,
  likes: number,
  { causeKey = `test-send:${randomUUID()}`, kind = 'send-likes', meta = {} as Record<string, unknown> } = {},
) {
  return testDb().sequelize.transaction((t) =>
    postJournal(t, {
      kind,
      causeKey,
      meta,
      lines: [
        { account: fanAccount(userId), amount: -likes },
        { account: recipient, amount: likes },
      ],
      walletTransactions: [{ userId, type: 'used', likes, paymentName: 'Likes', meta }],
    }),
  );
}

/** Fund a fan with `likes` and send them all to a recipient. */
export async function give(
  userId: number,
  recipient: Recipient,
  likes: number,
  meta: Record<string, unknown> = {},
): Promise<void> {
  await fundWallet(userId, likes);
  await sendLikes(userId, recipient, likes, { meta });
}
