import type { IncomingMessage } from 'node:http';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Which browser origins may open a socket (checked before any auth, in engine.io's `allowRequest`).
 *
 * - The origin of PUBLIC_URL (the one origin users open: web + /api + /socket.io behind the edge).
 * - Outside production only: any http(s) origin on a loopback host and any port (Vite dev server, the
 *   test stack on random ports, the web server on 8080).
 * - No Origin header: allowed. Browsers always send Origin on a WebSocket handshake and on cross-origin
 *   requests, so a missing Origin is either a same-origin polling GET or a non-browser client (which can
 *   forge any header anyway); the session cookie is still required by the auth middleware.
 * - Anything else, including the opaque origin `null`: refused with 403.
 */
export function createOriginPolicy(
  publicUrl: string,
  nodeEnv: string,
): (origin: string | undefined) => boolean {
  const publicOrigin = new URL(publicUrl).origin;
  const allowLoopback = nodeEnv !== 'production';
  return (origin) => {
    if (origin === undefined) return true;
    if (origin === publicOrigin) return true;
    if (!allowLoopback) return false;
    try {
      const url = new URL(origin);
      return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.has(url.hostname);
    } catch {
      return false;
    }
  };
}

export function requestOrigin(req: IncomingMessage): string | undefined {
  const origin = req.headers.origin;
  return Array.isArray(origin) ? origin[0] : origin;
}
