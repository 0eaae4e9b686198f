import { Router } from 'express';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { meSummarySchema, starsForLikesGiven, type MeSummary } from '@fanlift/core';
import { fanAccount, fanLikesGiven, getBalance } from '@fanlift/db';
import type { ApiDeps } from '../deps';
import { requireUser, sessionUser } from '../middleware/auth';
import { err, json } from '../openapi/helpers';

/**
 * /api/me: what the header needs about the signed-in user: the wallet balance (the ledger's stored balance,
 * which invariant 4 keeps equal to the SPEC §4 rule over the wallet transactions) and the stars earned.
 */
export function meRouter(deps: ApiDeps): Router {
  const r = Router();
  r.get('/summary', requireUser, async (req, res) => {
    const me = sessionUser(req);
    const [balance, given] = await Promise.all([
      getBalance(deps.db.sequelize, fanAccount(me.id)),
      fanLikesGiven(deps.db.sequelize, me.id),
    ]);
    const body: MeSummary = { balance, earnedStar: starsForLikesGiven(given) };
    res.json(body);
  });
  return r;
}

export function meOpenApi(reg: OpenAPIRegistry): void {
  reg.registerPath({
    method: 'get',
    path: '/api/me/summary',
    summary: 'Wallet balance and earned stars of the signed-in user',
    responses: { 200: json(meSummarySchema, 'Summary'), 401: err('Not signed in') },
  });
}
