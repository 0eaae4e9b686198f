import { COMMAND_KINDS, notFound } from '@fanlift/core';
import { getGame } from '@fanlift/db';
import { submitCommand } from '../commands/submit';
import { handle } from '../http/handle';
import type { Mount } from '../http/mount';

/**
 * POST /api/games/{id}/cheers (issue 28): a fan's cheer, staged as a `cheer` command for the session user (the
 * worker checks the game is live, the recipient plays in it and the daily cap, in the ledger transaction).
 * Registered by the /api/games router.
 */
export function cheerRoutes(m: Mount): void {
  const { deps } = m;
  handle(
    m,
    'POST /api/games/:id/cheers',
    async ({ params: { id }, body, user, req }) => {
      if (!(await getGame(deps.db.sequelize, id))) throw notFound('No such game.');
      return submitCommand(deps, req, COMMAND_KINDS.cheer, {
        fanUserId: user.id,
        gameId: id,
        ...(body.athleteId != null ? { athleteId: body.athleteId } : {}),
        ...(body.schoolId != null ? { schoolId: body.schoolId } : {}),
        likes: body.likes,
        ...(body.message ? { message: body.message } : {}),
      });
    },
    { badParams: () => notFound('No such game.') },
  );
}
