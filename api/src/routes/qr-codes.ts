import { Router, type Request } from 'express';
import QRCode from 'qrcode';
import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  notFound,
  claimInviteBodySchema,
  claimInviteViewSchema,
  qrCodeIdSchema,
  qrCodeListSchema,
  qrCodeSchema,
  qrCreateBodySchema,
} from '@fanlift/core';
import {
  claimInviteView,
  createClaimInvite,
  enqueueEmail,
  ensureAffiliate,
  getQrRow,
  insertQrCode,
  listQrRows,
  qrScanUrl,
  recordQrScan,
  redeemClaimInvite,
  resolveQrTarget,
  toQrCode,
  type QrRow,
} from '@fanlift/db';
import type { ApiDeps } from '../deps';
import { err, json } from '../openapi/helpers';
import { isAdmin, requireAdmin, requireFan, requireUser, sessionUser } from '../middleware/auth';

const codeParam = z.object({ code: qrCodeIdSchema });
const imageQuery = z.object({ size: z.coerce.number().int().min(128).max(2048).default(512) });

/**
 * /api/qr-codes (DESIGN §5): a fan or admin makes a code for an athlete's profile or fund page, a school, their invite
 * link or their affiliate link. The code encodes PUBLIC_URL/api/qr/{id}, which counts the scan and redirects to
 * the stored same-site path (never off-site). Codes are their maker's: anyone else gets 404.
 */
export function qrCodesRouter(deps: ApiDeps): Router {
  const r = Router();
  const { sequelize } = deps.db;
  const publicUrl = deps.config.PUBLIC_URL;

  /** The code when the session user made it (or is an admin); otherwise 404, so ids reveal nothing. */
  async function ownCode(req: Request): Promise<QrRow> {
    const parsed = codeParam.safeParse(req.params);
    const row = parsed.success ? await getQrRow(sequelize, parsed.data.code) : null;
    if (!row || (row.user_id !== sessionUser(req).id && !isAdmin(req))) throw notFound('QR code not found');
    return row;
  }

  r.post('/', requireFan, async (req, res) => {
    const body = qrCreateBodySchema.parse(req.body ?? {});
    const me = sessionUser(req);
    const target = await resolveQrTarget(sequelize, {
      kind: body.kind,
      targetId: body.targetId,
      userId: me.id,
      affiliateCode: async () => (await ensureAffiliate(sequelize, me.id)).code,
    });
    const row = await insertQrCode(sequelize, {
      userId: me.id,
      kind: body.kind,
      targetId: target.targetId,
      targetPath: target.path,
      label: body.label,
    });
    res.status(201).json(toQrCode(row, publicUrl));
  });

  r.get('/', requireUser, async (req, res) => {
    const rows = await listQrRows(sequelize, sessionUser(req).id);
    res.json({ qrCodes: rows.map((row) => toQrCode(row, publicUrl)) });
  });

  r.get('/:code', requireUser, async (req, res) => {
    res.json(toQrCode(await ownCode(req), publicUrl));
  });

  r.get('/:code/image.svg', requireUser, async (req, res) => {
    const row = await ownCode(req);
    const svg = await QRCode.toString(qrScanUrl(publicUrl, row.code), {
      type: 'svg',
      errorCorrectionLevel: 'M',
      margin: 2,
    });
    res.set({
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Content-Disposition': `attachment; filename="fanlift-qr-${row.code}.svg"`,
      'Content-Security-Policy': "default-src 'none'",
      'Cache-Control': 'private, max-age=300',
    });
    res.send(svg);
  });

  r.get('/:code/image.png', requireUser, async (req, res) => {
    const row = await ownCode(req);
    const { size } = imageQuery.parse(req.query);
    const png = await QRCode.toBuffer(qrScanUrl(publicUrl, row.code), {
      type: 'png',
      errorCorrectionLevel: 'M',
      margin: 2,
      width: size,
    });
    res.set({
      'Content-Type': 'image/png',
      'Content-Disposition': `${req.query.download === '1' ? 'attachment' : 'inline'}; filename="fanlift-qr-${row.code}.png"`,
      'Cache-Control': 'private, max-age=300',
    });
    res.send(png);
  });

  // Claim invites: admins make them; the athlete they are for redeems one, once, before it expires.
  r.get('/claim-invites/:code', async (req, res) => {
    const { code } = codeParam.parse(req.params);
    const view = await claimInviteView(sequelize, code);
    if (!view) throw notFound('Claim invite not found');
    res.json(view);
  });

  r.post('/claim-invites/:code/redeem', requireUser, async (req, res) => {
    const { code } = codeParam.parse(req.params);
    const done = await redeemClaimInvite(sequelize, code, sessionUser(req).id, { publicUrl });
    for (const emailId of done.emailIds)
      await enqueueEmail(deps.queues, emailId).catch((err: unknown) =>
        deps.logger.warn({ err: (err as Error).message, emailId }, 'claim email staged; enqueue deferred'),
      );
    res.json({ athleteId: done.athleteId, claimId: done.claimId });
  });

  return r;
}

