import { starsForLikesGiven } from '@fanlift/core';
import { fanAccount, fanLikesGiven, getBalance } from '@fanlift/db';
import { handle } from '../http/handle';
import type { Mount } from '../http/mount';

/**
 * /api/me: what the header needs about the signed-in user: the wallet balance (the ledger's stored balance,
 * which invariant 4 keeps equal to the SPEC §4 rule over the wallet transactions) and the stars earned.
 */
export function meRoutes(m: Mount): void {
  const { sequelize } = m.deps.db;
  handle(m, 'GET /api/me/summary', async ({ user: me }) => {
    const [balance, given] = await Promise.all([
      getBalance(sequelize, fanAccount(me.id)),
      fanLikesGiven(sequelize, me.id),
    ]);
    return { balance, earnedStar: starsForLikesGiven(given) };
  });
}
