import { QueryTypes, type Sequelize } from 'sequelize';
import type { GameSport } from '@fanlift/core';
import { gameEventJobKey, getGame, stageGameEvent } from '@fanlift/db';
import { seedGameAthletes } from '@fanlift/db/seed/games';
import type { JobHandler, WorkerContext } from '../../context';
import { nextDemoEvents, type DemoPlayer } from './demo-replay';

/** The live demo game of a sport, else the next demo game pulled forward to kick off now (made when none is left). */
async function demoGameOf(sequelize: Sequelize, sport: GameSport): Promise<number | null> {
  const [live] = await sequelize.query<{ id: number }>(
    `SELECT id FROM games WHERE demo AND sport = $1 AND status = 'live' ORDER BY started_at LIMIT 1`,
    { bind: [sport], type: QueryTypes.SELECT },
  );
  if (live) return live.id;
  let [next] = await sequelize.query<{ id: number }>(
    `SELECT id FROM games WHERE demo AND sport = $1 AND status = 'scheduled' ORDER BY kickoff_at, id LIMIT 1`,
    { bind: [sport], type: QueryTypes.SELECT },
  );
  if (!next) {
    // Replay ran out: a new demo game between two schools that played the last one's opponents.
    [next] = await sequelize.query<{ id: number }>(
      `INSERT INTO games (sport, season, week, home_school_id, away_school_id, kickoff_at, demo, featured_at)
       SELECT $1, season, week, away_school_id, home_school_id, now(), true, featured_at
         FROM games WHERE demo AND sport = $1 ORDER BY id DESC LIMIT 1
       ON CONFLICT DO NOTHING RETURNING id`,
      { bind: [sport], type: QueryTypes.SELECT },
    );
    if (!next) return null;
    await seedGameAthletes(sequelize, [next.id]);
  }
  await sequelize.query(
    `UPDATE games SET kickoff_at = LEAST(kickoff_at, now()), updated_at = now() WHERE id = $1`,
    {
      bind: [next.id],
    },
  );
  return next.id;
}

async function playersOf(sequelize: Sequelize, gameId: number): Promise<DemoPlayer[]> {
  return sequelize.query<DemoPlayer>(
    `SELECT ga.radar_athlete_id AS "radarAthleteId", ga.team, ap.full_name AS name
       FROM game_athletes ga JOIN athlete_profiles ap ON ap.radar_athlete_id = ga.radar_athlete_id
      WHERE ga.game_id = $1`,
    { bind: [gameId], type: QueryTypes.SELECT },
  );
}

/** Stage the next demo events of one game through the operator path and enqueue their application. */
export async function demoStep(ctx: WorkerContext, sport: GameSport): Promise<number> {
  const { sequelize } = ctx.db;
  const gameId = await demoGameOf(sequelize, sport);
  if (!gameId) return 0;
  const game = await getGame(sequelize, gameId);
  if (!game) return 0;
  // Wait while the previous step is still being applied (one step per tick, in order).
  const [pending] = await sequelize.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM game_events WHERE game_id = $1 AND status = 'pending'`,
    { bind: [gameId], type: QueryTypes.SELECT },
  );
  if (pending.n > 0) return 0;
  const events = nextDemoEvents(game, await playersOf(sequelize, gameId));
  let last: number | null = null;
  for (const [i, event] of events.entries()) {
    const { event: staged } = await stageGameEvent(sequelize, {
      gameId,
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