/** /api/qr: the public scan redirect (what every QR code encodes). */
export function qrScanRouter(deps: ApiDeps): Router {
  const r = Router();
  const { sequelize } = deps.db;
  /** Public: count a scan and go to the code's page on this site (400 off_site_target otherwise). */
  r.get('/:code', async (req, res) => {
    const code = qrCodeIdSchema.safeParse(req.params.code);
    const path = code.success ? await recordQrScan(sequelize, code.data) : null;
    if (!path) throw notFound('QR code not found');
    res.set('Cache-Control', 'no-store');
    res.redirect(302, path);
  });

  return r;
}

/** /api/admin/qr-codes: claim invites for pre-existing athlete profiles (admins). */
export function adminQrCodesRouter(deps: ApiDeps): Router {
  const r = Router();
  const { sequelize } = deps.db;
  const publicUrl = deps.config.PUBLIC_URL;
  r.post('/claim-invites', requireAdmin, async (req, res) => {
    const body = claimInviteBodySchema.parse(req.body ?? {});
    const row = await createClaimInvite(sequelize, {
      adminUserId: sessionUser(req).id,
      athleteId: body.athleteId,
      expiresInDays: body.expiresInDays,
    });
    res.status(201).json(toQrCode(row, publicUrl));
  });

  return r;
}

const codePath = z.object({ code: z.string() });

export function qrCodesOpenApi(reg: OpenAPIRegistry): void {
  reg.registerPath({
    method: 'post',
    path: '/api/qr-codes',
    summary: 'Make a QR code for an athlete, fund page, school, your invite link or your affiliate link',
    request: { body: { content: { 'application/json': { schema: qrCreateBodySchema } } } },
    responses: { 201: json(qrCodeSchema, 'Created'), 404: err('No such athlete or school') },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/qr-codes',
    summary: 'Your QR codes with their scan counts',
    responses: { 200: json(qrCodeListSchema, 'Codes') },
  });
  for (const [suffix, summary] of [
    ['', 'One of your QR codes (404 for anyone else)'],
    ['/image.svg', 'The code as SVG (download)'],
    ['/image.png', 'The code as PNG (?size=128..2048, ?download=1)'],
  ] as const)
    reg.registerPath({
      method: 'get',
      path: `/api/qr-codes/{code}${suffix}`,
      summary,
      request: { params: codePath },
      responses: {
        200: suffix ? { description: 'Image' } : json(qrCodeSchema, 'Code'),
        404: err('Not found'),
      },
    });
  reg.registerPath({
    method: 'get',
    path: '/api/qr/{code}',
    summary: 'Scan: counts it and redirects (302) to the code page on this site; never off-site',
    request: { params: codePath },
    responses: { 302: { description: 'To the target page' }, 404: err('Unknown code') },
  });
  reg.registerPath({
    method: 'post',
    path: '/api/admin/qr-codes/claim-invites',
    summary: 'Admin: a single-use, expiring claim invite for an unclaimed athlete profile',
    request: { body: { content: { 'application/json': { schema: claimInviteBodySchema } } } },
    responses: { 201: json(qrCodeSchema, 'Created'), 409: err('Profile already claimed') },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/qr-codes/claim-invites/{code}',
    summary: 'What a claim invite is for, and whether it is open, used or expired',
    request: { params: codePath },
    responses: { 200: json(claimInviteViewSchema, 'Invite') },
  });
  reg.registerPath({
    method: 'post',
    path: '/api/qr-codes/claim-invites/{code}/redeem',
    summary: 'Redeem a claim invite (signed-in athlete): the claim is approved by the invite',
    request: { params: codePath },
    responses: {
      200: json(z.object({ athleteId: z.number(), claimId: z.number() }), 'Claimed'),
      409: err('invite_used, invite_expired, already_claimed or already_has_profile'),
    },
  });
}
