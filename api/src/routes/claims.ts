import { listMyClaims } from '@fanlift/db';
import { handle } from '../http/handle';
import type { Mount } from '../http/mount';

/**
 * /api/claims: the signed-in athlete's claim requests (DESIGN §5 "Profile claims need proof"). A request is made
 * at POST /api/athletes/{id}/claim and decided by an admin at /api/admin/claims.
 */
export function claimsRoutes(m: Mount): void {
  /** The signed-in athlete's claim requests, newest first. */
  handle(m, 'GET /api/claims/mine', async ({ user }) => ({
    claims: await listMyClaims(m.deps.db.sequelize, user.id),
  }));
}
