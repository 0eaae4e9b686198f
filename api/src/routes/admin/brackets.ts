import { bracketGameCodeSchema, bracketStructure, notFound, type BracketKind } from '@fanlift/core';
import {
  bracketParticipants,
  bracketParticipantsCsv,
  moveBracketKickoff,
  pipeCsv,
  postBracketResult,
  requestBracketRank,
  setBracketScoring,
} from '@fanlift/db';
import { handle } from '../../http/handle';
import type { Mount } from '../../http/mount';
import { bracketPaths } from '../brackets';

const gameCode = (code: string) => {
  if (!bracketGameCodeSchema.safeParse(code).success) throw notFound('No such game in this bracket');
  return code;
};

/**
 * Admin 'Bracket Participants' and results (DESIGN §5 brackets). Posting a result or new points per round
 * enqueues the `brackets.rank` job after commit (it broadcasts `bracket:scores` once the new ranks are stored);
 * moving a kickoff broadcasts `bracket:scores` at once so open pages refetch their locks. The CSV streams.
 */
export function adminBracketsRoutes(m: Mount): void {
  const { deps } = m;
  const sequelize = deps.db.sequelize;
  const broadcast = (bracketId: number, kind: BracketKind, code: string) =>
    deps.emitter.emit('bracket:scores', { bracketId, kind, code });
  // Staged in PostgreSQL (rank_seq): when Redis is down the worker's re-driver enqueues it later.
  const rank = (bracketId: number) =>
    requestBracketRank(sequelize, deps.queues, bracketId).catch((err: unknown) =>
      deps.logger.warn({ err: (err as Error).message, bracketId }, 'bracket ranking deferred to re-drive'),
    );

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
      const csv = await bracketParticipantsCsv(sequelize, kind);
      res.type('text/csv; charset=utf-8').attachment(csv.filename).set('Cache-Control', 'no-store');
      try {
        await pipeCsv(sequelize, csv, res);
      } catch (err) {
        // Headers are sent: end the download short rather than answer an error.
        deps.logger.warn({ err: (err as Error).message, kind }, 'participants CSV export ended early');
        res.destroy();
      }
    },
    bracketPaths,
  );

  handle(
    m,
    'PUT /api/admin/brackets/:kind/games/:code/result',
    async ({ params: { kind, code }, body }) => {
      const posted = await postBracketResult(sequelize, kind, gameCode(code), body);
      await rank(posted.bracketId);
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
      await rank(out.bracketId);
      return out;
    },
    bracketPaths,
  );
}
