import { Router } from 'express';
import { starsForLikesGiven } from '@fanlift/core';
import { fanAccount, fanLikesGiven, getBalance } from '@fanlift/db';
import type { ApiDeps } from '../deps';
import { requireUser, sessionUser } from '../middleware/auth';

/**
 * What the header needs about the signed-in user: the wallet balance (the ledger's stored balance, which
 * invariant 4 keeps equal to the SPEC §4 rule over the wallet transactions) and the stars earned.
 */
export function meRouter(deps: ApiDeps): Router {
  const r = Router();
  r.get('/me/summary', requireUser, async (req, res) => {
    const me = sessionUser(req);
    const [balance, given] = await Promise.all([
      getBalance(deps.db.sequelize, fanAccount(me.id)),
      fanLikesGiven(deps.db.sequelize, me.id),
    ]);
    res.json({ balance, earnedStar: starsForLikesGiven(given) });
  });
  return r;
}
