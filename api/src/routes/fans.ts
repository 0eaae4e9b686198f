import { DomainError } from '@fanlift/core';
import { getFanProfile } from '@fanlift/db';
import { handle } from '../http/handle';
import type { Mount } from '../http/mount';
import { isAdmin } from '../middleware/auth';

/** /api/fans: the fan profile page (SPEC §2 /fans/{fanId}). */
export function fansRoutes(m: Mount): void {
  /** Fan profile (any signed-in user); email only for yourself or an admin. */
  handle(
    m,
    'GET /api/fans/:id',
    async ({ params: { id }, user: me, req }) => {
      const fan = await getFanProfile(m.deps.db.sequelize, id, {
        includePrivate: me.id === id || isAdmin(req),
      });
      if (!fan) throw new DomainError('not_found', 'not_found', 'Fan not found');
      return fan;
    },
    { badParams: 'next' },
  );
}
