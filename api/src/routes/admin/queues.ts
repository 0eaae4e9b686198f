import { Router, type RequestHandler } from 'express';
import helmet from 'helmet';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { DomainError, QUEUES } from '@fanlift/core';
import type { ApiDeps } from '../../deps';
import { requireAdmin } from '../../middleware/auth';

/** Where the queue dashboard lives (the web origin proxies it to the api). */
export const QUEUE_DASHBOARD_PATH = '/admin/queues';

/**
 * Non-GET requests change jobs: refused unless QUEUE_DASHBOARD_ACTIONS=true, and then only from the product's
 * own origin (the dashboard's requests are same-origin; a cross-site form post is not).
 */
function guardActions(deps: ApiDeps): RequestHandler {
  const origin = new URL(deps.config.PUBLIC_URL).origin;
  return (req, _res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    if (!deps.config.QUEUE_DASHBOARD_ACTIONS)
      return next(
        new DomainError(
          'forbidden',
          'read_only',
          'The queue dashboard is read-only (QUEUE_DASHBOARD_ACTIONS)',
        ),
      );
    const from = req.get('origin');
    if (from && from !== origin)
      return next(new DomainError('forbidden', 'forbidden', 'Queue actions come from the dashboard only'));
    next();
  };
}

/**
 * bull-board over every queue of the job map, for admins only (server-checked on every request, the UI's
 * API calls included): read-only by default; retry / clean / remove with QUEUE_DASHBOARD_ACTIONS=true.
 */
export function queueDashboard(deps: ApiDeps): Router {
  const adapter = new ExpressAdapter();
  adapter.setBasePath(QUEUE_DASHBOARD_PATH);
  const readOnlyMode = !deps.config.QUEUE_DASHBOARD_ACTIONS;
  createBullBoard({
    queues: QUEUES.map((name) => new BullMQAdapter(deps.queues.queue(name), { readOnlyMode })),
    serverAdapter: adapter,
    options: { uiConfig: { boardTitle: 'Fanlift queues' } },
  });
  const r = Router();
  // The dashboard's page runs its own bundled script: the api's strict CSP would block it.
  r.use(requireAdmin, guardActions(deps), helmet({ contentSecurityPolicy: false }), adapter.getRouter());
  return r;
}
