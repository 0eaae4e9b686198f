import { randomBytes } from 'node:crypto';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { invalid, QR_CODE_PATTERN, type QrCode } from '@fanlift/core';
import { isSameSitePath } from './targets';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A random public id (12 characters of a 57-letter alphabet, ~70 bits): unguessable, safe in a URL. */
export function newQrCodeId(length = 12): string {
  const bytes = randomBytes(length * 2);
  let out = '';
  for (let i = 0; i < bytes.length && out.length < length; i++) {
    const b = bytes[i];
    if (b < ALPHABET.length * 4) out += ALPHABET[b % ALPHABET.length];
  }
  return out.length === length ? out : newQrCodeId(length);
}

export interface QrRow {
  id: number;
  code: string;
  user_id: number;
  kind: QrCode['kind'];
  target_id: number | null;
  target_path: string;
  label: string;
  scans: number;
  last_scanned_at: Date | string | null;
  expires_at: Date | string | null;
  used_at: Date | string | null;
  used_by: number | null;
  created_at: Date | string;
}

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

/** The scan URL a QR code encodes: the public origin + /api/qr/{code}. */
export const qrScanUrl = (publicUrl: string, code: string) =>
  `${publicUrl.replace(/\/+$/, '')}/api/qr/${code}`;

export function toQrCode(r: QrRow, publicUrl: string): QrCode {
  return {
    id: r.code,
    kind: r.kind,
    label: r.label,
    targetId: r.target_id == null ? null : Number(r.target_id),
    targetPath: r.target_path,
    scanUrl: qrScanUrl(publicUrl, r.code),
    scans: Number(r.scans),
    lastScannedAt: iso(r.last_scanned_at),
    createdAt: iso(r.created_at)!,
    expiresAt: iso(r.expires_at),
    usedAt: iso(r.used_at),
  };
}

export async function insertQrCode(
  sequelize: Sequelize,
  p: {
    userId: number;
    kind: QrCode['kind'];
    targetId: number | null;
    targetPath: string;
    label: string;
    expiresAt?: Date | null;
    code?: string;
  },
  opts: { transaction?: Transaction } = {},
): Promise<QrRow> {
  if (!isSameSitePath(p.targetPath))
    throw invalid('A QR code can only lead to a page of this site', 'off_site_target');
  const [row] = await sequelize.query<QrRow>(
    `INSERT INTO qr_codes (code, user_id, kind, target_id, target_path, label, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
    {
      bind: [
        p.code ?? newQrCodeId(),
        p.userId,
        p.kind,
        p.targetId,
        p.targetPath,
        p.label,
        p.expiresAt ?? null,
      ],
      type: QueryTypes.SELECT,
      transaction: opts.transaction,
    },
  );
  return row;
}

/** One code by its public id (null when the id is malformed or unknown). */
export async function getQrRow(sequelize: Sequelize, code: string): Promise<QrRow | null> {
  if (!QR_CODE_PATTERN.test(code)) return null;
  const [row] = await sequelize.query<QrRow>(`SELECT * FROM qr_codes WHERE code = $1`, {
    bind: [code],
    type: QueryTypes.SELECT,
  });
  return row ?? null;
}

/** A user's codes (claim invites are listed for admins among their own), newest first. */
export async function listQrRows(sequelize: Sequelize, userId: number): Promise<QrRow[]> {
  return sequelize.query<QrRow>(`SELECT * FROM qr_codes WHERE user_id = $1 ORDER BY id DESC LIMIT 500`, {
    bind: [userId],
    type: QueryTypes.SELECT,
  });
}

/**
 * Count a scan and answer where it leads: null when the code is unknown (or a claim invite, which is not a
 * scan-and-go code). Throws 400 off_site_target when the stored target is not a same-site path.
 */
export async function recordQrScan(sequelize: Sequelize, code: string): Promise<string | null> {
  if (!QR_CODE_PATTERN.test(code)) return null;
  const [row] = await sequelize.query<{ target_path: string; kind: string }>(
    `SELECT target_path, kind FROM qr_codes WHERE code = $1`,
    { bind: [code], type: QueryTypes.SELECT },
  );
  if (!row) return null;
  if (!isSameSitePath(row.target_path))
    throw invalid('This QR code does not lead to a page of this site', 'off_site_target');
  await sequelize.query(`UPDATE qr_codes SET scans = scans + 1, last_scanned_at = now() WHERE code = $1`, {
    bind: [code],
  });
  return row.target_path;
}
