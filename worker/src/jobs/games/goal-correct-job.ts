import { emitGoalNow } from '@fanlift/db';
import type { JobHandler } from '../../context';

/**
 * `games.goal-correct`: the exact goal of a live game, read now and sent to its room, with any threshold passed for
 * the first time (db emitGoalNow). Realtime nodes add it, delayed a window, after cheers whose messages carried
 * the goal (realtime/src/cheers.ts); it puts right what a carried figure cannot (two nodes' cheers delivered out of
 * turn, a threshold two concurrent gifts each read short of). A retried job sends the same exact figure again.
 */
export const goalCorrectJob: JobHandler<'games.goal-correct'> = async (ctx, data) =>
  emitGoalNow(ctx.db.sequelize, ctx.emitter, data.gameId, ctx.config.GAME_GOAL_THRESHOLDS);
