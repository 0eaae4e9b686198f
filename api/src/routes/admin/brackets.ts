import { stringify } from 'csv-stringify/sync';
import { bracketGameCodeSchema, bracketStructure, notFound, type BracketKind } from '@fanlift/core';
import { bracketParticipants, moveBracketKickoff, postBracketResult, setBracketScoring } from '@fanlift/db';
import { handle } from '../../http/handle';
import type { Mount } from '../../http/mount';
import { bracketPaths } from '../brackets';

const gameCode = (code: string) => {
  if (!bracketGameCodeSchema.safeParse(code).success) throw notFound('No such game in this bracket');
  return code;
};

/** A spreadsheet must not run a cell as a formula (CSV injection): such values get a leading quote. */
const cell = (v: unknown) => {
  const s = v === null || v === undefined ? '' : String(v);
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
};

/**
 * Admin 'Bracket Participants' and results (DESIGN §5 brackets). Posting a result or moving a kickoff broadcasts
 * `bracket:scores` after commit so every open bracket page refetches its leaderboard.
 */
export function adminBracketsRoutes(m: Mount): void {
  const { deps } = m;
  const sequelize = deps.db.sequelize;
  const broadcast = (bracketId: number, kind: BracketKind, code: string) =>
    deps.emitter.emit('bracket:scores', { bracketId, kind, code });

  handle(
    m,
    'GET /api/admin/brackets/:kind/participants',
    async ({ params: { kind }, query: page }) => {
      const { participants, total } = await bracketParticipants(sequelize, kind, page);
      return { participants, total };
    },
    bracketPaths,
  );

  handle(
    m,
    'GET /api/admin/brackets/:kind/participants.csv',
    async ({ params: { kind }, res }) => {
      const { participants } = await bracketParticipants(sequelize, kind, 'all');
      const csv = stringify(
        participants.map((p) =>
          [
            p.rank,
            p.fanId,
            p.name,
            p.email,
            p.picksMade,
            p.picksTotal,
            p.tiebreaker,
            p.score,
            p.correct,
            p.updatedAt,
          ].map(cell),
        ),
        {
          header: true,
          columns: [
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
          ],
        },
      );
      res
        .type('text/csv; charset=utf-8')
        .attachment(`${kind}-bracket-participants.csv`)
        .set('Cache-Control', 'no-store')
        .send(csv);
    },
    bracketPaths,
  );

  handle(
    m,
    'PUT /api/admin/brackets/:kind/games/:code/result',
    async ({ params: { kind, code }, body }) => {
      const posted = await postBracketResult(sequelize, kind, gameCode(code), body);
      broadcast(posted.bracketId, kind, posted.code);
      return posted;
    },
    bracketPaths,
  );

  handle(
    m,
    'PUT /api/admin/brackets/:kind/games/:code',
    async ({ params: { kind, code }, body: { kickoffAt } }) => {
      const { bracketId } = await moveBracketKickoff(sequelize, kind, code, kickoffAt);
      broadcast(bracketId, kind, code);
      return { bracketId, code, kickoffAt: new Date(kickoffAt).toISOString() };
    },
    bracketPaths,
  );

  handle(
    m,
    'PUT /api/admin/brackets/:kind/scoring',
    async ({ params: { kind }, body }) => {
      const out = await setBracketScoring(sequelize, kind, body, bracketStructure(kind).rounds.length);
      broadcast(out.bracketId, kind, '');
      return out;
    },
    bracketPaths,
  );
}
