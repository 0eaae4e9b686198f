import { parsePinTiers, rooms } from '@fanlift/core';
import { applyCheer } from '@fanlift/db';
import type { CommandHandler } from './types';
import { starEvents } from '../rewards/milestone-sync';
import { giftEvents } from './gift-events';
import { emitGoal } from './goal-emits';
import { emailLinksOf } from '../rewards/links';

/**
 * A cheer (issue 28): db applyCheer in the command's transaction (daily cap, the send path of the ledger, the chat
 * message with its pin); after commit the fan's balance, the recipient's likes, the cheer to everyone in the game's
 * room (every realtime node, through the adapter) and the game's goal with any celebration.
 */
export const cheer: CommandHandler<'cheer'> = async (t, command, ctx) => {
  const s = await applyCheer(t, command, {
    pinTiers: parsePinTiers(ctx.config.CHEER_PIN_TIERS),
    dailyCap: ctx.config.CHEER_DAILY_CAP,
    starThresholds: ctx.config.STAR_THRESHOLDS,
    links: emailLinksOf(ctx),
  });
  const starEmit = await starEvents(t, s.fanUserId, s.stars);
  const { result, message } = s;
  return {
    result,
    emit: (c) => {
      // The cheer first: it goes to everyone in the game; the balances after it go to a few rooms each.
      c.emitter.to(rooms.game(result.gameId)).emit('chat:message', message);
      giftEvents(c, {
        fanUserId: s.fanUserId,
        athleteId: result.athleteId,
        schoolId: result.schoolId,
        balance: result.balance,
        transaction: s.transaction,
        recipientLikes: s.recipientLikes,
      });
      starEmit?.(c);
      void emitGoal(c, [result.gameId]);
    },
  };
};
