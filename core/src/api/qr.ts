import { z } from 'zod';
import { positiveId } from '../schemas/ids';

/**
 * QR code contracts (DESIGN §5 QR codes). A code points at a page of this site only: the client names the kind
 * and the target's id, the server builds the path (never a URL from the client), and the scan redirect
 * refuses anything that is not a same-site path.
 */
export const QR_KINDS = ['athlete', 'fund', 'school', 'invite', 'affiliate'] as const;
export const qrKindSchema = z.enum(QR_KINDS);
export type QrKind = z.infer<typeof qrKindSchema>;
export const QR_CODE_PATTERN = /^[A-Za-z0-9]{8,32}$/;
export const qrCodeIdSchema = z.string().regex(QR_CODE_PATTERN, 'not a QR code id');

export const qrCreateBodySchema = z
  .object({
    kind: qrKindSchema,
    /** The athlete (athlete, fund) or school (school); none for invite and affiliate (the session user's). */
    targetId: positiveId.optional(),
    label: z.string().trim().min(1).max(80),
  })
  .strict()
  .refine((b) => (b.kind === 'invite' || b.kind === 'affiliate') === (b.targetId == null), {
    message: 'Athlete, fund and school codes name a targetId; invite and affiliate codes do not',
  });
export type QrCreateBody = z.infer<typeof qrCreateBodySchema>;

export const qrCodeSchema = z.object({
  /** The public id (share page, scan URL). */
  id: z.string(),
  kind: z.enum([...QR_KINDS, 'claim-invite']),
  label: z.string(),
  targetId: z.number().int().nullable(),
  /** Where a scan lands (a path on this site). */
  targetPath: z.string(),
  /** What the QR encodes: PUBLIC_URL + /api/qr/{id} (counts the scan, then redirects to targetPath). */
  scanUrl: z.string(),
  scans: z.number().int(),
  lastScannedAt: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  usedAt: z.string().nullable(),
});
export type QrCode = z.infer<typeof qrCodeSchema>;
export const qrCodeListSchema = z.object({ qrCodes: z.array(qrCodeSchema) });
export type QrCodeList = z.infer<typeof qrCodeListSchema>;

/** Admin: a claim invite for a pre-existing athlete profile (single use, expires). */
export const CLAIM_INVITE_DEFAULT_DAYS = 14;
export const claimInviteBodySchema = z
  .object({
    athleteId: positiveId,
    expiresInDays: z.number().int().min(1).max(90).default(CLAIM_INVITE_DEFAULT_DAYS),
  })
  .strict();
export type ClaimInviteBody = z.infer<typeof claimInviteBodySchema>;

/** GET /api/qr-codes/claim-invites/{id}: what the invitee sees before redeeming. */
export const claimInviteViewSchema = z.object({
  id: z.string(),
  athlete: z.object({ id: z.number().int(), name: z.string(), photoUrl: z.string().nullable() }),
  status: z.enum(['open', 'used', 'expired']),
  expiresAt: z.string(),
});
export type ClaimInviteView = z.infer<typeof claimInviteViewSchema>;

/** `{code}` of the QR code routes. */
export const qrCodeParamsSchema = z.object({ code: qrCodeIdSchema });
/** GET /api/qr-codes/{code}/image.png: the size in pixels; download=1 answers it as an attachment. */
export const qrImageQuerySchema = z.object({
  size: z.coerce.number().int().min(128).max(2048).default(512),
  download: z.string().optional().catch(undefined),
});
/** POST /api/qr-codes/claim-invites/{code}/redeem: the profile claimed and the (approved) claim. */
export const claimInviteRedeemedSchema = z.object({ athleteId: z.number().int(), claimId: z.number().int() });
export type ClaimInviteRedeemed = z.infer<typeof claimInviteRedeemedSchema>;
