/**
 * The check of the stored bracket figures (DESIGN §5 derived figures; issue 27): scores, ranks, positions, pick
 * counts, the class histogram and the total are recomputed from the source rows (results, entries and picks)
 * with core's own rules (scorePicks, rankEntries), not with the ranking job's SQL, and compared with what is
 * stored and what a reader is told (`shownRankSql` for an entry made since the last ranking). Rows stream
 * through cursors, so it runs at season scale (300,000 entries: seconds). `npm run brackets:check`; the tests run it
 * after results,
 * corrections and races.
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import { bracketStructure, rankEntries, scorePicks, type BracketKind, type Picks } from '@fanlift/core';
import { cursorRows } from '../export/stream';
import { BRACKET_GAMES_SQL, toGameRow, type RawGame } from './load';
import { NO_DISTANCE, TOTAL_SQL, shownRankSql } from './rank-sql';
import { checkBracketGroups } from '../bracket-groups/check';

export interface BracketCheck {
  bracketId: number;
  kind: BracketKind;
  entries: number;
  /** The stored ranking is behind its results (a job still to run). */
  pending: boolean;
  problems: string[];
}

interface Expected {
  id: number;
  score: number;
  correct: number;
  tiebreaker: number | null;
  picksMade: number;
  picks: number;
  distance: number;
}

interface Stored {
  entryId: number;
  score: number;
  correct: number;
  distance: number;
  rank: number | null;
  position: number | null;
  shown: number;
}

