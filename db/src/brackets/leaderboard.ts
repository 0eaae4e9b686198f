/**
 * Leaderboard and participants (DESIGN §5 brackets; issue 27): index reads of the stored ranking (rank.ts), so
 * they cost the same at 300,000 entries as at ten. Ranked rows come in `position` order (core's rankEntries:
 * score, then the tiebreaker's distance from the final's total, ties share a rank, entry id within a tie); an
 * entry made since the last ranking follows them and ranks as 1 + the ranked entries of strictly better classes
 * (rank-sql.ts `shownRankSql`). A fan's rank is a read of their row; the total is the stored count.
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import type { BracketKind, BracketParticipant, LeaderboardRow } from '@fanlift/core';
import { bracketRow, type BracketRow } from './load';
import { TOTAL_SQL, shownRankSql } from './rank-sql';

export const DISPLAY_NAME = `COALESCE(NULLIF(trim(concat_ws(' ', u.first_name, left(u.last_name, 1) || CASE WHEN u.last_name IS NOT NULL AND u.last_name <> '' THEN '.' END)), ''), 'Fan')`;

/** The columns of a leaderboard row from `r` (bracket_ranks with `shown`), `e` (entry) and `u` (user). */
export const ROW_COLUMNS = `r.shown AS rank, e.user_id AS "fanId", ${DISPLAY_NAME} AS name, r.score, r.correct,
  e.picks_made AS "picksMade"`;
const PARTICIPANT_COLUMNS = `${ROW_COLUMNS}, u.email::text AS email, e.tiebreaker, e.updated_at AS "updatedAt"`;

/**
 * One page of bracket $1 in leaderboard order: `limit` rows after the first `offset` ($2 limit, $3 offset).
 * Ranked rows: the (bracket_id, position) index from position offset + 1; entries not ranked yet: their own
 * index, after the ranked ones (so pages never repeat a row). Both branches read at most `limit` rows.
 */
export const pageSql = (columns: string) => `
  WITH ranked AS (
    SELECT r.entry_id, r.bracket_id, r.score, r.correct, r.distance, r.rank, r.position
      FROM bracket_ranks r
     WHERE r.bracket_id = $1 AND r.position IS NOT NULL AND r.position > $3
     ORDER BY r.position LIMIT $2
  ),
  fresh AS (
    SELECT r.entry_id, r.bracket_id, r.score, r.correct, r.distance, r.rank, r.position
      FROM bracket_ranks r
     WHERE r.bracket_id = $1 AND r.position IS NULL
     ORDER BY r.score DESC, r.distance, r.entry_id
     LIMIT $2 OFFSET greatest(0, $3 - (SELECT ranked_entries FROM brackets WHERE id = $1))
  ),
  page AS (
    SELECT x.*, ${shownRankSql('x')} AS shown
      FROM (SELECT * FROM ranked UNION ALL SELECT * FROM fresh) x
  )
  SELECT ${columns}
    FROM page r JOIN bracket_entries e ON e.id = r.entry_id JOIN users u ON u.id = e.user_id
   ORDER BY r.position IS NULL, r.position, r.score DESC, r.distance, r.entry_id
   LIMIT $2`;

/** One fan's row in bracket $1 ($2 user id). */
const OWN_ROW_SQL = `
  SELECT ${ROW_COLUMNS}
    FROM bracket_entries e
    JOIN LATERAL (SELECT x.*, ${shownRankSql('x')} AS shown FROM bracket_ranks x WHERE x.entry_id = e.id) r ON true
    JOIN users u ON u.id = e.user_id
   WHERE e.bracket_id = $1 AND e.user_id = $2`;

export async function countEntries(sequelize: Sequelize, bracketId: number): Promise<number> {
  const [r] = await sequelize.query<{ n: number }>(TOTAL_SQL, { bind: [bracketId], type: QueryTypes.SELECT });
  return r?.n ?? 0;
}

async function ownRow(
  sequelize: Sequelize,
  bracketId: number,
  userId: number,
): Promise<LeaderboardRow | null> {
  const [row] = await sequelize.query<LeaderboardRow>(OWN_ROW_SQL, {
    bind: [bracketId, userId],
    type: QueryTypes.SELECT,
  });
  return row ?? null;
}

/** The top `limit` fans and the signed-in fan's own row (rank and score). */
export async function bracketLeaderboard(
  sequelize: Sequelize,
  kind: BracketKind,
  userId: number | null,
  limit = 10,
): Promise<{ rows: LeaderboardRow[]; total: number; me: LeaderboardRow | null }> {
  const b = await bracketRow({ sequelize }, kind);
  const [rows, total, me] = await Promise.all([
    sequelize.query<LeaderboardRow>(pageSql(ROW_COLUMNS), {
      bind: [b.id, limit, 0],
      type: QueryTypes.SELECT,
    }),
    countEntries(sequelize, b.id),
    userId === null ? Promise.resolve(null) : ownRow(sequelize, b.id, userId),
  ]);
  return { rows, total, me };
}

/** The rank of one fan (null when the fan has no entry). */
export async function bracketRankOf(
  sequelize: Sequelize,
  b: BracketRow,
  userId: number,
): Promise<number | null> {
  return (await ownRow(sequelize, b.id, userId))?.rank ?? null;
}

/** Admins: participants with email, picks made, tiebreaker, score and rank (a page, or all). */
export async function bracketParticipants(
  sequelize: Sequelize,
  kind: BracketKind,
  page: { limit: number; offset: number } | 'all',
): Promise<{ participants: BracketParticipant[]; total: number; picksTotal: number }> {
  const b = await bracketRow({ sequelize }, kind);
  const [[games], total] = await Promise.all([
    sequelize.query<{ n: number }>('SELECT count(*)::int AS n FROM bracket_games WHERE bracket_id = $1', {
      bind: [b.id],
      type: QueryTypes.SELECT,
    }),
    countEntries(sequelize, b.id),
  ]);
  const { limit, offset } = page === 'all' ? { limit: total, offset: 0 } : page;
  const rows = await sequelize.query<
    Omit<BracketParticipant, 'picksTotal' | 'updatedAt'> & { updatedAt: Date }
  >(pageSql(PARTICIPANT_COLUMNS), { bind: [b.id, limit, offset], type: QueryTypes.SELECT });
  const picksTotal = games?.n ?? 0;
  return {
    participants: rows.map((r) => ({ ...r, picksTotal, updatedAt: new Date(r.updatedAt).toISOString() })),
    total,
    picksTotal,
  };
}
