import { rooms } from '@fanlift/core';
import { celebrateGoal } from '@fanlift/db';
import type { WorkerContext } from '../../context';

/**
 * The game's goal after gifts (issue 28), at most once per game per GAME_GOAL_EMIT_MS from this worker. The meter
 * goes to every viewer of the game, so one per gift doubled the room's fan-out during a burst of cheers (the chat
 * bench: each cheer was two messages to 1,000 sockets). The first gift after a quiet spell reads and emits at once;
 * gifts inside the window mark the game, and the window's end reads the figure again and emits it, so the last
 * figure always goes out. The figure is read from the database each time (exact), never added up here.
 */
interface Window {
  timer: NodeJS.Timeout;
  again: boolean;
}

const windows = new WeakMap<WorkerContext, Map<number, Window>>();

/** After a committed gift to a live game's players or schools: its goal (and any celebration), coalesced. */
export async function emitGoal(c: WorkerContext, gameIds: number[]): Promise<void> {
  const ms = c.config.GAME_GOAL_EMIT_MS;
  if (ms <= 0) {
    for (const gameId of gameIds) await emitGoalNow(c, gameId);
    return;
  }
  let open = windows.get(c);
  if (!open) windows.set(c, (open = new Map()));
  const games = open;
  const start = (gameId: number) => {
    const w: Window = {
      again: false,
      timer: setTimeout(() => {
        games.delete(gameId);
        if (w.again) {
          start(gameId);
          void emitGoalNow(c, gameId);
        }
      }, ms),
    };
    w.timer.unref();
    games.set(gameId, w);
  };
  for (const gameId of gameIds) {
    const w = games.get(gameId);
    if (w) {
      w.again = true;
      continue;
    }
    start(gameId);
    await emitGoalNow(c, gameId);
  }
}

/** One game's goal to its room, and each threshold passed for the first time as one celebration. */
async function emitGoalNow(c: WorkerContext, gameId: number): Promise<void> {
  try {
    const { goal, celebrate } = await celebrateGoal(c.db.sequelize, gameId, c.config.GAME_GOAL_THRESHOLDS);
    c.emitter.to(rooms.game(gameId)).emit('game:goal', goal);
    for (const threshold of celebrate)
      c.emitter.to(rooms.game(gameId)).emit('game:celebration', { gameId, threshold, likes: goal.likes });
  } catch (err) {
    c.logger.warn({ err, gameId }, 'game goal not emitted');
  }
}
