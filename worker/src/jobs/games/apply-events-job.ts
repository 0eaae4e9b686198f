import { QueryTypes } from 'sequelize';
import { rooms } from '@fanlift/core';
import { applyPendingGameEvents, type AppliedGameEvents, type RealtimeEmitter } from '@fanlift/db';
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
  const { sequelize } = ctx.db;
  const [ev] = await sequelize.query<{ gameId: number; seq: number }>(
    'SELECT game_id AS "gameId", seq FROM game_events WHERE id = $1',
    { bind: [data.eventId], type: QueryTypes.SELECT },
  );
  if (!ev) return { skipped: 'no such event' };
  const applied = await applyPendingGameEvents(sequelize, ev.gameId, ev.seq);
  if (!applied) return { skipped: 'no such game' };
  if (applied.events.length) {
    broadcastGame(ctx.emitter, applied);
    for (const e of applied.events.filter((x) => x.status === 'refused'))
      ctx.logger.warn({ gameId: ev.gameId, eventId: e.id, error: e.error }, 'game event refused');
  }
  return { applied: applied.events.length };
};
