import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { SESSION_COOKIE } from '@fanlift/core';
import type { WebConfig } from '@fanlift/core/config';
import { redactUrl } from '@fanlift/core/logging';
import { UpstreamPool, urlList } from './upstreams';

function jsonError(res: ServerResponse, status: number, code: string, message: string) {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify({ error: { code, message } }));
}

function isServerResponse(x: unknown): x is ServerResponse {
  return !!x && typeof (x as ServerResponse).writeHead === 'function';
}

export const isSocketPath = (url: string | undefined) =>
  url === '/socket.io' || !!url?.startsWith('/socket.io/') || !!url?.startsWith('/socket.io?');

const cookieValue = (cookie: string | undefined, name: string) => {
  for (const part of (cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
};

/** http-proxy hands the target as a url.parse() object (or a URL, or a string): its origin. */
const originOf = (target: unknown): string => {
  const href = typeof target === 'string' ? target : ((target as { href?: string }).href ?? String(target));
  try {
    return new URL(href).origin;
  } catch {
    return href;
  }
};

/**
 * Which realtime node serves a /socket.io request (README "Scaling"). A new WebSocket-only connection (an
 * upgrade without an engine.io `sid`; the SPA connects so) may go to any node: round-robin, so one user's tabs
 * spread over the nodes. Everything of an engine.io long-polling session (its handshake, every poll, and its
 * upgrade, which carries the `sid`) must reach one node: hashed on the session cookie (else the client
 * address), the same rule as the nginx edge (deploy/nginx.conf).
 */
export function realtimeTarget(pool: UpstreamPool, req: IncomingMessage): string {
  const query = new URL(req.url ?? '/', 'http://x').searchParams;
  const upgrade = (req.headers.upgrade ?? '').toLowerCase() === 'websocket';
  if (upgrade && !query.get('sid')) return pool.next();
  return pool.byKey(cookieValue(req.headers.cookie, SESSION_COOKIE) ?? req.socket.remoteAddress ?? '');
}

/** The /api and /socket.io proxies of the web server, each balanced over its comma list of nodes. */
export function createProxies(config: WebConfig, logger: Logger) {
  const apiPool = new UpstreamPool(urlList(config.API_URL), { intervalMs: config.UPSTREAM_CHECK_MS, logger });
  const realtimePool = new UpstreamPool(urlList(config.REALTIME_URL), {
    intervalMs: config.UPSTREAM_CHECK_MS,
    logger,
  });

  const proxyError =
    (what: string, pool: UpstreamPool) =>
    (err: Error, req: IncomingMessage, res: ServerResponse | Socket, target?: unknown) => {
      const code = (err as NodeJS.ErrnoException).code;
      // Never reached (refused, reset before an answer, unknown host): skip the node until it is ready again.
      if (target && (code === 'ECONNREFUSED' || code === 'EHOSTUNREACH' || code === 'ENOTFOUND'))
        pool.markDown(originOf(target));
      logger.warn({ err: err.message, code, url: redactUrl(req.url ?? '') }, `${what} proxy error`);
      if (isServerResponse(res))
        jsonError(res, 502, 'unavailable', `The ${what} is not reachable right now.`);
      else res.destroy();
    };

  const apiProxy = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: apiPool.urls[0],
    router: () => apiPool.next(),
    // The api answers /api and the admins' queue dashboard (/admin/queues, bull-board).
    pathFilter: (pathname) => /^\/(api|admin\/queues)(\/|$)/.test(pathname),
    changeOrigin: false,
    xfwd: true,
    ws: false,
    on: { error: proxyError('api', apiPool) },
  });

  const socketProxy = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: realtimePool.urls[0],
    router: (req) => realtimeTarget(realtimePool, req),
    pathFilter: (pathname) => pathname === '/socket.io' || pathname.startsWith('/socket.io/'),
    changeOrigin: false,
    xfwd: true,
    ws: false, // upgrades are wired explicitly in startWebServer
    on: { error: proxyError('realtime service', realtimePool) },
  });

  apiPool.start();
  realtimePool.start();
  return {
    apiProxy,
    socketProxy,
    apiPool,
    realtimePool,
    /** Probe every node now: ready when at least one node of each service is. */
    async readiness() {
      const [api, realtime] = await Promise.all([apiPool.check(), realtimePool.check()]);
      return {
        api: Object.values(api).some(Boolean),
        realtime: Object.values(realtime).some(Boolean),
        nodes: { api, realtime },
      };
    },
    stop() {
      apiPool.stop();
      realtimePool.stop();
    },
  };
}
