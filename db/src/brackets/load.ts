/**
 * Reading a bracket (DESIGN §5 brackets): the bracket row, its seeding and its games with their effective
 * kickoff (the linked game-day game's when linked), whether the server's clock has passed it, and their results
 * (the admin's posted winner, else the linked game's final score). Rules come from core's structure.
 */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import {
  notFound,
  BRACKET_KINDS,
  bracketStructure,
  type BracketFacts,
  type BracketKind,
  type BracketSchool,
  type BracketStructure,
} from '@fanlift/core';

export interface BracketRow {
  id: number;
  kind: BracketKind;
  season: number;
  name: string;
  roundPoints: number[];
}

export interface BracketGameRow {
  id: number;
  code: string;
  round: number;
  name: string | null;
  kickoffAt: string;
  locked: boolean;
  gameId: number | null;
  winnerSchoolId: number | null;
  /** Scores by school id (from the admin's result or the linked game). */
  scores: Record<number, number>;
  /** The admin's posted score, by side (null: not posted). */
  posted: { top: number; bottom: number } | null;
  /** Total points of the game once decided (the tiebreaker of the final). */
  total: number | null;
}

export interface LoadedBracket {
  bracket: BracketRow;
  structure: BracketStructure;
  facts: BracketFacts;
  games: Map<string, BracketGameRow>;
  schools: Map<number, BracketSchool>;
  serverTime: string;
}

type Db = { sequelize: Sequelize; t?: Transaction };
const q = <T extends object>(db: Db, sql: string, bind: unknown[]) =>
  db.sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT, transaction: db.t });

export function parseKind(kind: unknown): BracketKind {
  if (typeof kind === 'string' && (BRACKET_KINDS as readonly string[]).includes(kind))
    return kind as BracketKind;
  throw notFound('Bracket not found');
}

/** The latest season's bracket of a kind (404 when there is none). */
export async function bracketRow(db: Db, kind: BracketKind): Promise<BracketRow> {
  const [row] = await q<BracketRow>(
    db,
    `SELECT id, kind, season, name, round_points AS "roundPoints" FROM brackets
      WHERE kind = $1 ORDER BY season DESC LIMIT 1`,
    [kind],
  );
  if (!row) throw notFound('Bracket not found');
  return row;
}

/** SQL of one bracket's games with the effective kickoff, lock and result ($1 = bracket id). */
export const BRACKET_GAMES_SQL = `
  SELECT bg.id, bg.code, bg.round, bg.name, bg.game_id AS "gameId",
         COALESCE(g.kickoff_at, bg.kickoff_at) AS "kickoffAt",
         COALESCE(g.kickoff_at, bg.kickoff_at) <= now() AS locked,
         COALESCE(bg.winner_school_id,
           CASE WHEN g.status = 'final' AND g.home_score <> g.away_score THEN
             CASE WHEN g.home_score > g.away_score THEN g.home_school_id ELSE g.away_school_id END END)
           AS "winnerSchoolId",
         bg.top_score AS "topScore", bg.bottom_score AS "bottomScore",
         g.home_school_id AS "homeId", g.away_school_id AS "awayId", g.home_score AS "homeScore",
         g.away_score AS "awayScore", g.status AS "gameStatus"
    FROM bracket_games bg LEFT JOIN games g ON g.id = bg.game_id
   WHERE bg.bracket_id = $1`;

export interface RawGame {
  id: number;
  code: string;
  round: number;
  name: string | null;
  gameId: number | null;
  kickoffAt: Date;
  locked: boolean;
  winnerSchoolId: number | null;
  topScore: number | null;
  bottomScore: number | null;
  homeId: number | null;
  awayId: number | null;
  homeScore: number | null;
  awayScore: number | null;
  gameStatus: string | null;
}

/** Everything the rules need about a bracket, read at one instant of the server's clock. */
export async function loadBracket(db: Db, kind: BracketKind): Promise<LoadedBracket> {
  const bracket = await bracketRow(db, kind);
  const structure = bracketStructure(kind);
  // One after the other: inside a transaction they share one connection.
  const teams = await q<{ key: string; schoolId: number } & BracketSchool>(
    db,
    `SELECT bt.team_key AS key, s.id, s.id AS "schoolId", s.name, s.short_name AS "shortName", s.slug,
              s.primary_color AS "primaryColor"
         FROM bracket_teams bt JOIN schools s ON s.id = bt.school_id WHERE bt.bracket_id = $1`,
    [bracket.id],
  );
  const raw = await q<RawGame>(db, BRACKET_GAMES_SQL, [bracket.id]);
  const [clock] = await q<{ now: Date }>(db, 'SELECT now() AS now', []);
  const schools = new Map<number, BracketSchool>();
  const facts: BracketFacts = { teams: {}, results: {} };
  for (const t of teams) {
    facts.teams[t.key] = t.schoolId;
    schools.set(t.schoolId, {
      id: t.id,
      name: t.name,
      shortName: t.shortName,
      slug: t.slug,
      primaryColor: t.primaryColor,
    });
  }
  const games = new Map<string, BracketGameRow>();
  for (const r of raw) {
    facts.results[r.code] = r.winnerSchoolId;
    games.set(r.code, toGameRow(r));
  }
  return { bracket, structure, facts, games, schools, serverTime: new Date(clock.now).toISOString() };
}

export function toGameRow(r: RawGame): BracketGameRow {
  const scores: Record<number, number> = {};
  let total: number | null = null;
  const linkedFinal = r.gameStatus === 'final' && r.homeId !== null && r.awayId !== null;
  if (r.topScore !== null && r.bottomScore !== null) total = r.topScore + r.bottomScore;
  else if (linkedFinal) total = (r.homeScore ?? 0) + (r.awayScore ?? 0);
  if (r.homeId !== null && r.awayId !== null && r.gameStatus !== 'scheduled') {
    scores[r.homeId] = r.homeScore ?? 0;
    scores[r.awayId] = r.awayScore ?? 0;
  }
  return {
    id: r.id,
    code: r.code,
    round: r.round,
    name: r.name,
    kickoffAt: new Date(r.kickoffAt).toISOString(),
    locked: r.locked,
    gameId: r.gameId,
    winnerSchoolId: r.winnerSchoolId,
    scores,
    posted: r.topScore !== null && r.bottomScore !== null ? { top: r.topScore, bottom: r.bottomScore } : null,
    total,
  };
}

/** The fan's entry id and picks (code → school id), or null when the fan has none. */
export async function entryPicks(
  db: Db,
  bracketId: number,
  userId: number,
): Promise<{
  entryId: number;
  tiebreaker: number | null;
  updatedAt: string;
  picks: Record<string, number>;
} | null> {
  const [entry] = await q<{ id: number; tiebreaker: number | null; updatedAt: Date }>(
    db,
    `SELECT id, tiebreaker, updated_at AS "updatedAt" FROM bracket_entries WHERE bracket_id = $1 AND user_id = $2`,
    [bracketId, userId],
  );
  if (!entry) return null;
  const rows = await q<{ code: string; schoolId: number }>(
    db,
    `SELECT bg.code, p.school_id AS "schoolId" FROM bracket_picks p
       JOIN bracket_games bg ON bg.id = p.bracket_game_id WHERE p.entry_id = $1`,
    [entry.id],
  );
  return {
    entryId: entry.id,
    tiebreaker: entry.tiebreaker,
    updatedAt: new Date(entry.updatedAt).toISOString(),
    picks: Object.fromEntries(rows.map((r) => [r.code, r.schoolId])),
  };
}
