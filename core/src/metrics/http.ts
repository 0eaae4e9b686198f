import type { httpMetrics } from './registry';

interface Req {
  method: string;
  baseUrl?: string;
  route?: { path?: unknown };
}
interface Res {
  statusCode: number;
  once(event: 'finish', cb: () => void): unknown;
}

/**
 * Express middleware (typed structurally: core does not depend on express) that times every request and
 * labels it with the matched route pattern (`/api/athletes/:id`), or what `routeOf` names (a proxy, static
 * files), or `unmatched`.
 */
export function httpMetricsMiddleware<R extends Req>(
  m: ReturnType<typeof httpMetrics>,
  routeOf: (req: R) => string | null = () => null,
) {
  return (req: R, res: Res, next: () => void) => {
    const end = m.duration.startTimer();
    res.once('finish', () => {
      const path = typeof req.route?.path === 'string' ? req.route.path : null;
      const route = routeOf(req) ?? (path == null ? 'unmatched' : `${req.baseUrl ?? ''}${path}` || '/');
      end({ method: req.method, route, status: String(res.statusCode) });
    });
    next();
  };
}
