import { parseCommandResult } from '@fanlift/core';
import { applySendLikes, liveGamesOf, toWalletTxView, type SendAppliedInOneTrip } from '@fanlift/db';
import type { AppliedCommand, CommandHandler, CommandOutcome } from './types';
import type { WorkerContext } from '../../context';
import { starEvents } from '../rewards/milestone-sync';
import { emailLinksOf } from '../rewards/links';
import { emitGoal } from './goal-emits';
import { giftEvents, type GiftApplied } from './gift-events';

/**
 * DESIGN §5 spending, the general path (db applySendLikes: one journal, cause `cmd:<commandId>`, the fan's `used`
 * transaction and the stars it earns); after commit the balance, the recipient's likes and any star.
 */
export const sendLikes: CommandHandler<'send-likes'> = async (t, command, ctx) => {
  const s = await applySendLikes(t, command, {
    starThresholds: ctx.config.STAR_THRESHOLDS,
    links: emailLinksOf(ctx),
    feePercent: ctx.config.PLATFORM_FEE_PERCENT,
  });
  const starEmit = await starEvents(t, s.fanUserId, s.stars);
  const { result } = s;
  return {
    result,
    emit: (c) => {
      sendLikesEvents(c, {
        fanUserId: s.fanUserId,
        athleteId: result.athleteId,
        schoolId: result.schoolId,
        balance: result.balance,
        transaction: s.transaction,
        recipientLikes: result.recipientLikes,
      });
      starEmit?.(c);
    },
  };
};

/**
 * The events of an applied send (after commit): the gift's, and the goal of any live game of the recipient (issue
 * 28: its meter and any celebration). `liveGames`: those games, when the send's own statement read them (the
 * one-trip path); else they are read now.
 */
function sendLikesEvents(c: WorkerContext, s: GiftApplied, liveGames?: number[]): void {
  giftEvents(c, s);
  if (liveGames) {
    if (liveGames.length) void emitGoal(c, liveGames);
    return;
  }
  void liveGamesOf(c.db.sequelize, { athleteId: s.athleteId, schoolId: s.schoolId }).then(
    (games) => (games.length ? emitGoal(c, games) : undefined),
    (err: unknown) => c.logger.warn({ err }, 'live games of a send not read'),
  );
}

/**
 * A send the one-trip path applied (db applySendLikesInOneTrip): the finished command and the same outcome and
 * events as the general path's (no star can be earned on that path, so no star events).
 */
export function sentInOneTrip(
  commandId: string,
  applied: SendAppliedInOneTrip,
): { finished: AppliedCommand; outcome: CommandOutcome<'send-likes'> } {
  const { fanUserId, result, wallet, liveGames } = applied;
  // The stored result is what the command map says it is (as the general path checks before it commits).
  parseCommandResult('send-likes', result);
  return {
    finished: {
      id: commandId,
      userId: fanUserId,
      kind: 'send-likes',
      status: 'applied',
      result,
      error: null,
    },
    outcome: {
      result,
      emit: (c) =>
        sendLikesEvents(
          c,
          {
            fanUserId,
            athleteId: result.athleteId,
            schoolId: null,
            balance: result.balance,
            transaction: toWalletTxView(wallet),
            recipientLikes: result.recipientLikes,
          },
          liveGames,
        ),
    },
  };
}
