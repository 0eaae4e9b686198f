import { Router } from 'express';
import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  forbidden,
  notFound,
  bracketPickBodySchema,
  bracketPickResultSchema,
  bracketTiebreakerBodySchema,
  bracketViewSchema,
  leaderboardSchema,
} from '@fanlift/core';
import {
  bracketLeaderboard,
  bracketView,
  parseKind,
  saveBracketPick,
  saveBracketTiebreaker,
} from '@fanlift/db';
import type { ApiDeps } from '../deps';
import { isAdmin, requireFan, requireUser, sessionUser } from '../middleware/auth';
import { err, json } from '../openapi/helpers';
import { numericId } from './params';

const CODE = /^[A-Z0-9-]{1,16}$/;

/**
 * Brackets (DESIGN §5 brackets): the CFP (`cfp`) and men's tournament (`mbb`) brackets are public to view; fans
 * play. A pick is saved as it is made (PUT, idempotent: the same pick twice is one row) and refused once its
 * game has kicked off by the server's clock. The fan is always the session's: no route writes another fan's
 * bracket, and bodies with unknown keys (a `userId`, say) are refused.
 */
export function bracketsRouter(deps: ApiDeps): Router {
  const r = Router();
  const sequelize = deps.db.sequelize;

  r.get('/:kind', async (req, res) => {
    const kind = parseKind(req.params.kind);
    const me = req.user && req.user.userType === 'fan' ? req.user.id : null;
    res.json(await bracketView(sequelize, kind, me));
  });

  r.get('/:kind/leaderboard', async (req, res) => {
    const kind = parseKind(req.params.kind);
    const limit = z.coerce.number().int().min(1).max(100).default(10).parse(req.query.limit);
    res.json(await bracketLeaderboard(sequelize, kind, req.user?.id ?? null, limit));
  });

  /** One fan's bracket, read-only: the fan themself or an admin. */
  r.get('/:kind/entries/:fanId', requireUser, async (req, res, next) => {
    const kind = parseKind(req.params.kind);
    const fanId = numericId(req.params.fanId);
    if (fanId === null) return next();
    if (fanId !== sessionUser(req).id && !isAdmin(req))
      throw forbidden("Only admins can see another fan's bracket.");
    const view = await bracketView(sequelize, kind, fanId);
    if (!view.entry) throw notFound('This fan has no bracket yet.');
    res.json(view);
  });

  r.put('/:kind/picks/:code', requireFan, async (req, res) => {
    const kind = parseKind(req.params.kind);
    const code = String(req.params.code);
    if (!CODE.test(code)) throw notFound('No such game in this bracket');
    const { schoolId } = bracketPickBodySchema.parse(req.body ?? {});
    res.json(await saveBracketPick(sequelize, kind, sessionUser(req).id, code, schoolId));
  });

  r.put('/:kind/tiebreaker', requireFan, async (req, res) => {
    const kind = parseKind(req.params.kind);
    const { points } = bracketTiebreakerBodySchema.parse(req.body ?? {});
    res.json(await saveBracketTiebreaker(sequelize, kind, sessionUser(req).id, points));
  });

  return r;
}

const kindParam = z.object({ kind: z.enum(['cfp', 'mbb']) });

export function bracketsOpenApi(reg: OpenAPIRegistry): void {
  reg.registerPath({
    method: 'get',
    path: '/api/brackets/{kind}',
    summary:
      "A bracket (cfp: College Football Playoff, mbb: men's tournament): rounds and points, teams, games with kickoff (UTC), lock and result, the server's time and the signed-in fan's entry",
    request: { params: kindParam },
    responses: { 200: json(bracketViewSchema, 'The bracket'), 404: err('No such bracket') },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/brackets/{kind}/leaderboard',
    summary: "Top fans by score (ties broken by the tiebreaker's distance) and the signed-in fan's rank",
    request: { params: kindParam, query: z.object({ limit: z.number().int().optional() }) },
    responses: { 200: json(leaderboardSchema, 'Leaderboard'), 404: err('No such bracket') },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/brackets/{kind}/entries/{fanId}',
    summary: "One fan's bracket, read-only (that fan or an admin)",
    request: { params: kindParam.extend({ fanId: z.string() }) },
    responses: {
      200: json(bracketViewSchema, 'The bracket with that fan’s entry'),
      401: err('Not signed in'),
      403: err('Another fan’s bracket (not an admin)'),
      404: err('No such bracket or no entry'),
    },
  });
  reg.registerPath({
    method: 'put',
    path: '/api/brackets/{kind}/picks/{code}',
    summary:
      'Pick the winner of one game (fans). Later picks that no longer follow are cleared (listed in `removed`).',
    request: {
      params: kindParam.extend({ code: z.string() }),
      body: { content: { 'application/json': { schema: bracketPickBodySchema } } },
    },
    responses: {
      200: json(bracketPickResultSchema, 'The entry as saved'),
      400: err('not_in_game: the team is not one of the game’s two teams; validation_error'),
      401: err('Not signed in'),
      403: err('Not a fan'),
      404: err('No such bracket or game'),
      409: err('pick_locked: the game has kicked off (server time)'),
    },
  });
  reg.registerPath({
    method: 'put',
    path: '/api/brackets/{kind}/tiebreaker',
    summary: 'Set the tiebreaker: total points of the final (fans; locks at the final’s kickoff)',
    request: {
      params: kindParam,
      body: { content: { 'application/json': { schema: bracketTiebreakerBodySchema } } },
    },
    responses: {
      200: json(bracketPickResultSchema, 'The entry as saved'),
      400: err('validation_error'),
      401: err('Not signed in'),
      403: err('Not a fan'),
      409: err('pick_locked'),
    },
  });
}
