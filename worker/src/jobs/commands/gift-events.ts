import { rooms, type WalletTransaction } from '@fanlift/core';
import type { WorkerContext } from '../../context';

/** A committed gift of likes (a send or a cheer): who gave, to whom, and the balances after it. */
export interface GiftApplied {
  fanUserId: number;
  athleteId: number | null;
  schoolId: number | null;
  balance: number;
  transaction: WalletTransaction | null;
  recipientLikes: number;
}

/** The events of a committed gift: the fan's balance, and the recipient's (athlete's or school's) new likes. */
export function giftEvents(c: WorkerContext, s: GiftApplied): void {
  c.emitter
    .to(rooms.user(s.fanUserId))
    .emit('wallet:balance', { balance: s.balance, transaction: s.transaction });
  if (s.athleteId != null) {
    c.emitter.to(rooms.athlete(s.athleteId)).emit('athlete:likes', {
      athleteId: s.athleteId,
      likes: s.recipientLikes,
      sumTotalInCents: s.recipientLikes * c.config.LIKE_PRICE_CENTS,
    });
  }
  if (s.schoolId != null)
    c.emitter
      .to(rooms.school(s.schoolId))
      .emit('school:likes', { schoolId: s.schoolId, likes: s.recipientLikes });
}
