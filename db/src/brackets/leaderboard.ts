/**
 * Leaderboard and participants (DESIGN §5 brackets), ranked in SQL from the entries' cached scores, which are
 * brought up to date with the results first (scores.ts), so a posted result (or a linked game going final) moves
 * it on the next read. The
 * order is core's rankEntries: score, then the tiebreaker's distance from the final's real total, sharing ranks.
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import type { BracketKind, BracketParticipant, LeaderboardRow } from '@fanlift/core';
import { bracketRow, type BracketRow } from './load';
import { ensureScored } from './scores';

const DISPLAY_NAME = `COALESCE(NULLIF(trim(concat_ws(' ', u.first_name, left(u.last_name, 1) || CASE WHEN u.last_name IS NOT NULL AND u.last_name <> '' THEN '.' END)), ''), 'Fan')`;

/** Ranked rows of a bracket ($1 bracket id) from the cached scores; `where` filters the ranked rows. */
function rankedSql(extraSelect: string, where: string, tail: string): string {
  return `
    WITH fin AS (
      SELECT CASE WHEN bg.top_score IS NOT NULL AND bg.bottom_score IS NOT NULL THEN bg.top_score + bg.bottom_score
                  WHEN g.status = 'final' THEN g.home_score + g.away_score END AS total
        FROM bracket_games bg LEFT JOIN games g ON g.id = bg.game_id
       WHERE bg.bracket_id = $1 AND bg.round = (SELECT max(round) FROM bracket_games WHERE bracket_id = $1)
       LIMIT 1
    ),
    ranked AS (
      SELECT e.id, e.user_id, e.tiebreaker, e.updated_at, e.score, e.correct,
             rank() OVER (ORDER BY e.score DESC,
               COALESCE(abs(e.tiebreaker - (SELECT total FROM fin)), 2147483647)) AS rank
        FROM bracket_entries e WHERE e.bracket_id = $1
    )
    SELECT r.rank::int AS rank, r.user_id AS "fanId", ${DISPLAY_NAME} AS name, r.score, r.correct,
           (SELECT count(*)::int FROM bracket_picks p WHERE p.entry_id = r.id) AS "picksMade" ${extraSelect}
      FROM ranked r JOIN users u ON u.id = r.user_id
     ${where}
     ORDER BY r.rank, r.id ${tail}`;
}

async function ranked<T extends object>(
  sequelize: Sequelize,
  b: BracketRow,
  extraSelect: string,
  where: string,
  tail: string,
  more: unknown[] = [],
): Promise<T[]> {
  await ensureScored(sequelize, b);
  return sequelize.query<T>(rankedSql(extraSelect, where, tail), {
    bind: [b.id, ...more],
    type: QueryTypes.SELECT,
  });
}

export async function countEntries(sequelize: Sequelize, bracketId: number): Promise<number> {
  const [r] = await sequelize.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM bracket_entries WHERE bracket_id = $1',
    { bind: [bracketId], type: QueryTypes.SELECT },
  );
  return r?.n ?? 0;
}

/** The top `limit` fans and the signed-in fan's own row (rank and score). */
export async function bracketLeaderboard(
  sequelize: Sequelize,
  kind: BracketKind,
  userId: number | null,
  limit = 10,
): Promise<{ rows: LeaderboardRow[]; total: number; me: LeaderboardRow | null }> {
  const b = await bracketRow({ sequelize }, kind);
  const [rows, total, mine] = await Promise.all([
    ranked<LeaderboardRow>(sequelize, b, '', '', 'LIMIT $2', [limit]),
    countEntries(sequelize, b.id),
    userId === null
      ? Promise.resolve([] as LeaderboardRow[])
      : ranked<LeaderboardRow>(sequelize, b, '', 'WHERE r.user_id = $2', '', [userId]),
  ]);
  return { rows, total, me: mine[0] ?? null };
}

/** The rank of one fan (null when the fan has no entry). */
export async function bracketRankOf(
  sequelize: Sequelize,
  b: BracketRow,
  userId: number,
): Promise<number | null> {
  const [r] = await ranked<LeaderboardRow>(sequelize, b, '', 'WHERE r.user_id = $2', '', [userId]);
  return r?.rank ?? null;
}

/** Admins: every participant with email, picks made, tiebreaker, score and rank (a page, or all for CSV). */
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
  const rows = await ranked<Omit<BracketParticipant, 'picksTotal' | 'updatedAt'> & { updatedAt: Date }>(
    sequelize,
    b,
    `, u.email::text AS email, r.tiebreaker, r.updated_at AS "updatedAt"`,
    '',
    page === 'all' ? '' : 'LIMIT $2 OFFSET $3',
    page === 'all' ? [] : [page.limit, page.offset],
  );
  const picksTotal = games?.n ?? 0;
  return {
    participants: rows.map((r) => ({ ...r, picksTotal, updatedAt: new Date(r.updatedAt).toISOString() })),
    total,
    picksTotal,
  };
}
