/** What realtime needs of a game to put a socket in its rooms (DESIGN §5 live games). */
import { QueryTypes, type Sequelize } from 'sequelize';

export interface GameRooms {
  /** The schools' ids. */
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
