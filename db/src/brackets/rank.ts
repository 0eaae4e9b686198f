/**
 * Bracket ranks by a job (DESIGN §5 derived figures; issue 27). After a result (an admin's post or correction, a
 * linked game going final, new points per round) `brackets.rank_seq` moves on (triggers, migration 0030) and the
 * `brackets.rank` job ranks every entry of that bracket in one transaction: scores from the results and picks,
 * ranks and positions into `bracket_ranks`, the class histogram into `bracket_rank_classes`, then
 * `ranked_seq`. Jobs of one bracket run one at a time (an advisory lock) and each ranks what is committed when it
 * runs, so a late or duplicate job never writes an older ranking than one already stored; one with nothing left
 * to do returns at once. The job is enqueued after commit by the admin routes, and by the outbox re-driver for
 * any bracket whose ranking is behind (a game going final on game day, a lost enqueue, new entries waiting).
 */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { BracketKind } from '@fanlift/core';
import type { Queues } from '../queues';
import { RANK_RUN_SQL, entryScoresSql } from './rank-sql';
import { rerankBracketGroups } from '../bracket-groups/rank';

export interface RankOutcome {
  bracketId: number;
  kind: BracketKind | null;
  /** False: nothing to do (already ranked at the current sequence with no new entry), or no such bracket. */
  ranked: boolean;
  seq: number;
  entries: number;
  /** Rows of bracket_ranks written (those whose score, rank or position moved). */
  changed: number;
}

interface RankState {
  kind: BracketKind;
  rankSeq: number;
  rankedSeq: number;
  unranked: boolean;
}

/** The `brackets.rank` job's work: rank bracket `bracketId` unless its stored ranking is current. */
export async function rankBracket(sequelize: Sequelize, bracketId: number): Promise<RankOutcome> {
  return sequelize.transaction(async (t) => {
    const q = <T extends object>(sql: string, bind: unknown[]) =>
      sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT, transaction: t });
    const none = { bracketId, kind: null, ranked: false, seq: 0, entries: 0, changed: 0 };
    await q('SELECT pg_advisory_xact_lock(hashtext($1))', [`brackets:rank:${bracketId}`]);
    // Read committed: each statement below sees at least what was committed before this one.
    const [s] = await q<RankState>(
      `SELECT kind, rank_seq AS "rankSeq", ranked_seq AS "rankedSeq",
              EXISTS (SELECT 1 FROM bracket_ranks WHERE bracket_id = $1 AND position IS NULL) AS unranked
         FROM brackets WHERE id = $1`,
      [bracketId],
    );
    if (!s) return none;
    if (s.rankedSeq >= s.rankSeq && !s.unranked) return { ...none, kind: s.kind, seq: s.rankedSeq };
    await sequelize.query(RANK_RUN_SQL, { bind: [bracketId], transaction: t });
    const [updated] = await q<{ n: number }>(
      `WITH u AS (
         UPDATE bracket_ranks r SET score = x.score, correct = x.correct, distance = x.distance, rank = x.rank,
                                    position = x.position
           FROM bracket_rank_run x
          WHERE r.entry_id = x.entry_id
            AND (r.score, r.correct, r.distance, r.rank, r.position)
                IS DISTINCT FROM (x.score, x.correct, x.distance, x.rank, x.position)
         RETURNING 1)
       SELECT count(*)::int AS n FROM u`,
      [],
    );
    // Rows the entry trigger did not make (data loaded around it): made here.
    const [inserted] = await q<{ n: number }>(
      `WITH i AS (
         INSERT INTO bracket_ranks (entry_id, bracket_id, score, correct, distance, rank, position)
         SELECT x.entry_id, $1, x.score, x.correct, x.distance, x.rank, x.position FROM bracket_rank_run x
          WHERE NOT EXISTS (SELECT 1 FROM bracket_ranks r WHERE r.entry_id = x.entry_id)
         ON CONFLICT (entry_id) DO NOTHING RETURNING 1)
       SELECT count(*)::int AS n FROM i`,
      [bracketId],
    );
    await q('DELETE FROM bracket_rank_classes WHERE bracket_id = $1', [bracketId]);
    await q(
      `INSERT INTO bracket_rank_classes (bracket_id, score, distance, entries)
       SELECT $1, score, distance, count(*) FROM bracket_rank_run GROUP BY score, distance`,
      [bracketId],
    );
    await rerankBracketGroups(sequelize, bracketId, t);
    const [done] = await q<{ entries: number }>(
      `UPDATE brackets SET ranked_seq = GREATEST(ranked_seq, $2), ranked_at = now(),
              ranked_entries = (SELECT count(*) FROM bracket_rank_run)
        WHERE id = $1 RETURNING ranked_entries AS entries`,
      [bracketId, s.rankSeq],
    );
    return {
      bracketId,
      kind: s.kind,
      ranked: true,
      seq: s.rankSeq,
      entries: done.entries,
      changed: updated.n + inserted.n,
    };
  });
}

