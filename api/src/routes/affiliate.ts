import { Router } from 'express';
import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  AFFILIATE_CODE_PATTERN,
  affiliateAdminListSchema,
  affiliateStatsSchema,
  affiliateVisitSchema,
  notFound,
  rooms,
} from '@fanlift/core';
import {
  affiliateByCode,
  affiliateStats,
  ensureAffiliate,
  listAffiliates,
  recordAffiliateVisit,
} from '@fanlift/db';
import type { ApiDeps } from '../deps';
import { requireAdmin, requireFan } from '../middleware/auth';
import { setAffiliateCookie } from '../auth/affiliate-cookie';
import { err, json, jsonBody } from '../openapi/helpers';

const visitBody = z
  .object({ code: z.string().regex(AFFILIATE_CODE_PATTERN, 'not an affiliate code') })
  .strict();

/**
 * /api/affiliate (DESIGN §5 affiliate): a fan's code and dashboard; visits of an affiliate link (recorded, with
 * a signed 30-day cookie the sign-up reads); admins' list of every affiliate with totals.
 */
export function affiliateRouter(deps: ApiDeps): Router {
  const r = Router();
  const { sequelize } = deps.db;
  const publicUrl = deps.config.PUBLIC_URL;

  r.get('/me', requireFan, async (req, res) => {
    const a = await ensureAffiliate(sequelize, req.user!.id);
    res.json(await affiliateStats(sequelize, a, { publicUrl }));
  });

  r.get('/all', requireAdmin, async (_req, res) => {
    res.json({ affiliates: await listAffiliates(sequelize) });
  });

  /** A visit of /affiliate/{code}: recorded (not the affiliate's own), attribution kept 30 days in a cookie. */
  r.post('/visits', deps.limits.limit('search'), async (req, res) => {
    const { code } = visitBody.parse(req.body ?? {});
    const a = await affiliateByCode(sequelize, code);
    if (!a) throw notFound('No such affiliate link');
    const visitId = await recordAffiliateVisit(sequelize, a, req.user?.id ?? null);
    if (visitId) {
      if (!req.user)
        setAffiliateCookie(res, visitId, deps.config.SESSION_SECRET, deps.config.NODE_ENV === 'production');
      deps.emitter.to(rooms.user(a.userId)).emit('affiliate:update', { kind: 'visit' });
    }
    res.json({ code: a.code, firstName: a.firstName, recorded: visitId != null });
  });

  return r;
}

export function affiliateOpenApi(reg: OpenAPIRegistry): void {
  reg.registerPath({
    method: 'get',
    path: '/api/affiliate/me',
    summary: "The fan's affiliate code, link, visits, sign-ups, purchases and earnings by day (last 30 days)",
    responses: { 200: json(affiliateStatsSchema, 'Stats') },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/affiliate/all',
    summary: 'Every affiliate with totals (admins)',
    responses: { 200: json(affiliateAdminListSchema, 'Affiliates'), 403: err('Not an admin') },
  });
  reg.registerPath({
    method: 'post',
    path: '/api/affiliate/visits',
    summary:
      'Record a visit of an affiliate link; a sign-up within 30 days (cookie) is the affiliate’s referral',
    request: jsonBody(visitBody),
    responses: { 200: json(affiliateVisitSchema, 'Recorded'), 404: err('Unknown code') },
  });
}
