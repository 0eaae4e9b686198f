import express, { type Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import swaggerUi from 'swagger-ui-express';
import { logSerializers } from '@fanlift/core/logging';
import type { ApiDeps } from './deps';
import { createSessionMiddleware } from './auth/session';
import { createPassport } from './auth/passport';
import { requireXhr } from './middleware/require-xhr';
import { errorHandler, notFound } from './middleware/errors';
import { healthRouter } from './routes/health';
import { QUEUE_DASHBOARD_PATH, queueDashboard } from './routes/admin/queues';
import { httpMetricsMiddleware } from '@fanlift/core/metrics';
import { buildOpenApiDocument } from './openapi/document';
import { ROUTES, openApiContributors, type RouteContext, type RouteEntry } from './routes';
import { ROUTES as API_ROUTES, splitRouteKey, type RouteSpec } from '@fanlift/core/routes';
import { mountAt } from './http/mount';
import { requireAdmin } from './middleware/auth';

export interface AppState {
  shuttingDown: boolean;
}

/** Paths under /api of the routes declared `noXhr` (the raw-body webhook comes before the check anyway). */
function noXhrPaths(): string[] {
  return Object.entries(API_ROUTES as Readonly<Record<string, RouteSpec>>)
    .filter(([, spec]) => spec.noXhr && !spec.rawBody)
    .map(([key]) => {
      const { path } = splitRouteKey(key);
      if (path.includes(':')) throw new Error(`${key}: a noXhr route has a fixed path`);
      return path.slice('/api'.length);
    });
}

function routerOf(r: RouteEntry, ctx: RouteContext) {
  if (r.router) return r.router(ctx);
  const m = mountAt(r.mount, ctx.deps, ctx.passport);
  if (r.adminOnly) m.router.use(requireAdmin);
  r.routes?.(m);
  return m.router;
}

export function createApp(deps: ApiDeps, state: AppState = { shuttingDown: false }): Express {
  const app = express();
  app.disable('x-powered-by');
  // X-Forwarded-For is believed only from the configured proxies (req.ip is then the client behind them).
  app.set('trust proxy', deps.config.TRUST_PROXY.length > 0 ? deps.config.TRUST_PROXY : false);
  app.use(helmet({ crossOriginResourcePolicy: { policy: 'same-origin' } }));
  app.use(httpMetricsMiddleware(deps.metrics.http));
  app.use(
    pinoHttp({
      logger: deps.logger,
      // The shared redaction (core): no cookies, authorization headers or token-like query values in the log.
      serializers: logSerializers,
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
      customLogLevel: (_req, res, err) =>
        err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    }),
  );
  app.use(healthRouter(deps, () => state.shuttingDown));
  app.use(
    '/api',
    healthRouter(deps, () => state.shuttingDown),
  );

  // Raw-body routes (the Stripe webhook) come before the JSON parser and the session.
  const session = createSessionMiddleware(deps);
  const pp = createPassport(deps);
  const ctx = { deps, passport: pp };
  for (const r of ROUTES.filter((e) => e.rawBody)) app.use(r.mount, routerOf(r, ctx));

  app.use(express.json({ limit: '100kb' }));
  app.use('/api', session, pp.initialize(), pp.session());
  // Routes declared noXhr (RFC 8058's one-click unsubscribe: a mail client's POST; the link is signed).
  app.use('/api', requireXhr(noXhrPaths()));
  // The queue dashboard (bull-board) for admins: the web origin proxies /admin/queues here.
  app.use(QUEUE_DASHBOARD_PATH, session, pp.initialize(), pp.session(), queueDashboard(deps));

  // The API description is for developers: off in production unless API_DOCS=true.
  if (deps.config.API_DOCS ?? deps.config.NODE_ENV !== 'production') {
    const openapi = buildOpenApiDocument(openApiContributors());
    app.get('/api/openapi.json', (_req, res) => {
      res.json(openapi);
    });
    app.use('/api/docs', helmet({ contentSecurityPolicy: false }), swaggerUi.serve, swaggerUi.setup(openapi));
  }

  for (const r of ROUTES.filter((e) => !e.rawBody)) app.use(r.mount, routerOf(r, ctx));

  app.use(notFound);
  app.use(errorHandler(deps.logger));
  return app;
}
