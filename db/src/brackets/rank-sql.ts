/**
 * The SQL of bracket scores and ranks (DESIGN §5 brackets), shared by the ranking job (rank.ts), a pick save
 * that touches a decided game, and the reads (leaderboard.ts). Order: core's rankEntries (score, then the
 * tiebreaker's distance from the final's real total, ties share a rank; entry id orders within a tie).
 */
import { BRACKET_GAMES_SQL } from './load';

/** The distance of an entry whose tiebreaker or final total is unknown (core: after every known distance). */
export const NO_DISTANCE = 2147483647;

/** $1 = bracket id: `res` the decided games (winner, points of their round), `fin` the final's total. */
const RESULTS_CTES = `
  res AS (
    SELECT g.id, g."winnerSchoolId" AS winner, COALESCE(b.round_points[g.round + 1], 0) AS points
      FROM (${BRACKET_GAMES_SQL}) g JOIN brackets b ON b.id = $1
     WHERE g."winnerSchoolId" IS NOT NULL
  ),
  fin AS (
    SELECT CASE WHEN g."topScore" IS NOT NULL AND g."bottomScore" IS NOT NULL THEN g."topScore" + g."bottomScore"
                WHEN g."gameStatus" = 'final' THEN g."homeScore" + g."awayScore" END AS total
      FROM (${BRACKET_GAMES_SQL}) g
     WHERE g.round = (SELECT max(round) FROM bracket_games WHERE bracket_id = $1)
     LIMIT 1
  )`;

/** Score, correct picks and distance of every entry of bracket $1 (or only entry $2 with `oneEntry`). */
export const entryScoresSql = (oneEntry = false) => `
  WITH ${RESULTS_CTES},
  hit AS (
    SELECT p.entry_id, sum(res.points)::int AS score, count(*)::int AS correct
      FROM res JOIN bracket_picks p ON p.bracket_game_id = res.id AND p.school_id = res.winner
     ${oneEntry ? 'WHERE p.entry_id = $2' : ''}
     GROUP BY p.entry_id
  )
  SELECT e.id AS entry_id, COALESCE(h.score, 0) AS score, COALESCE(h.correct, 0) AS correct,
         COALESCE(abs(e.tiebreaker - (SELECT total FROM fin)), ${NO_DISTANCE}) AS distance
    FROM bracket_entries e LEFT JOIN hit h ON h.entry_id = e.id
   WHERE e.bracket_id = $1 ${oneEntry ? 'AND e.id = $2' : ''}`;

/** The ranking of bracket $1 into a temporary table dropped at commit (the job's one pass over every entry). */
export const RANK_RUN_SQL = `
  CREATE TEMP TABLE bracket_rank_run ON COMMIT DROP AS
  SELECT s.entry_id, s.score, s.correct, s.distance,
         rank() OVER (ORDER BY s.score DESC, s.distance)::int AS rank,
         row_number() OVER (ORDER BY s.score DESC, s.distance, s.entry_id)::int AS position
    FROM (${entryScoresSql()}) s`;

/**
 * The rank a reader is told for a row `r` of bracket_ranks: the stored rank, or (an entry made since the last
 * ranking) 1 + the ranked entries of strictly better classes.
 */
export const shownRankSql = (r: string) => `COALESCE(${r}.rank, 1 + COALESCE((
    SELECT sum(c.entries) FROM bracket_rank_classes c
     WHERE c.bracket_id = ${r}.bracket_id
       AND (c.score > ${r}.score OR (c.score = ${r}.score AND c.distance < ${r}.distance))), 0))::int`;

/** Entries of bracket $1 (the stored total: at most 16 rows). */
export const TOTAL_SQL = `SELECT COALESCE(sum(entries), 0)::int AS n FROM bracket_entry_counts WHERE bracket_id = $1`;
