import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';

/**
 * The affiliate attribution cookie: the id of the visit of an affiliate link, signed with the session secret,
 * kept 30 days. The sign-up that follows (development sign-in or Auth0 callback) reads it; the database decides
 * whether the visit is still young enough.
 */
export const AFFILIATE_COOKIE = 'fanlift_aff';
const MAX_AGE_MS = 30 * 86_400_000;

const sign = (value: string, secret: string) =>
  createHmac('sha256', secret).update(`affiliate-visit:${value}`).digest('base64url').slice(0, 22);

export function setAffiliateCookie(res: Response, visitId: number, secret: string, secure: boolean): void {
  const v = String(visitId);
  res.cookie(AFFILIATE_COOKIE, `${v}.${sign(v, secret)}`, {
    maxAge: MAX_AGE_MS,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
  });
}

/** The visit id of a valid cookie, else null. */
export function affiliateVisitIdOf(req: Request, secret: string): number | null {
  const raw = (req.headers.cookie ?? '')
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${AFFILIATE_COOKIE}=`))
    ?.slice(AFFILIATE_COOKIE.length + 1);
  const m = raw ? /^([1-9][0-9]{0,17})\.([A-Za-z0-9_-]{22})$/.exec(decodeURIComponent(raw)) : null;
  if (!m) return null;
  const want = Buffer.from(sign(m[1], secret));
  const got = Buffer.from(m[2]);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
  const id = Number(m[1]);
  return Number.isSafeInteger(id) ? id : null;
}
