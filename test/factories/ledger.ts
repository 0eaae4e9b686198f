/** Ledger factories: every like moves through the db ledger services (DESIGN §4), as the commands post them. */
import { randomUUID } from 'node:crypto';
import { creditPromo, payFromWallet } from '@fanlift/db';
import { testDb } from '../helpers/db';

/** Where sent likes go: an athlete, a school, or the marketplace (a spend). */
export type Recipient = `athlete:${number}` | `school:${number}` | 'platform:marketplace';

/** Credit a fan with gift likes (platform:promo -> fan), as a test set-up step. */
export async function fundWallet(userId: number, likes: number): Promise<void> {
  await testDb().sequelize.transaction((t) =>
    creditPromo(t, {
      fanUserId: userId,
      likes,
      type: 'gift',
      cause: { kind: 'test-credit', key: `test-credit:${randomUUID()}` },
      paymentName: 'Test credit',
    }),
  );
}

/** Send `likes` from a fan's wallet to a recipient, journalled as send-likes (answers the payment). */
export function sendLikes(
  userId: number,
  recipient: Recipient,
  likes: number,
  { causeKey = `test-send:${randomUUID()}`, kind = 'send-likes', meta = {} as Record<string, unknown> } = {},
) {
  return testDb().sequelize.transaction((t) =>
    payFromWallet(t, {
      fanUserId: userId,
      to: recipient,
      likes,
      cause: { kind, key: causeKey, meta },
      paymentName: 'Likes',
      walletMeta: meta,
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
