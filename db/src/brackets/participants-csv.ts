/**
 * The admin's bracket participants CSV (GET /api/admin/brackets/{kind}/participants.csv) as a streaming export
 * (export/stream.ts): every participant in leaderboard order, ranked entries by their stored position, then the
 * entries made since the last ranking, read by two index-ordered cursors in one snapshot.
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import type { BracketKind } from '@fanlift/core';
import type { CsvExport } from '../export/stream';
import { bracketRow } from './load';
import { DISPLAY_NAME } from './leaderboard';
import { shownRankSql } from './rank-sql';

export const PARTICIPANT_CSV_COLUMNS = [
  'rank',
  'fanId',
  'name',
  'email',
  'picksMade',
  'picksTotal',
  'tiebreaker',
  'score',
  'correct',
  'updatedAt',
];

interface CsvRow {
  rank: number;
  fanId: number;
  name: string;
  email: string;
  picksMade: number;
  tiebreaker: number | null;
  score: number;
  correct: number;
  updatedAt: Date | string;
}

const select = (rank: string) => `
  SELECT ${rank} AS rank, e.user_id AS "fanId", ${DISPLAY_NAME} AS name, u.email::text AS email,
         e.picks_made AS "picksMade", e.tiebreaker, r.score, r.correct, e.updated_at AS "updatedAt"
    FROM bracket_ranks r JOIN bracket_entries e ON e.id = r.entry_id JOIN users u ON u.id = e.user_id`;

/** The export of `kind`'s latest bracket (404 before any byte when there is none). */
export async function bracketParticipantsCsv(
  sequelize: Sequelize,
  kind: BracketKind,
): Promise<CsvExport<CsvRow> & { filename: string }> {
  const b = await bracketRow({ sequelize }, kind);
  const [games] = await sequelize.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM bracket_games WHERE bracket_id = $1',
    { bind: [b.id], type: QueryTypes.SELECT },
  );
  const picksTotal = games?.n ?? 0;
  return {
    filename: `${kind}-bracket-participants.csv`,
    columns: PARTICIPANT_CSV_COLUMNS,
    queries: [
      {
        sql: `${select('r.rank')} WHERE r.bracket_id = $1 AND r.position IS NOT NULL ORDER BY r.position`,
        bind: [b.id],
      },
      {
        sql: `${select(shownRankSql('r'))} WHERE r.bracket_id = $1 AND r.position IS NULL
               ORDER BY r.score DESC, r.distance, r.entry_id`,
        bind: [b.id],
      },
    ],
    record: (p) => [
      p.rank,
      p.fanId,
      p.name,
      p.email,
      p.picksMade,
      picksTotal,
      p.tiebreaker,
      p.score,
      p.correct,
      new Date(p.updatedAt).toISOString(),
    ],
  };
}
