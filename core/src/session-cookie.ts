import { createHmac, timingSafeEqual } from 'node:crypto';
import { SESSION_COOKIE } from './session';

/**
 * Reading an express-session cookie and a stored session without express-session (server-only: node:crypto). Realtime
 * authenticates sockets with it, and the api's send route reads its kept sessions with it (api/src/http/hot-send.ts).
 */

/**
 * The first value of cookie `name` in a Cookie header, URL-decoded (as the `cookie` package that express-session uses).
 */
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

/** What a stored session record says: passport's user id (null: not signed in) and when its cookie expires (ms). */
export interface StoredSessionFacts {
  userId: number | null;
  expiresAt: number;
}

/** A session record's facts, or null when it does not parse. */
export function storedSessionFacts(json: string): StoredSessionFacts | null {
  let sess: StoredSession;
  try {
    sess = JSON.parse(json) as StoredSession;
  } catch {
    return null;
  }
  const at = sess.cookie?.expires ? Date.parse(sess.cookie.expires) : NaN;
  const id = Number(sess.passport?.user);
  return {
    userId: Number.isSafeInteger(id) && id > 0 ? id : null,
    expiresAt: Number.isFinite(at) ? at : Infinity,
  };
}

/**
 * The user id that passport stored in a session record (`session.passport.user`), or null when the record does not
 * parse, has expired, or is not signed in.
 */
export function userIdOfStoredSession(json: string): number | null {
  const facts = storedSessionFacts(json);
  return facts && facts.expiresAt > Date.now() ? facts.userId : null;
}
