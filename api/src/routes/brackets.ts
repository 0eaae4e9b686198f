import { forbidden, notFound } from '@fanlift/core';
import { bracketLeaderboard, bracketView, saveBracketPick, saveBracketTiebreaker } from '@fanlift/db';
import type { HandleOptions } from '../http/handle';
import { handle } from '../http/handle';
import type { Mount } from '../http/mount';
import { isAdmin } from '../middleware/auth';

/**
 * A bracket path that names nothing: an unknown kind or game code is a 404 (as an unknown bracket or game), a fan
 * id that is not an id is not this route.
 */
export const bracketPaths: HandleOptions = {
  badParams: (failed) =>
    failed.includes('kind')
      ? notFound('Bracket not found')
      : failed.includes('code')
        ? notFound('No such game in this bracket')
        : failed.includes('fanId')
          ? 'next'
          : undefined,
};

/**
 * Brackets (DESIGN §5 brackets): the CFP (`cfp`) and men's tournament (`mbb`) brackets are public to view; fans
 * play. A pick is saved as it is made (PUT, idempotent: the same pick twice is one row) and refused once its
 * game has kicked off by the server's clock. The fan is always the session's: no route writes another fan's
 * bracket, and bodies with unknown keys (a `userId`, say) are refused.
 */
export function bracketsRoutes(m: Mount): void {
  const sequelize = m.deps.db.sequelize;

  handle(
    m,
    'GET /api/brackets/:kind',
    async ({ params: { kind }, user }) =>
      bracketView(sequelize, kind, user && user.userType === 'fan' ? user.id : null),
    bracketPaths,
  );

  handle(
    m,
    'GET /api/brackets/:kind/leaderboard',
    async ({ params: { kind }, query: { limit }, user }) =>
      bracketLeaderboard(sequelize, kind, user?.id ?? null, limit),
    bracketPaths,
  );

  /** One fan's bracket, read-only: the fan themself or an admin. */
  handle(
    m,
    'GET /api/brackets/:kind/entries/:fanId',
    async ({ params: { kind, fanId }, user, req }) => {
      if (fanId !== user.id && !isAdmin(req)) throw forbidden("Only admins can see another fan's bracket.");
      const view = await bracketView(sequelize, kind, fanId);
      if (!view.entry) throw notFound('This fan has no bracket yet.');
      return view;
    },
    bracketPaths,
  );

  handle(
    m,
    'PUT /api/brackets/:kind/picks/:code',
    async ({ params: { kind, code }, body: { schoolId }, user }) =>
      saveBracketPick(sequelize, kind, user.id, code, schoolId),
    bracketPaths,
  );

  handle(
    m,
    'PUT /api/brackets/:kind/tiebreaker',
    async ({ params: { kind }, body: { points }, user }) =>
      saveBracketTiebreaker(sequelize, kind, user.id, points),
    bracketPaths,
  );
}