/** The idempotency key of bracket `b`'s ranking job: the bracket, its results sequence and its entry count. */
const jobKeySql = (b: string) =>
  `'bracket-rank-' || ${b}.id || '-' || ${b}.rank_seq || '-' ||
   (SELECT COALESCE(sum(entries), 0)::int FROM bracket_entry_counts WHERE bracket_id = ${b}.id)`;

/**
 * Brackets whose stored ranking is behind ($1: grace in ms, at most 1 s; $2: limit): results changed since
 * (`rank_seq` ahead), or entries made since the last ranking waiting longer than a minute (longer for big
 * brackets: a second per thousand ranked entries), so pages and exports stay index reads. `id` is the job's
 * idempotency key (a new key whenever there is new work).
 */
export const PENDING_RANKS_SQL = `
  SELECT k.id FROM (
    SELECT ${jobKeySql('b')} AS id, b.rank_seq, b.ranked_seq, b.rank_requested_at, b.ranked_entries,
           COALESCE(b.ranked_at, b.created_at) AS ranked_at,
           (SELECT COALESCE(sum(entries), 0)::int FROM bracket_entry_counts WHERE bracket_id = b.id) AS total
      FROM brackets b) k
   WHERE (k.rank_seq > k.ranked_seq
          AND k.rank_requested_at < now() - least($1::int, 1000) * interval '1 millisecond')
      OR (k.total <> k.ranked_entries
          AND k.ranked_at < now() - greatest(60, k.ranked_entries / 1000) * interval '1 second')
   ORDER BY k.id LIMIT $2`;

/** The `brackets.rank` job data of an idempotency key made by `jobKeySql`. */
export function rankJobData(key: string): { bracketId: number; seq: number; idempotencyKey: string } {
  const m = /^bracket-rank-(\d+)-(\d+)-\d+$/.exec(key);
  if (!m) throw new Error(`Not a bracket rank job key: ${key}`);
  return { bracketId: Number(m[1]), seq: Number(m[2]), idempotencyKey: key };
}

/** Enqueue the ranking of a bracket now (after the commit that changed its results). */
export async function requestBracketRank(sequelize: Sequelize, queues: Queues, bracketId: number) {
  const [row] = await sequelize.query<{ id: string }>(
    `SELECT ${jobKeySql('b')} AS id FROM brackets b WHERE b.id = $1`,
    { bind: [bracketId], type: QueryTypes.SELECT },
  );
  if (row) await queues.enqueue('brackets.rank', rankJobData(row.id));
}

/**
 * After a pick or tiebreaker save that touched a decided game (or a known final total): the entry's score
 * moved, so a new entry's row takes its live score (readers rank it from the classes) and a new ranking is
 * requested (other entries' ranks move). Inside the saving transaction.
 */
export async function entryScoreMoved(
  t: Transaction,
  sequelize: Sequelize,
  bracketId: number,
  entryId: number,
): Promise<void> {
  await sequelize.query(
    `WITH live AS (${entryScoresSql(true)})
     UPDATE bracket_ranks r SET score = live.score, correct = live.correct, distance = live.distance
       FROM live WHERE r.entry_id = live.entry_id AND r.position IS NULL`,
    { bind: [bracketId, entryId], transaction: t },
  );
  await sequelize.query(
    'UPDATE brackets SET rank_seq = rank_seq + 1, rank_requested_at = now() WHERE id = $1',
    { bind: [bracketId], transaction: t },
  );
}
