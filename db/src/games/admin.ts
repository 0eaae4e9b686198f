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
 * first. Read from the ledger: each credit to one of those accounts and the fan debit of the same journal.
 */
export async function gameSupporters(
  sequelize: Sequelize,
  gameId: number,
  limit = 10,
): Promise<GameSupporters> {
  const rows = await sequelize.query<{ userId: number; name: string | null; likes: number }>(
    `WITH g AS (SELECT id, home_school_id, away_school_id, started_at, ended_at FROM games WHERE id = $1),
     targets AS (
       SELECT la.id FROM ledger_accounts la, g
        WHERE la.kind = 'school' AND la.owner_id IN (g.home_school_id, g.away_school_id)
       UNION
       SELECT la.id FROM ledger_accounts la
         JOIN athlete_profiles ap ON la.kind = 'athlete' AND la.owner_id = ap.id
         JOIN game_athletes ga ON ga.radar_athlete_id = ap.radar_athlete_id AND ga.game_id = $1
     )
     SELECT fa.owner_id AS "userId", nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS name,
            sum(-fe.amount)::int AS likes
       FROM g
       JOIN ledger_entries re ON re.amount > 0 AND re.account_id IN (SELECT id FROM targets)
         AND re.created_at >= g.started_at AND (g.ended_at IS NULL OR re.created_at <= g.ended_at)
       JOIN ledger_entries fe ON fe.journal_id = re.journal_id AND fe.amount < 0
       JOIN ledger_accounts fa ON fa.id = fe.account_id AND fa.kind = 'fan'
       JOIN users u ON u.id = fa.owner_id
      WHERE g.started_at IS NOT NULL
      GROUP BY fa.owner_id, u.first_name, u.last_name
      ORDER BY likes DESC, "userId" LIMIT $2`,
    { bind: [gameId, limit], type: QueryTypes.SELECT },
  );
  return {
    gameId,
    supporters: rows.map((r) => ({ userId: r.userId, name: r.name ?? 'Fan', likes: r.likes })),
  };
}
