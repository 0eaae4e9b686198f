import { emitGift, type GiftApplied } from '@fanlift/db';
import type { WorkerContext } from '../../context';

export type { GiftApplied } from '@fanlift/db';

/** The events of a committed gift (db emitGift): the fan's balance, and the recipient's new likes. */
export function giftEvents(c: WorkerContext, s: GiftApplied): void {
  emitGift(c.emitter, c.config.LIKE_PRICE_CENTS, s);
}
