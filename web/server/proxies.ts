import { Agent, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { SESSION_COOKIE } from '@fanlift/core';
import type { WebConfig } from '@fanlift/core/config';
import { redactUrl } from '@fanlift/core/logging';
import { setForwardedHeaders } from './forwarded';
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

  // Answers under way from an upstream: relayed whole even if sending the request body then fails.
  const answered = new WeakSet<ServerResponse>();
  const proxyError =
    (what: string, pool: UpstreamPool) =>
    (err: Error, req: IncomingMessage, res: ServerResponse | Socket, target?: unknown) => {
      const code = (err as NodeJS.ErrnoException).code;
      // The upstream answered before it read the whole body (a refused upload): its answer is being relayed.
      if (isServerResponse(res) && answered.has(res)) {
        logger.debug({ err: err.message, code, url: redactUrl(req.url ?? '') }, `${what} answered early`);
        return;
      }
      // Never reached, or gone before an answer (refused, reset, unknown host; a kept-alive connection the node
      // closed as it stopped): skip the node until a probe finds it ready again.
      if (target && code && ['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENOTFOUND'].includes(code))
        pool.markDown(originOf(target));
      logger.warn({ err: err.message, code, url: redactUrl(req.url ?? '') }, `${what} proxy error`);
      if (isServerResponse(res))
        jsonError(res, 502, 'unavailable', `The ${what} is not reachable right now.`);
      else res.destroy();
    };
  const forwarding = { publicUrl: config.PUBLIC_URL, secret: config.PROXY_SECRET };
  const relay = (proxyRes: IncomingMessage, req: IncomingMessage, res: ServerResponse) => {
    answered.add(res);
    // Hop-by-hop: how the api connection is kept is not the client connection's business.
    delete proxyRes.headers.connection;
    delete proxyRes.headers['keep-alive'];
    const proxyReq = (proxyRes as IncomingMessage & { req: ClientRequest }).req;
    proxyRes.once('end', () => {
      if (proxyReq.writableFinished) return;
      // The upstream answered before it read the whole body (a refused upload). Stop sending it (node's client
      // would wait for a 'drain' that never comes once the answer is in) and read the rest of the client's body
      // here, discarding it, so the client gets the answer whole and its connection stays usable.
      req.unpipe(proxyReq);
      proxyReq.destroy();
      req.resume();
    });
    // An answer cut short upstream is cut short here too (never left hanging, never completed by us).
    proxyRes.once('close', () => {
      if (!proxyRes.complete) res.destroy();
    });
  };

  const apiProxy = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: apiPool.urls[0],
    router: () => apiPool.next(),
    // The api answers /api and the admins' queue dashboard (/admin/queues, bull-board).
    pathFilter: (pathname) => /^\/(api|admin\/queues)(\/|$)/.test(pathname),
    changeOrigin: false,
    // Kept-alive connections to the api (http-proxy otherwise sends `Connection: close`, and a node that
    // answers before reading the body, e.g. 401 on an upload, then closes with the body unread: the reset
    // could take its answer with it). Idle ones are let go before the api's keep-alive timeout (5 s) ends them.
    agent: new Agent({ keepAlive: true, timeout: 4_000 }),
    xfwd: false,
    ws: false,
    on: {
      proxyReq: (proxyReq, req) => {
        // Hop-by-hop: the client's `Connection: close` is not the api connection's business.
        proxyReq.setHeader('connection', 'keep-alive');
        proxyReq.removeHeader('keep-alive');
        setForwardedHeaders(proxyReq, req, forwarding);
      },
      proxyRes: relay,
      error: proxyError('api', apiPool),
    },
  });

  const socketProxy = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: realtimePool.urls[0],
    router: (req) => realtimeTarget(realtimePool, req),
    pathFilter: (pathname) => pathname === '/socket.io' || pathname.startsWith('/socket.io/'),
    changeOrigin: false,
    xfwd: false,
    ws: false, // upgrades are wired explicitly in startWebServer
    on: {
      // Realtime needs no secret (it counts nothing per address): only the address this server saw.
      proxyReq: (proxyReq, req) => setForwardedHeaders(proxyReq, req, { publicUrl: config.PUBLIC_URL }),
      proxyReqWs: (proxyReq, req) => setForwardedHeaders(proxyReq, req, { publicUrl: config.PUBLIC_URL }),
      proxyRes: relay,
      error: proxyError('realtime service', realtimePool),
    },
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
