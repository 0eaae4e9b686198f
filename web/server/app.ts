import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import express from 'express';
import compression from 'compression';
import pino, { type Logger } from 'pino';
import type { WebConfig } from '@fanlift/core/config';
import { securityHeaders } from './security';
import { pageMeta, renderHead, robotsTxt } from './seo';
import { loggerOptions, redactUrl } from '@fanlift/core/logging';
import { FAVICON_CONTENT_TYPE, faviconIco } from '@fanlift/core/brand-icon';
import { createProxies, isSocketPath } from './proxies';
import { createSsr, hasSessionCookie, injectPage } from './ssr';
import { resolveDist, staticFiles } from './static-files';
import {
  createRegistry,
  httpMetrics,
  httpMetricsMiddleware,
  startMetricsServer,
} from '@fanlift/core/metrics';

export interface WebServer {
  url: string;
  port: number;
  server: Server;
  close(): Promise<void>;
}

export interface StartOptions {
  logger?: Logger;
  /** Milliseconds to wait for open connections on close before they are cut (default 10 s). */
  shutdownTimeoutMs?: number;
  /** Host to bind (default: BIND_HOST, 127.0.0.1 unless configured). */
  host?: string;
}

const NO_CACHE = 'no-cache';
/**
 * A server-rendered public page for visitors without a session: the edge (and browsers) may keep it a minute and
 * serve it stale for 5 more while it fetches a new one; the page corrects its figures when it hydrates.
 */
const PUBLIC_PAGE_CACHE = 'public, max-age=60, stale-while-revalidate=300';
/** Anything sent to a signed-in visitor (a session cookie) is theirs alone. */
const PRIVATE_PAGE = 'private, no-store';

