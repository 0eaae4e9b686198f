/**
 * Scores as a cache (DESIGN §5 brackets): `bracket_entries.score/correct` are the picks scored against the
 * results. The results can change by an admin's post or by a linked game going final (written by game day, not
 * here), so every ranked read first compares the results' fingerprint with `brackets.scored_key` and, when it
 * differs, rescores every entry in one UPDATE (under an advisory lock, once). A saved pick rescores its entry.
 */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { BRACKET_GAMES_SQL, type BracketRow } from './load';

const SCORE_SQL = (onlyEntry: boolean) => `
  WITH res AS (${BRACKET_GAMES_SQL}),
  pts AS (SELECT round_points AS p FROM brackets WHERE id = $1),
  x AS (
    SELECT e.id,
           COALESCE(sum(CASE WHEN p.school_id = res."winnerSchoolId" THEN (SELECT p FROM pts)[res.round + 1] END), 0)::int
             AS score,
           count(*) FILTER (WHERE p.school_id = res."winnerSchoolId")::int AS correct
      FROM bracket_entries e
      LEFT JOIN bracket_picks p ON p.entry_id = e.id
      LEFT JOIN res ON res.id = p.bracket_game_id
     WHERE e.bracket_id = $1 ${onlyEntry ? 'AND e.id = $2' : ''}
     GROUP BY e.id
  )
  UPDATE bracket_entries e SET score = x.score, correct = x.correct
    FROM x WHERE e.id = x.id AND (e.score, e.correct) IS DISTINCT FROM (x.score, x.correct)`;

const KEY_SQL = `
  SELECT md5(COALESCE(string_agg(r.code || ':' || COALESCE(r."winnerSchoolId"::text, '-'), ',' ORDER BY r.code), '')
             || (SELECT round_points::text FROM brackets WHERE id = $1)) AS key
    FROM (${BRACKET_GAMES_SQL}) r`;

/** Rescore one entry (inside the transaction that changed its picks). */
export async function rescoreEntry(t: Transaction, sequelize: Sequelize, b: BracketRow, entryId: number) {
  await sequelize.query(SCORE_SQL(true), { bind: [b.id, entryId], transaction: t });
}

/** Make the cached scores match the current results (no-op when they already do). */
export async function ensureScored(sequelize: Sequelize, b: BracketRow): Promise<void> {
  const key = async (t?: Transaction) =>
    (
      await sequelize.query<{ key: string }>(KEY_SQL, {
        bind: [b.id],
        type: QueryTypes.SELECT,
        transaction: t,
      })
    )[0].key;
  const [row] = await sequelize.query<{ scoredKey: string | null }>(
    'SELECT scored_key AS "scoredKey" FROM brackets WHERE id = $1',
    { bind: [b.id], type: QueryTypes.SELECT },
  );
  if (row?.scoredKey === (await key())) return;
  await sequelize.transaction(async (t) => {
    await sequelize.query('SELECT pg_advisory_xact_lock(hashtext($1))', {
      bind: [`brackets:score:${b.id}`],
      transaction: t,
    });
    const current = await key(t);
    const [again] = await sequelize.query<{ scoredKey: string | null }>(
      'SELECT scored_key AS "scoredKey" FROM brackets WHERE id = $1',
      { bind: [b.id], type: QueryTypes.SELECT, transaction: t },
    );
    if (again.scoredKey === current) return;
    await sequelize.query(SCORE_SQL(false), { bind: [b.id], transaction: t });
    await sequelize.query('UPDATE brackets SET scored_key = $2 WHERE id = $1', {
      bind: [b.id, current],
      transaction: t,
    });
  });
}
