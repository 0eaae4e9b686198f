import { COMMAND_KINDS, cheerCommandPayload, notFound } from '@fanlift/core';
import { getGame } from '@fanlift/db';
import { submitCommand } from '../commands/submit';
import { handle } from '../http/handle';
import type { Mount } from '../http/mount';

/**
 * POST /api/games/{id}/cheers (issue 28): a fan's cheer, staged as a `cheer` command for the session user (the
 * worker checks the game is live, the recipient plays in it and the daily cap, in the ledger transaction). The web's
 * composer cheers through realtime's `chat:cheer` (applied at once) and falls back to this route with the same key.
 * Registered by the /api/games router.
 */
export function cheerRoutes(m: Mount): void {
  const { deps } = m;
  handle(
    m,
    'POST /api/games/:id/cheers',
    async ({ params: { id }, body, user, req }) => {
      if (!(await getGame(deps.db.sequelize, id))) throw notFound('No such game.');
      return submitCommand(deps, req, COMMAND_KINDS.cheer, cheerCommandPayload(user.id, id, body));
    },
    { badParams: () => notFound('No such game.') },
  );
}
