import { rooms } from '@fanlift/core';
import { applyGameEventsThrough, type AppliedGameEvents, type RealtimeEmitter } from '@fanlift/db';
import type { JobHandler } from '../../context';

/** Broadcast a game change to its room and to the schedules (after commit). */
export function broadcastGame(emitter: RealtimeEmitter, applied: AppliedGameEvents): void {
  const { game, plays } = applied;
  const update = {
    gameId: game.id,
    status: game.status,
    homeScore: game.home.score,
    awayScore: game.away.score,
    clock: game.clock,
    game,
    plays,
  };
  emitter.to([rooms.game(game.id), rooms.games]).emit('game:update', update);
}

/**
 * `games.apply-events`: apply the staged events of the event's game up to this one, in sequence, each once (a
 * retried or duplicate job finds them applied and changes nothing), then broadcast `game:update`.
 */
export const applyGameEventsJob: JobHandler<'games.apply-events'> = async (ctx, data) => {
  const { gameId, applied } = await applyGameEventsThrough(ctx.db.sequelize, data.eventId);
  if (gameId == null) return { skipped: 'no such event' };
  if (!applied) return { skipped: 'no such game' };
  if (applied.events.length) {
    broadcastGame(ctx.emitter, applied);
    for (const e of applied.events.filter((x) => x.status === 'refused'))
      ctx.logger.warn({ gameId, eventId: e.id, error: e.error }, 'game event refused');
  }
  return { applied: applied.events.length };
};
