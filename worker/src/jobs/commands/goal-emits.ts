import { GoalEmitter } from '@fanlift/db';
import type { WorkerContext } from '../../context';

/** One coalescing goal emitter per worker context (db GoalEmitter: at most one meter per game per window). */
const goals = new WeakMap<WorkerContext, GoalEmitter>();

/** After a committed gift to a live game's players or schools: its goal (and any celebration), coalesced. */
export function emitGoal(c: WorkerContext, gameIds: number[]): Promise<void> {
  let g = goals.get(c);
  if (!g)
    goals.set(
      c,
      (g = new GoalEmitter(
        c.db.sequelize,
        c.emitter,
        c.config.GAME_GOAL_THRESHOLDS,
        c.config.GAME_GOAL_EMIT_MS,
        (err, gameId) => c.logger.warn({ err, gameId }, 'game goal not emitted'),
      )),
    );
  return g.gifted(gameIds);
}
