import type { RequestListener } from 'node:http';
import express, { type Express, type RequestHandler, type Router } from 'express';
import helmet from 'helmet';
import type passport from 'passport';
import swaggerUi from 'swagger-ui-express';
import { ROUTES, splitRouteKey, type RouteSpec } from '@fanlift/core/routes';
import type { ApiDeps } from './deps';
import { createSessionMiddleware } from './auth/session';
import { createPassport } from './auth/passport';
import { requireAdmin } from './middleware/auth';
import { requireXhr } from './middleware/require-xhr';
import { forwardedPolicy, type ForwardedPolicy } from './middleware/forwarded';
import { errorHandler, notFound } from './middleware/errors';
import { healthRoutes, probeRouter } from './routes/health';
import { QUEUE_DASHBOARD_PATH, queueDashboard } from './routes/admin/queues';
import { httpMetricsMiddleware } from '@fanlift/core/metrics';
import { FAVICON_CONTENT_TYPE, faviconIco } from '@fanlift/core/brand-icon';
import { buildOpenApiDocument } from './openapi/document';
import { MOUNTS, type MountEntry } from './routes';
import { handle } from './http/handle';
import { requestLog } from './http/request-log';
import { mountAt } from './http/mount';
import { HOT_SEND_PATH, createHotSend } from './http/hot-send';

export interface AppState {
  shuttingDown: boolean;
}

/** Paths under /api of the routes declared `noXhr` (the raw-body webhook comes before the check anyway). */
function noXhrPaths(): string[] {
  return Object.entries(ROUTES as Readonly<Record<string, RouteSpec>>)
    .filter(([, spec]) => spec.noXhr && !spec.rawBody)
    .map(([key]) => {
      const { path } = splitRouteKey(key);
      if (path.includes(':')) throw new Error(`${key}: a noXhr route has a fixed path`);
      return path.slice('/api'.length);
    });
}

function routerOf(r: MountEntry, deps: ApiDeps, pp: passport.PassportStatic): Router {
  const m = mountAt(r.mount, deps, pp);
  if (r.adminOnly) m.router.use(requireAdmin);
  r.routes(m);
  return m.router;
}

/**
 * The app's first middleware, the same for the hot send (http/hot-send.ts): X-Forwarded-* is believed only from a
 * proxy that proves itself (PROXY_SECRET, TRUST_PROXY), and on every other request those headers are removed before
 * anything reads them; security headers; request metrics (labelled by `metricsRoute`, else the matched route); one
 * log line per request (credentials redacted), built only when its level is enabled, probes not logged.
 */
function everyRequest(deps: ApiDeps, forwarded: ForwardedPolicy, metricsRoute?: string): RequestHandler[] {
  return [
    forwarded.middleware,
    helmet({ crossOriginResourcePolicy: { policy: 'same-origin' } }),
    httpMetricsMiddleware(deps.metrics.http, metricsRoute ? () => metricsRoute : undefined),
    requestLog(deps.logger, (url) => url === '/healthz' || url === '/readyz'),
  ];
}

const jsonBody = () => express.json({ limit: '100kb' });

/** The api's HTTP listener: the hot send (http/hot-send.ts) first, then the app. */
export function createApiListener(deps: ApiDeps, state: AppState = { shuttingDown: false }): RequestListener {
  const app = createApp(deps, state);
  return createHotSend(deps, {
    app: (req, res) => void app(req, res),
    everyRequest: everyRequest(deps, forwardedPolicy(deps.config), HOT_SEND_PATH),
    jsonBody: jsonBody(),
  });
}

export function createApp(deps: ApiDeps, state: AppState = { shuttingDown: false }): Express {
  const app = express();
  app.disable('x-powered-by');
  // req.ip is the client a proving proxy saw (everyRequest's first middleware keeps its X-Forwarded-* only).
  const forwarded = forwardedPolicy(deps.config);
  app.set('trust proxy', forwarded.trust);
  app.use(...everyRequest(deps, forwarded));
  const shuttingDown = () => state.shuttingDown;
  app.use(probeRouter(deps, shuttingDown));
  // The browser-tab icon of the pages the api renders (development sign-in, local checkout).
  app.get('/favicon.ico', (_req, res) => {
    res
      .type(FAVICON_CONTENT_TYPE)
      .set('Cache-Control', 'public, max-age=86400')
      .send(Buffer.from(faviconIco()));
  });

  // Raw-body routes (the Stripe webhook) come before the JSON parser and the session.
  const session = createSessionMiddleware(deps);
  const pp = createPassport(deps);
  const probes = mountAt('/api', deps, pp);
  healthRoutes(probes, shuttingDown);
  app.use('/api', probes.router);
  for (const r of MOUNTS.filter((e) => e.rawBody)) app.use(r.mount, routerOf(r, deps, pp));

  app.use(jsonBody());
  app.use('/api', session, pp.initialize(), pp.session());
  app.use('/api', requireXhr(noXhrPaths()));
  // The queue dashboard (bull-board) for admins: the web origin proxies /admin/queues here.
  app.use(QUEUE_DASHBOARD_PATH, session, pp.initialize(), pp.session(), queueDashboard(deps));

  // The API description is for developers: off in production unless API_DOCS=true.
  if (deps.config.API_DOCS ?? deps.config.NODE_ENV !== 'production') {
    const openapi = buildOpenApiDocument();
    const docs = mountAt('/api/openapi.json', deps, pp);
    handle(docs, 'GET /api/openapi.json', () => ({ ...openapi }));
    app.use(docs.path, docs.router);
    app.use('/api/docs', helmet({ contentSecurityPolicy: false }), swaggerUi.serve, swaggerUi.setup(openapi));
  }

  for (const r of MOUNTS.filter((e) => !e.rawBody)) app.use(r.mount, routerOf(r, deps, pp));

  app.use(notFound);
  app.use(errorHandler(deps.logger));
  return app;
}
