import { Router, type Request } from 'express';
import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  notFound,
  bracketGameBodySchema,
  bracketParticipantsQuerySchema,
  bracketParticipantsSchema,
  bracketResultBodySchema,
  bracketScoringBodySchema,
  bracketStructure,
  type BracketKind,
} from '@fanlift/core';
import {
  bracketParticipants,
  bracketParticipantsCsv,
  moveBracketKickoff,
  parseKind,
  pipeCsv,
  postBracketResult,
  requestBracketRank,
  setBracketScoring,
} from '@fanlift/db';
import type { ApiDeps } from '../../deps';
import { requireAdmin } from '../../middleware/auth';
import { err, json } from '../../openapi/helpers';

const CODE = /^[A-Z0-9-]{1,16}$/;
const gameCode = (req: Request) => {
  const code = String(req.params.code);
  if (!CODE.test(code)) throw notFound('No such game in this bracket');
  return code;
};

/**
 * Admin 'Bracket Participants' and results (DESIGN §5 brackets). Posting a result or new points per round
 * enqueues the `brackets.rank` job after commit (it broadcasts `bracket:scores` once the new ranks are stored);
 * moving a kickoff broadcasts `bracket:scores` at once so open pages refetch their locks. The CSV streams.
 */
export function adminBracketsRouter(deps: ApiDeps): Router {
  const r = Router();
  const sequelize = deps.db.sequelize;
  const broadcast = (bracketId: number, kind: BracketKind, code: string) =>
    deps.emitter.emit('bracket:scores', { bracketId, kind, code });
  // Staged in PostgreSQL (rank_seq): when Redis is down the worker's re-driver enqueues it later.
  const rank = (bracketId: number) =>
    requestBracketRank(sequelize, deps.queues, bracketId).catch((err: unknown) =>
      deps.logger.warn({ err: (err as Error).message, bracketId }, 'bracket ranking deferred to re-drive'),
    );

  r.get('/:kind/participants', requireAdmin, async (req, res) => {
    const kind = parseKind(req.params.kind);
    const page = bracketParticipantsQuerySchema.parse(req.query);
    const { participants, total } = await bracketParticipants(sequelize, kind, page);
    res.json({ participants, total });
  });

  r.get('/:kind/participants.csv', requireAdmin, async (req, res) => {
    const kind = parseKind(req.params.kind);
    const csv = await bracketParticipantsCsv(sequelize, kind);
    res.type('text/csv; charset=utf-8').attachment(csv.filename).set('Cache-Control', 'no-store');
    try {
      await pipeCsv(sequelize, csv, res);
    } catch (err) {
      // Headers are sent: end the download short rather than answer an error.
      deps.logger.warn({ err: (err as Error).message, kind }, 'participants CSV export ended early');
      res.destroy();
    }
  });

  r.put('/:kind/games/:code/result', requireAdmin, async (req, res) => {
    const kind = parseKind(req.params.kind);
    const body = bracketResultBodySchema.parse(req.body ?? {});
    const posted = await postBracketResult(sequelize, kind, gameCode(req), body);
    await rank(posted.bracketId);
    res.json(posted);
  });

  r.put('/:kind/games/:code', requireAdmin, async (req, res) => {
    const kind = parseKind(req.params.kind);
    const code = gameCode(req);
    const { kickoffAt } = bracketGameBodySchema.parse(req.body ?? {});
    const { bracketId } = await moveBracketKickoff(sequelize, kind, code, kickoffAt);
    broadcast(bracketId, kind, code);
    res.json({ bracketId, code, kickoffAt: new Date(kickoffAt).toISOString() });
  });

  r.put('/:kind/scoring', requireAdmin, async (req, res) => {
    const kind = parseKind(req.params.kind);
    const body = bracketScoringBodySchema.parse(req.body ?? {});
    const rounds = bracketStructure(kind).rounds.length;
    const out = await setBracketScoring(sequelize, kind, body, rounds);
    await rank(out.bracketId);
    res.json(out);
  });

  return r;
}

const kindParam = z.object({ kind: z.enum(['cfp', 'mbb']) });
const gameParams = kindParam.extend({ code: z.string() });
const body = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });

export function adminBracketsOpenApi(reg: OpenAPIRegistry): void {
  reg.registerPath({
    method: 'get',
    path: '/api/admin/brackets/{kind}/participants',
    summary: 'Every participant with picks made, score and rank (admins)',
    request: { params: kindParam, query: bracketParticipantsQuerySchema },
    responses: {
      200: json(bracketParticipantsSchema, 'Participants, best rank first'),
      401: err('Not signed in'),
      403: err('Not an admin'),
    },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/admin/brackets/{kind}/participants.csv',
    summary: 'The same list as CSV, streamed (admins)',
    request: { params: kindParam },
    responses: { 200: { description: 'text/csv' }, 401: err('Not signed in'), 403: err('Not an admin') },
  });
  reg.registerPath({
    method: 'put',
    path: '/api/admin/brackets/{kind}/games/{code}/result',
    summary: 'Post a game’s result (admins, after kickoff); the ranking job then broadcasts bracket:scores',
    request: { params: gameParams, body: body(bracketResultBodySchema) },
    responses: {
      200: json(
        z.object({ bracketId: z.number(), code: z.string(), linkedGameId: z.number().nullable() }),
        'Posted',
      ),
      400: err('not_in_game, validation_error'),
      403: err('Not an admin'),
      409: err('not_started, teams_unknown'),
    },
  });
  reg.registerPath({
    method: 'put',
    path: '/api/admin/brackets/{kind}/games/{code}',
    summary: 'Move a game’s kickoff (admins)',
    request: { params: gameParams, body: body(bracketGameBodySchema) },
    responses: { 200: json(z.object({ kickoffAt: z.string() }), 'Moved'), 403: err('Not an admin') },
  });
  reg.registerPath({
    method: 'put',
    path: '/api/admin/brackets/{kind}/scoring',
    summary: 'Points per round: doubling from basePoints, or an explicit roundPoints list (admins)',
    request: { params: kindParam, body: body(bracketScoringBodySchema) },
    responses: {
      200: json(z.object({ roundPoints: z.array(z.number()) }), 'Saved'),
      403: err('Not an admin'),
    },
  });
}
