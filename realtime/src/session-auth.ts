import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Redis } from 'ioredis';
// The api writes sessions with the same contract (core; realtime never imports the api: DESIGN §2).
import { SESSION_COOKIE, sessionKeyPrefix } from '@fanlift/core';

export { SESSION_COOKIE, sessionKeyPrefix };

/** The first value of cookie `name` in a Cookie header, URL-decoded (as the `cookie` package that express-session uses). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** cookie-signature's unsign: `value.HMAC-SHA256(value) in base64 without padding`, compared in constant time. */
export function unsign(signed: string, secret: string): string | false {
  const dot = signed.lastIndexOf('.');
  if (dot <= 0) return false;
  const value = signed.slice(0, dot);
  const mac = createHmac('sha256', secret).update(value).digest('base64').replace(/=+$/, '');
  const expected = Buffer.from(`${value}.${mac}`);
  const actual = Buffer.from(signed);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? value : false;
}

/** The session id of an express-session cookie value (`s:<sid>.<signature>`), or null when missing or forged. */
export function sessionIdFromCookie(cookieHeader: string | undefined, secret: string): string | null {
  const raw = readCookie(cookieHeader, SESSION_COOKIE);
  if (!raw || !raw.startsWith('s:')) return null;
  const sid = unsign(raw.slice(2), secret);
  return sid || null;
}

interface StoredSession {
  cookie?: { expires?: string | null };
  passport?: { user?: unknown };
}

/**
 * The user id that passport stored in the session (`session.passport.user`), or null when the session does
 * not exist (expired keys are removed by Redis' TTL), has expired, or is not signed in. Redis errors throw.
 */
export async function userIdFromSession(
  redis: Redis,
  queuePrefix: string,
  sid: string,
): Promise<number | null> {
  const json = await redis.get(`${sessionKeyPrefix(queuePrefix)}${sid}`);
  if (!json) return null;
  let sess: StoredSession;
  try {
    sess = JSON.parse(json) as StoredSession;
  } catch {
    return null;
  }
  const expires = sess.cookie?.expires ? Date.parse(sess.cookie.expires) : NaN;
  if (Number.isFinite(expires) && expires <= Date.now()) return null;
  const id = Number(sess.passport?.user);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
