import { notFound, rooms } from '@fanlift/core';
import {
  affiliateByCode,
  affiliateStats,
  ensureAffiliate,
  listAffiliates,
  recordAffiliateVisit,
} from '@fanlift/db';
import { setAffiliateCookie } from '../auth/affiliate-cookie';
import { handle } from '../http/handle';
import type { Mount } from '../http/mount';

/**
 * /api/affiliate (DESIGN §5 affiliate): a fan's code and dashboard; visits of an affiliate link (recorded, with
 * a signed 30-day cookie the sign-up reads); admins' list of every affiliate with totals.
 */
export function affiliateRoutes(m: Mount): void {
  const { deps } = m;
  const { sequelize } = deps.db;
  const publicUrl = deps.config.PUBLIC_URL;

  handle(m, 'GET /api/affiliate/me', async ({ user }) =>
    affiliateStats(sequelize, await ensureAffiliate(sequelize, user.id), { publicUrl }),
  );

  handle(m, 'GET /api/affiliate/all', async () => ({ affiliates: await listAffiliates(sequelize) }));

  /** A visit of /affiliate/{code}: recorded (not the affiliate's own), attribution kept 30 days in a cookie. */
  handle(m, 'POST /api/affiliate/visits', async ({ body: { code }, user, res }) => {
    const a = await affiliateByCode(sequelize, code);
    if (!a) throw notFound('No such affiliate link');
    const visitId = await recordAffiliateVisit(sequelize, a, user?.id ?? null);
    if (visitId) {
      if (!user)
        setAffiliateCookie(res, visitId, deps.config.SESSION_SECRET, deps.config.NODE_ENV === 'production');
      deps.emitter.to(rooms.user(a.userId)).emit('affiliate:update', { kind: 'visit' });
    }
    return { code: a.code, firstName: a.firstName, recorded: visitId != null };
  });
}