/** Recompute and compare one bracket; at most `limit` problems listed per kind of problem. */
export async function checkBracket(
  sequelize: Sequelize,
  bracketId: number,
  limit = 20,
): Promise<BracketCheck> {
  const q = <T extends object>(sql: string, bind: unknown[]) =>
    sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });
  const [b] = await q<{ kind: BracketKind; points: number[]; rankSeq: number; rankedSeq: number }>(
    `SELECT kind, round_points AS points, rank_seq AS "rankSeq", ranked_seq AS "rankedSeq" FROM brackets
      WHERE id = $1`,
    [bracketId],
  );
  if (!b) throw new Error(`No bracket ${bracketId}`);
  const structure = bracketStructure(b.kind);
  const games = (await q<RawGame>(BRACKET_GAMES_SQL, [bracketId])).map(toGameRow);
  const codeOf = new Map(games.map((g) => [g.id, g.code]));
  const results = Object.fromEntries(games.map((g) => [g.code, g.winnerSchoolId]));
  const finalTotal = games.find((g) => g.code === structure.finalCode)?.total ?? null;

  const expected = new Map<number, Expected>();
  for await (const e of cursorRows<{ id: number; tiebreaker: number | null; picksMade: number }>(
    sequelize,
    [
      {
        sql: 'SELECT id, tiebreaker, picks_made AS "picksMade" FROM bracket_entries WHERE bracket_id = $1',
        bind: [bracketId],
      },
    ],
    5000,
  ))
    expected.set(e.id, {
      ...e,
      score: 0,
      correct: 0,
      picks: 0,
      distance:
        finalTotal === null || e.tiebreaker === null ? NO_DISTANCE : Math.abs(e.tiebreaker - finalTotal),
    });
  // Each entry's picks (aggregated in the database, scored here with core's rules).
  for await (const p of cursorRows<{ entryId: number; games: number[]; schools: number[] }>(
    sequelize,
    [
      {
        sql: `SELECT p.entry_id AS "entryId", array_agg(p.bracket_game_id) AS games,
                     array_agg(p.school_id) AS schools
                FROM bracket_entries e JOIN bracket_picks p ON p.entry_id = e.id
               WHERE e.bracket_id = $1 GROUP BY p.entry_id`,
        bind: [bracketId],
      },
    ],
    5000,
  )) {
    const e = expected.get(p.entryId);
    if (!e) continue;
    const picks: Picks = Object.fromEntries(p.games.map((g, i) => [codeOf.get(g) ?? '?', p.schools[i]]));
    const s = scorePicks(structure, b.points, results, picks);
    Object.assign(e, { score: s.total, correct: s.correct, picks: p.games.length });
  }

  const order = rankEntries([...expected.values()], finalTotal);
  const rankOf = new Map(order.map((e) => [e.id, e.rank]));
  const problems: string[] = [];
  const add = (list: string[], msg: string) => list.length < limit && list.push(msg);
  const mismatch: string[] = [];
  const outOfOrder: string[] = [];
  const index = new Map(order.map((e, i) => [e.id, i]));
  const classes = new Map<string, number>();
  const seen = new Set<number>();
  let ranked = 0;
  let prev: Stored | null = null;
  // Ranked rows in position order, then the rest: positions must run 1..n in the recomputed order.
  for await (const s of cursorRows<Stored>(
    sequelize,
    [
      {
        sql: `SELECT r.entry_id AS "entryId", r.score, r.correct, r.distance, r.rank, r.position,
                   ${shownRankSql('r')} AS shown
              FROM bracket_ranks r WHERE r.bracket_id = $1 ORDER BY r.position NULLS LAST, r.entry_id`,
        bind: [bracketId],
      },
    ],
    5000,
  )) {
    seen.add(s.entryId);
    const e = expected.get(s.entryId);
    if (!e) {
      add(mismatch, `rank row of entry ${s.entryId}, which is not in this bracket`);
      continue;
    }
    const want = { score: e.score, correct: e.correct, distance: e.distance, rank: rankOf.get(e.id) };
    const got = { score: s.score, correct: s.correct, distance: s.distance, rank: s.shown };
    if (JSON.stringify(want) !== JSON.stringify(got))
      add(mismatch, `entry ${e.id}: stored ${JSON.stringify(got)}, recomputed ${JSON.stringify(want)}`);
    if (s.position === null) continue;
    ranked += 1;
    if (s.position !== ranked) add(outOfOrder, `positions are not 1..n: ${s.position} at ${ranked}`);
    if (prev && index.get(prev.entryId)! > index.get(s.entryId)!)
      add(outOfOrder, `position ${s.position} (entry ${s.entryId}) comes before entry ${prev.entryId}'s`);
    prev = s;
    const key = `${s.score}/${s.distance}`;
    classes.set(key, (classes.get(key) ?? 0) + 1);
  }
  for (const e of expected.values()) {
    if (!seen.has(e.id)) add(mismatch, `entry ${e.id} has no rank row`);
    if (e.picksMade !== e.picks) add(mismatch, `entry ${e.id}: picks_made ${e.picksMade}, picks ${e.picks}`);
  }
  problems.push(...mismatch, ...outOfOrder);
  // The class histogram is the ranked rows counted by (score, distance).
  for (const c of await q<{ key: string; entries: number }>(
    `SELECT score || '/' || distance AS key, entries FROM bracket_rank_classes WHERE bracket_id = $1`,
    [bracketId],
  )) {
    if ((classes.get(c.key) ?? 0) !== c.entries)
      add(problems, `class ${c.key}: ${c.entries} stored, ${classes.get(c.key) ?? 0} ranked`);
    classes.delete(c.key);
  }
  for (const [key, n] of classes) add(problems, `class ${key}: ${n} ranked, none stored`);
  const [total] = await q<{ n: number }>(TOTAL_SQL, [bracketId]);
  if (total.n !== expected.size) problems.push(`stored total ${total.n}, entries ${expected.size}`);
  problems.push(...(await checkBracketGroups(sequelize, bracketId, rankOf, limit)));
  const pending = b.rankedSeq < b.rankSeq;
  if (pending) problems.push(`ranking pending: results sequence ${b.rankSeq}, ranked at ${b.rankedSeq}`);
  return { bracketId, kind: b.kind, entries: expected.size, pending, problems };
}

/** Check every bracket. */
export async function checkBrackets(sequelize: Sequelize, limit = 20): Promise<BracketCheck[]> {
  const rows = await sequelize.query<{ id: number }>('SELECT id FROM brackets ORDER BY id', {
    type: QueryTypes.SELECT,
  });
  const out: BracketCheck[] = [];
  for (const r of rows) out.push(await checkBracket(sequelize, r.id, limit));
  return out;
}
