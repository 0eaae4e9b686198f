import { Router } from 'express';
import type { ApiDeps } from '../deps';

/** /healthz: the process is alive. /readyz: it can serve (PostgreSQL and Redis answer). */
export function healthRouter(deps: ApiDeps, isShuttingDown: () => boolean): Router {
  const r = Router();
  r.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', process: 'api' });
  });
  r.get('/readyz', async (_req, res) => {
    const [database, redis] = await Promise.all([
      deps.db.ping(),
      deps.redis
        .ping()
        .then((p) => p === 'PONG')
        .catch(() => false),
    ]);
    const ready = database && redis && !isShuttingDown();
    res
      .status(ready ? 200 : 503)
      .json({ status: ready ? 'ready' : 'unavailable', database, redis, shuttingDown: isShuttingDown() });
  });
  return r;
}
