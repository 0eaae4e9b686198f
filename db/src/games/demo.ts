/** The demo replay's reads and writes (DESIGN §5: a seeded game ticks so a newcomer sees a live game). */
import { QueryTypes, type Sequelize } from 'sequelize';
import type { GameSide, GameSport, GameView } from '@fanlift/core';
import { seedGameAthletes } from '../seed/games';
import { getGame } from './views';

/** A player of a demo game: radarAthleteId, side and display name. */
export interface DemoPlayer {
  radarAthleteId: string;
  team: GameSide;
  name: string;
}

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
    { bind: [next.id] },
  );
  return next.id;
}

async function demoPlayersOf(sequelize: Sequelize, gameId: number): Promise<DemoPlayer[]> {
  return sequelize.query<DemoPlayer>(
    `SELECT ga.radar_athlete_id AS "radarAthleteId", ga.team, ap.full_name AS name
       FROM game_athletes ga JOIN athlete_profiles ap ON ap.radar_athlete_id = ga.radar_athlete_id
      WHERE ga.game_id = $1`,
    { bind: [gameId], type: QueryTypes.SELECT },
  );
}

/**
 * The demo game of a sport ready for its next step, with its players: null when there is none, or while the
 * previous step is still being applied (one step per tick, in order).
 */
export async function demoGameToStep(
  sequelize: Sequelize,
  sport: GameSport,
): Promise<{ game: GameView; players: DemoPlayer[] } | null> {
  const gameId = await demoGameOf(sequelize, sport);
  if (!gameId) return null;
  const game = await getGame(sequelize, gameId);
  if (!game) return null;
  const [pending] = await sequelize.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM game_events WHERE game_id = $1 AND status = 'pending'`,
    { bind: [gameId], type: QueryTypes.SELECT },
  );
  if (pending.n > 0) return null;
  return { game, players: await demoPlayersOf(sequelize, gameId) };
}
