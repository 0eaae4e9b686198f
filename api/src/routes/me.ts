import { Router } from 'express';
import { QueryTypes } from 'sequelize';
import { starsForLikesGiven, walletBalance, type WalletTransaction } from '@fanlift/core';
import type { ApiDeps } from '../deps';
import { requireUser, sessionUser } from '../middleware/auth';

/** What the header needs about the signed-in fan: wallet balance (SPEC §4 rule) and earned stars. */
export function meRouter(deps: ApiDeps): Router {
  const r = Router();
  r.get('/me/summary', requireUser, async (req, res) => {
    const me = sessionUser(req);
    const rows = await deps.db.sequelize.query<
      Pick<WalletTransaction, 'type' | 'status'> & { likes: number }
    >(
      `SELECT type, status, SUM(likes)::int AS likes FROM wallet_transactions WHERE user_id = :id GROUP BY type, status`,
      { replacements: { id: me.id }, type: QueryTypes.SELECT },
    );
    const given = rows
      .filter((x) => x.type === 'used' && x.status === 'succeeded')
      .reduce((a, x) => a + x.likes, 0);
    res.json({ balance: walletBalance(rows), earnedStar: starsForLikesGiven(given) });
  });
  return r;
}
