import { QueryTypes, type Sequelize } from 'sequelize';
import { goalProgress, type ChatMessageView, type GameGoal } from '@fanlift/core';
import { MESSAGE_COLUMNS, toMessage, type MessageRow } from '../chat/messages';

/**
 * The game's goal (issue 28 item 3): likes given while it is live to its players and schools, read from
 * derived_counts 'game_goal' (kept from game_supporters by a trigger in the journal's transaction, migration
 * 0070), so one index read; and its celebrations, one row per game and threshold (PRIMARY KEY).
 */
export async function gameGoal(
  sequelize: Sequelize,
  gameId: number,
  thresholds: readonly number[],
): Promise<GameGoal> {
  const [row] = await sequelize.query<{ n: string }>(`SELECT fanlift_count('game_goal', $1) AS n`, {
    bind: [gameId],
    type: QueryTypes.SELECT,
  });
  const likes = Number(row?.n ?? 0);
  return { gameId, likes, thresholds: [...thresholds], ...goalProgress(thresholds, likes) };
}

/**
 * The goal now, and the thresholds it passed that were never celebrated: each is recorded once (the PRIMARY KEY
 * answers it to exactly one caller however many gifts race), so the caller emits each celebration once.
 */
export async function celebrateGoal(
  sequelize: Sequelize,
  gameId: number,
  thresholds: readonly number[],
): Promise<{ goal: GameGoal; celebrate: number[] }> {
  const goal = await gameGoal(sequelize, gameId, thresholds);
  if (!goal.reached.length) return { goal, celebrate: [] };
  const rows = await sequelize.query<{ threshold: number }>(
    `INSERT INTO game_goal_celebrations (game_id, threshold, likes)
     SELECT $1, t, $3 FROM unnest($2::int[]) t ORDER BY t
     ON CONFLICT (game_id, threshold) DO NOTHING RETURNING threshold`,
    { bind: [gameId, goal.reached, goal.likes], type: QueryTypes.SELECT },
  );
  return { goal, celebrate: rows.map((r) => r.threshold).sort((a, b) => a - b) };
}

/**
 * The games live now that have this athlete (an integer SQL expression) on a roster: a gift to the athlete moves
 * their goals. One place for the text: liveGamesOf reads it after a commit, and the one-trip send
 * (applySendLikesInOneTrip) in the same statement as the send.
 */
export const liveGamesOfAthleteSql = (athleteId: string) =>
  `SELECT g.id FROM athlete_profiles ap
       JOIN game_athletes ga ON ga.radar_athlete_id = ap.radar_athlete_id
       JOIN games g ON g.id = ga.game_id AND g.status = 'live'
      WHERE ap.id = ${athleteId}`;

/** Games live now whose players or schools a gift to this athlete or school counts for (their goal moved). */
export async function liveGamesOf(
  sequelize: Sequelize,
  to: { athleteId: number | null; schoolId: number | null },
): Promise<number[]> {
  const rows = await sequelize.query<{ id: number }>(
    `SELECT g.id FROM games g
      WHERE $2::int IS NOT NULL AND g.status = 'live' AND $2 IN (g.home_school_id, g.away_school_id)
     UNION
     ${liveGamesOfAthleteSql('$1')}`,
    { bind: [to.athleteId, to.schoolId], type: QueryTypes.SELECT },
  );
  return rows.map((r) => r.id);
}

/** The cheers of a game pinned now (not deleted), newest pin end first: what a joining viewer is shown. */
export async function currentPins(
  sequelize: Sequelize,
  gameId: number,
  limit = 20,
): Promise<ChatMessageView[]> {
  const rows = await sequelize.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM chat_messages m JOIN users u ON u.id = m.user_id
      WHERE m.game_id = $1 AND m.kind = 'cheer' AND m.deleted_at IS NULL AND m.pinned_until > now()
      ORDER BY m.pinned_until DESC LIMIT $2`,
    { bind: [gameId, limit], type: QueryTypes.SELECT },
  );
  return rows.map(toMessage);
}
