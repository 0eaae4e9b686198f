import type { Request } from 'express';
import { LRUCache } from 'lru-cache';
import QRCode from 'qrcode';
import { notFound } from '@fanlift/core';
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
import { handle } from '../http/handle';
import type { Mount } from '../http/mount';
import { isAdmin } from '../middleware/auth';

/** A code that is not one names no code: 404, as an unknown code (ids reveal nothing). */
const noSuchCode = { badParams: () => notFound('QR code not found') };

/**
 * /api/qr-codes (DESIGN §5): a fan or admin makes a code for an athlete's profile or fund page, a school, their invite
 * link or their affiliate link. The code encodes PUBLIC_URL/api/qr/{id}, which counts the scan and redirects to
 * the stored same-site path (never off-site). Codes are their maker's: anyone else gets 404.
 */
export function qrCodesRoutes(m: Mount): void {
  const { deps } = m;
  const { sequelize } = deps.db;
  const publicUrl = deps.config.PUBLIC_URL;
  // A PNG costs 40-50 ms of CPU to draw and deflate, on the event loop every request waits on; a code's image
  // never changes (its address and size), so the recent ones are kept (at most about 2 MB).
  const pngs = new LRUCache<string, Buffer>({
    maxSize: 2 * 1024 * 1024,
    sizeCalculation: (b) => b.length || 1,
  });

  /** The code when the session user made it (or is an admin); otherwise 404, so ids reveal nothing. */
  async function ownCode(req: Request, code: string): Promise<QrRow> {
    const row = await getQrRow(sequelize, code);
    if (!row || (row.user_id !== req.user?.id && !isAdmin(req))) throw notFound('QR code not found');
    return row;
  }

  handle(m, 'POST /api/qr-codes', async ({ body, user: me }) => {
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
    return toQrCode(row, publicUrl);
  });

  handle(m, 'GET /api/qr-codes', async ({ user }) => ({
    qrCodes: (await listQrRows(sequelize, user.id)).map((row) => toQrCode(row, publicUrl)),
  }));

  handle(
    m,
    'GET /api/qr-codes/:code',
    async ({ params: { code }, req }) => toQrCode(await ownCode(req, code), publicUrl),
    noSuchCode,
  );

  handle(
    m,
    'GET /api/qr-codes/:code/image.svg',
    async ({ params: { code }, req, res }) => {
      const row = await ownCode(req, code);
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
    },
    noSuchCode,
  );

  handle(
    m,
    'GET /api/qr-codes/:code/image.png',
    async ({ params: { code }, query: { size, download }, req, res }) => {
      const row = await ownCode(req, code);
      const key = `${row.code}:${size ?? ''}`;
      let png = pngs.get(key);
      if (!png) {
        png = await QRCode.toBuffer(qrScanUrl(publicUrl, row.code), {
          type: 'png',
          errorCorrectionLevel: 'M',
          margin: 2,
          width: size,
        });
        pngs.set(key, png);
      }
      res.set({
        'Content-Type': 'image/png',
        'Content-Disposition': `${download === '1' ? 'attachment' : 'inline'}; filename="fanlift-qr-${row.code}.png"`,
        'Cache-Control': 'private, max-age=300',
      });
      res.send(png);
    },
    noSuchCode,
  );

  // Claim invites: admins make them; the athlete they are for redeems one, once, before it expires.
  handle(m, 'GET /api/qr-codes/claim-invites/:code', async ({ params: { code } }) => {
    const view = await claimInviteView(sequelize, code);
    if (!view) throw notFound('Claim invite not found');
    return view;
  });

  handle(m, 'POST /api/qr-codes/claim-invites/:code/redeem', async ({ params: { code }, user }) => {
    const done = await redeemClaimInvite(sequelize, code, user.id, { publicUrl });
    // The claim approved by the invite may have filled in the user's names.
    m.deps.sessionUsers.forget(user.id);
    for (const emailId of done.emailIds)
      await enqueueEmail(deps.queues, emailId).catch((err: unknown) =>
        deps.logger.warn({ err: (err as Error).message, emailId }, 'claim email staged; enqueue deferred'),
      );
    return { athleteId: done.athleteId, claimId: done.claimId };
  });
}

/** /api/qr: the public scan redirect (what every QR code encodes). */
export function qrScanRoutes(m: Mount): void {
  /** Public: count a scan and go to the code's page on this site (400 off_site_target otherwise). */
  handle(
    m,
    'GET /api/qr/:code',
    async ({ params: { code }, res }) => {
      const path = await recordQrScan(m.deps.db.sequelize, code);
      if (!path) throw notFound('QR code not found');
      res.set('Cache-Control', 'no-store');
      res.redirect(302, path);
    },
    noSuchCode,
  );
}

/** /api/admin/qr-codes: claim invites for pre-existing athlete profiles (admins). */
export function adminQrCodesRoutes(m: Mount): void {
  handle(m, 'POST /api/admin/qr-codes/claim-invites', async ({ body, user }) => {
    const row = await createClaimInvite(m.deps.db.sequelize, {
      adminUserId: user.id,
      athleteId: body.athleteId,
      expiresInDays: body.expiresInDays,
    });
    return toQrCode(row, m.deps.config.PUBLIC_URL);
  });
}
