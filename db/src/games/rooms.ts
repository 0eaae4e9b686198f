/** What realtime needs of a game to put a socket in its rooms (DESIGN §5 live games). */
import { QueryTypes, type Sequelize } from 'sequelize';

export interface GameRooms {
  /** The schools' ids: their rooms carry the supporters board of the game. */
  home: number;
  away: number;
  /** The chat's slow mode as stored (Redis holds the live value). */
  slowModeSeconds: number;
}

/** A game's schools and slow mode, or null when there is no such game. */
export async function gameRooms(sequelize: Sequelize, id: number): Promise<GameRooms | null> {
  const [row] = await sequelize.query<GameRooms>(
    `SELECT home_school_id AS home, away_school_id AS away, slow_mode_seconds AS "slowModeSeconds"
       FROM games WHERE id = $1`,
    { bind: [id], type: QueryTypes.SELECT },
  );
  return row ?? null;
}

/** The schools playing in any of these games (the school rooms a socket in those games still needs). */
export async function schoolsOfGames(sequelize: Sequelize, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await sequelize.query<{ schoolId: number }>(
    `SELECT home_school_id AS "schoolId" FROM games WHERE id = ANY($1::int[])
     UNION SELECT away_school_id FROM games WHERE id = ANY($1::int[])`,
    { bind: [ids], type: QueryTypes.SELECT },
  );
  return new Set(rows.map((r) => r.schoolId));
}