export function createWebApp(config: WebConfig, logger: Logger) {
  const distDir = resolveDist(config.WEB_DIST);
  const indexHtml = path.join(distDir, 'index.html');
  // index.html read once per build (its mtime changes when the SPA is rebuilt).
  let index = { mtimeMs: -1, html: '' };
  const readIndex = () => {
    const { mtimeMs } = statSync(indexHtml);
    if (mtimeMs !== index.mtimeMs) index = { mtimeMs, html: readFileSync(indexHtml, 'utf8') };
    return index.html;
  };
  /** GET from the api for page meta; a slow or failing api only costs the preview, never the page. */
  const proxies = createProxies(config, logger);
  const fetchApi = async (p: string) => {
    try {
      const res = await fetch(new URL(p, proxies.apiPool.next()), { signal: AbortSignal.timeout(1500) });
      return { status: res.status, body: res.ok ? ((await res.json()) as unknown) : null };
    } catch (err) {
      logger.warn({ err: (err as Error).message, path: p }, 'page meta lookup failed');
      return null;
    }
  };
  const ssr = createSsr(config, logger, distDir, () => proxies.apiPool.next());
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', false);

  // Request log (pino JSON), health checks quieter.
  app.use((req, res, next) => {
    const start = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      const entry = {
        method: req.method,
        url: redactUrl(req.originalUrl),
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
      };
      if (req.path === '/healthz' || req.path === '/readyz') logger.debug(entry, 'request');
      else logger.info(entry, 'request');
    });
    next();
  });

  const registry = createRegistry('web');
  app.use(
    httpMetricsMiddleware(httpMetrics(registry), (req: express.Request) =>
      /^\/(api|admin\/queues)(\/|$)/.test(req.path)
        ? 'api (proxied)'
        : req.path.startsWith('/socket.io')
          ? 'socket.io (proxied)'
          : req.path.startsWith('/assets/')
            ? '/assets/*'
            : req.method === 'GET'
              ? 'page'
              : null,
    ),
  );
  app.use(proxies.apiProxy);
  app.use(proxies.socketProxy);

  // Everything the web server answers itself (the api and realtime set their own headers), compressed
  // (brotli when the browser takes it, else gzip) above 1 KiB.
  app.use(compression({ threshold: 1024 }));
  const production = config.NODE_ENV === 'production';
  app.use(securityHeaders(production));
  // Source maps live outside the served folder (web/sourcemaps); never serve one in production.
  if (production)
    app.use((req, res, next) => {
      if (!req.path.endsWith('.map')) return next();
      res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found');
    });

  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });

  app.get('/readyz', async (_req, res) => {
    // Ready when at least one api and one realtime node is (the others are skipped); every node is listed.
    const { api, realtime, nodes } = await proxies.readiness();
    const dist = existsSync(indexHtml);
    const ok = api && realtime && dist;
    res
      .status(ok ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: ok ? 'ok' : 'unavailable', checks: { api, realtime, dist }, nodes });
  });

  // The same icon as the api's (the SPA's pages link a data: icon; browsers still ask for /favicon.ico).
  app.get('/favicon.ico', (_req, res) => {
    res
      .type(FAVICON_CONTENT_TYPE)
      .set('Cache-Control', 'public, max-age=86400')
      .send(Buffer.from(faviconIco()));
  });

  app.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').type('text/plain').send(robotsTxt(config.PUBLIC_URL));
  });

  app.use(staticFiles(distDir));

  // SPA fallback: every other GET/HEAD gets index.html (the client router shows its own 404).
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!existsSync(indexHtml)) {
      res
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build:web` and restart.');
      return;
    }
    const signedIn = hasSessionCookie(req);
    // The page differs by session cookie (signed in: private) and by phone or not (ssr.ts isPhone); caches key
    // on both.
    res.vary('Cookie');
    res.vary('User-Agent');
    // The page's own title, description, canonical URL and share preview in the HTML crawlers read; 404 for
    // paths that are no page (the SPA still shows its not-found page to people). Public pages come rendered
    // (web/server/ssr.ts); any other page, or one whose server render failed, renders in the browser.
    const index = readIndex();
    Promise.all([pageMeta(req.path, config.PUBLIC_URL, fetchApi), ssr.renderPage(req, index)])
      .then(([{ status, meta }, rendered]) => {
        const template = renderHead(index, meta);
        const page = status === 200 ? rendered : null;
        res.set('Cache-Control', signedIn ? PRIVATE_PAGE : page?.complete ? PUBLIC_PAGE_CACHE : NO_CACHE);
        res
          .status(status)
          .type('html')
          .send(page ? injectPage(template, page) : template);
      })
      .catch(next);
  });

  app.use((_req: express.Request, res: express.Response) => {
    res.status(404).json({ error: { code: 'not_found', message: 'Not found' } });
  });

  app.use((err: Error, req: express.Request, res: express.Response, _next: express.NextFunction) => {
    logger.error({ err: err.message, url: redactUrl(req.originalUrl) }, 'request failed');
    if (!res.headersSent)
      res.status(500).json({ error: { code: 'internal', message: 'Something went wrong' } });
    else res.end();
  });

  return { app, proxies, distDir, registry };
}

/** Start the web process: static SPA + /api and /socket.io proxies on one origin. */
export async function startWebServer(config: WebConfig, options: StartOptions = {}): Promise<WebServer> {
  const logger = options.logger ?? pino(loggerOptions('web', config.LOG_LEVEL));
  const shutdownTimeoutMs = options.shutdownTimeoutMs ?? 10_000;
  const { app, proxies, distDir, registry } = createWebApp(config, logger);
  const metricsServer = await startMetricsServer(registry, config, logger);
  const server = createServer(app);

  // Upgraded (websocket) sockets are not tracked by the http server's connection list: keep them here.
  const upgraded = new Set<Socket>();
  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    if (isSocketPath(req.url)) {
      upgraded.add(socket);
      socket.once('close', () => upgraded.delete(socket));
      void proxies.socketProxy.upgrade(req, socket, head);
    } else {
      socket.destroy();
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.WEB_PORT, options.host ?? config.BIND_HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });

  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  logger.info(
    {
      host: options.host ?? config.BIND_HOST,
      port,
      distDir,
      api: config.API_URL,
      realtime: config.REALTIME_URL,
    },
    'web listening',
  );

  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= new Promise<void>((resolve) => {
      proxies.stop();
      void metricsServer.close();
      const timer = setTimeout(() => {
        logger.warn('closing open connections after shutdown timeout');
        server.closeAllConnections();
      }, shutdownTimeoutMs);
      timer.unref();
      // Keep-alive connections that finish their request while we close become idle: drop those as they do.
      const idle = setInterval(() => server.closeIdleConnections(), 200);
      server.close(() => {
        clearTimeout(timer);
        clearInterval(idle);
        resolve();
      });
      server.closeIdleConnections();
      // Websocket clients reconnect (to another web process) on their own.
      for (const s of upgraded) s.destroy();
    });
    return closing;
  };

  return { url, port, server, close };
}
