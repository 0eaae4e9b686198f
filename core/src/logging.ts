import type { LoggerOptions } from 'pino';

/**
 * One redaction policy for the logs of every process (api, worker, realtime, web server). Whoever reads logs
 * must never be able to take over a session or redeem a link: cookies, authorization headers and token-like
 * query values are replaced by `[Redacted]` before a line is written.
 *
 * - `loggerOptions(name, level)` is what every process passes to `pino(...)`;
 * - `logSerializers` are also handed to pino-http (it replaces a logger's own `req`/`res` serializers);
 * - `redactUrl` is for any URL a process writes by hand.
 *
 * Import from `@fanlift/core/logging` (server code only; the browser bundle never needs it).
 */
export const REDACTED = '[Redacted]';

/** Header names whose values are credentials (compared lower-case). */
export const SENSITIVE_HEADERS: ReadonlySet<string> = new Set([
  'cookie',
  'set-cookie',
  'authorization',
  'proxy-authorization',
  'x-api-key',
  'x-auth-token',
  'x-csrf-token',
  'x-xsrf-token',
  'stripe-signature',
  // The shared secret of the proxy in front of the api (config/forwarded.ts).
  'x-fanlift-proxy-secret',
]);

/**
 * Query parameter names whose values are credentials or one-time codes: OAuth (`code`, `state`, tokens),
 * verification links (`token`), signatures, keys, secrets, passwords, session ids. Matched on the whole name,
 * case-insensitively, also with a prefix or suffix (`access_token`, `apiKey`, `client_secret`, `X-Amz-Signature`).
 */
const SENSITIVE_PARAM =
  /^(code|state|nonce|otp|sid|jwt|session|sessionid|password|passwd|pass|pwd|auth|hash)$|token|secret|key$|^key|signature|^sig$|_sig$|credential|password/i;

export function isSensitiveParam(name: string): boolean {
  return SENSITIVE_PARAM.test(name);
}

/** `user:password@` in a URL (Redis, PostgreSQL, SMTP URLs inside error messages). */
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/[^\s:/@]*):[^\s/@]+@/gi;

/** Replace the password of `scheme://user:password@host` URLs anywhere in a text. */
export function redactCredentials(text: string): string {
  return text.replace(URL_CREDENTIALS, `$1:${REDACTED}@`);
}

/**
 * The URL (absolute or a path with a query) with the values of sensitive query parameters replaced, and
 * credentials in an absolute URL removed. Everything else is kept as it was written.
 */
export function redactUrl(url: string): string {
  const withoutCredentials = redactCredentials(url);
  const q = withoutCredentials.indexOf('?');
  if (q < 0) return withoutCredentials;
  const hashAt = withoutCredentials.indexOf('#', q);
  const query = withoutCredentials.slice(q + 1, hashAt < 0 ? undefined : hashAt);
  const fragment = hashAt < 0 ? '' : withoutCredentials.slice(hashAt);
  const parts = query.split('&').map((part) => {
    const eq = part.indexOf('=');
    const rawName = eq < 0 ? part : part.slice(0, eq);
    let name = rawName;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      // keep the raw name
    }
    return eq >= 0 && isSensitiveParam(name) ? `${rawName}=${REDACTED}` : part;
  });
  return `${withoutCredentials.slice(0, q)}?${parts.join('&')}${fragment}`;
}

/** A query object (express `req.query`, socket.io `handshake.query`) with sensitive values replaced. */
export function redactQuery(query: unknown): unknown {
  if (!query || typeof query !== 'object') return query;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(query as Record<string, unknown>))
    out[k] = isSensitiveParam(k) ? REDACTED : v;
  return out;
}

/** Headers with credential values replaced (any letter case); other headers are kept for diagnosis. */
export function redactHeaders(headers: unknown): unknown {
  if (!headers || typeof headers !== 'object') return headers;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(headers as Record<string, unknown>))
    out[k] = SENSITIVE_HEADERS.has(k.toLowerCase()) ? REDACTED : v;
  return out;
}

interface LoggedRequest {
  url?: unknown;
  query?: unknown;
  headers?: unknown;
  [k: string]: unknown;
}

/** A request as pino-std-serializers maps it (or any object with url/query/headers), made safe to write. */
export function redactRequest<T>(req: T): T {
  if (!req || typeof req !== 'object') return req;
  const r = req as LoggedRequest;
  if (typeof r.url === 'string') r.url = redactUrl(r.url);
  if ('query' in r) r.query = redactQuery(r.query);
  if ('headers' in r) r.headers = redactHeaders(r.headers);
  return req;
}

/** A response as pino-std-serializers maps it: Set-Cookie (the new session id) is never written. */
export function redactResponse<T>(res: T): T {
  if (!res || typeof res !== 'object') return res;
  const r = res as { headers?: unknown };
  if ('headers' in r) r.headers = redactHeaders(r.headers);
  return res;
}

interface HandshakeLike {
  url?: string;
  address?: string;
  headers?: unknown;
  query?: unknown;
  auth?: unknown;
  secure?: boolean;
  xdomain?: boolean;
  time?: string;
}

/** A Socket.IO handshake (realtime): the cookie and any `auth` payload are never written. */
export function redactHandshake(h: HandshakeLike | undefined) {
  if (!h || typeof h !== 'object') return h;
  return {
    url: typeof h.url === 'string' ? redactUrl(h.url) : h.url,
    address: h.address,
    secure: h.secure,
    xdomain: h.xdomain,
    time: h.time,
    headers: redactHeaders(h.headers),
    query: redactQuery(h.query),
    auth: h.auth && typeof h.auth === 'object' && Object.keys(h.auth).length > 0 ? REDACTED : undefined,
  };
}

/** An error (or an error already serialized by pino) with credentials in URLs of its message and stack removed. */
export function redactError(err: unknown): unknown {
  if (typeof err === 'string') return redactCredentials(err);
  if (!err || typeof err !== 'object') return err;
  const e = err as { name?: unknown; type?: unknown; message?: unknown; stack?: unknown; code?: unknown };
  const out: Record<string, unknown> = { type: e.type ?? e.name };
  if (typeof e.message === 'string') out.message = redactCredentials(e.message);
  if (typeof e.stack === 'string') out.stack = redactCredentials(e.stack);
  if (e.code !== undefined) out.code = e.code;
  return out;
}

/**
 * Serializers by top-level log key. Keys named `url`, `req`, `res`, `headers`, `handshake` or `err` are made safe
 * wherever a process logs them.
 */
export const logSerializers = {
  req: redactRequest,
  res: redactResponse,
  url: (u: unknown) => (typeof u === 'string' ? redactUrl(u) : u),
  headers: redactHeaders,
  handshake: redactHandshake,
  err: redactError,
};

/**
 * Paths pino censors after serializing (defence in depth for objects logged under other keys). Header paths
 * are listed in both spellings pino-http and Node use.
 */
export const LOG_REDACT_PATHS: string[] = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["proxy-authorization"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  '*.headers.cookie',
  '*.headers.authorization',
  '*.headers["set-cookie"]',
  'cookie',
  'cookies',
  'authorization',
  'password',
  'token',
  'sessionId',
  'sid',
  '*.cookie',
  '*.password',
  '*.token',
  '*.sessionId',
];

/** What every process passes to `pino(...)`: name, level, the shared serializers and redaction. */
export function loggerOptions(name: string, level: string): LoggerOptions {
  return {
    name,
    level,
    serializers: logSerializers,
    redact: { paths: LOG_REDACT_PATHS, censor: REDACTED },
  };
}
