import type { GameSport } from '@fanlift/core';
import { demoGameToStep, gameEventJobKey, stageGameEvent } from '@fanlift/db';
import type { JobHandler, WorkerContext } from '../../context';
import { nextDemoEvents } from './demo-replay';

/** Stage the next demo events of one game through the operator path and enqueue their application. */
export async function demoStep(ctx: WorkerContext, sport: GameSport): Promise<number> {
  const { sequelize } = ctx.db;
  const ready = await demoGameToStep(sequelize, sport);
  if (!ready) return 0;
  const { game, players } = ready;
  const events = nextDemoEvents(game, players);
  let last: number | null = null;
  for (const [i, event] of events.entries()) {
    const { event: staged } = await stageGameEvent(sequelize, {
      gameId: game.id,
      event,
      idempotencyKey: `demo:${game.eventSeq}:${i}`,
      createdBy: null,
    });
    last = staged.id;
  }
  if (last !== null)
    await ctx.queues.enqueue('games.apply-events', { eventId: last, idempotencyKey: gameEventJobKey(last) });
  return events.length;
}

/** `games.demo-tick` (a repeatable job, so one runs at a time across workers): one step of each sport's demo game. */
export const demoTickJob: JobHandler<'games.demo-tick'> = async (ctx) => {
  const out: Record<string, number> = {};
  for (const sport of ['football', 'basketball'] as const) {
    try {
      out[sport] = await demoStep(ctx, sport);
    } catch (err) {
      ctx.logger.warn({ err: (err as Error).message, sport }, 'demo replay step failed');
    }
  }
  return out;
};
