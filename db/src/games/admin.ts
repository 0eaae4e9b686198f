/** Admin settings of a game (Top Events featuring, chat slow mode) and the "top supporters this game" board. */
import { QueryTypes, type Sequelize } from 'sequelize';
import type { GameSettingsInput, GameSupporters, GameView } from '@fanlift/core';
import { getGame } from './views';

export async function updateGameSettings(
  sequelize: Sequelize,
  gameId: number,
  input: GameSettingsInput,
): Promise<GameView | null> {
  const sets: string[] = [];
  const bind: unknown[] = [gameId];
  if (input.featured !== undefined)
    sets.push(input.featured ? 'featured_at = COALESCE(featured_at, now())' : 'featured_at = NULL');
  if (input.slowModeSeconds !== undefined) {
    bind.push(input.slowModeSeconds);
    sets.push(`slow_mode_seconds = $${bind.length}`);
  }
  if (sets.length) {
    await sequelize.query(`UPDATE games SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, { bind });
  }
  return getGame(sequelize, gameId);
}

/**
 * Likes fans gave to the game's players (by radarAthleteId) and to its two schools while it was live, biggest
 * first: game_supporters, kept with every journal and every change of the game's window or players (migrations
 * 0022, 0024); db/src/derived/checks.ts recomputes it from the ledger.
 */
export async function gameSupporters(
  sequelize: Sequelize,
  gameId: number,
  limit = 10,
): Promise<GameSupporters> {
  const rows = await sequelize.query<{ userId: number; name: string | null; likes: number }>(
    `SELECT s.user_id AS "userId", nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS name,
            s.likes::int AS likes
       FROM (SELECT g.user_id, g.likes FROM game_supporters g
              WHERE g.game_id = $1 AND EXISTS (SELECT 1 FROM users u WHERE u.id = g.user_id)
              ORDER BY g.likes DESC, g.user_id LIMIT $2) s
       JOIN users u ON u.id = s.user_id
      ORDER BY s.likes DESC, s.user_id`,
    { bind: [gameId, limit], type: QueryTypes.SELECT },
  );
  return {
    gameId,
    supporters: rows.map((r) => ({ userId: r.userId, name: r.name ?? 'Fan', likes: r.likes })),
  };
}
