import { Router } from 'express';
import type { ApiDeps } from '../deps';
import { answer } from '../http/answer';
import { handle } from '../http/handle';
import type { Mount } from '../http/mount';

const alive = () => ({ status: 'ok' as const, process: 'api' });

async function readiness(deps: ApiDeps, isShuttingDown: () => boolean) {
  const [database, redis] = await Promise.all([
    deps.db.ping(),
    deps.redis
      .ping()
      .then((p) => p === 'PONG')
      .catch(() => false),
  ]);
  const ready = database && redis && !isShuttingDown();
  return answer(ready ? 200 : 503, {
    status: ready ? ('ready' as const) : ('unavailable' as const),
    database,
    redis,
    shuttingDown: isShuttingDown(),
  });
}

/** /api/healthz: the process is alive. /api/readyz: it can serve (PostgreSQL and Redis answer). */
export function healthRoutes(m: Mount, isShuttingDown: () => boolean): void {
  handle(m, 'GET /api/healthz', alive);
  handle(m, 'GET /api/readyz', () => readiness(m.deps, isShuttingDown));
}

/** The same probes at /healthz and /readyz, outside /api (load balancers and orchestrators ask there). */
export function probeRouter(deps: ApiDeps, isShuttingDown: () => boolean): Router {
  const r = Router();
  r.get('/healthz', (_req, res) => {
    res.json(alive());
  });
  r.get('/readyz', async (_req, res) => {
    const a = await readiness(deps, isShuttingDown);
    res.status(a.status).json(a.body);
  });
  return r;
}
