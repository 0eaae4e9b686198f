import { createServer } from 'node:http';
import { apiConfigSchema, loadConfig } from '@fanlift/core/config';
import { auth0Enabled } from './auth/passport';
import { createApiListener, type AppState } from './app';
import { closeDeps, createDeps } from './deps';
import { startMetricsServer } from '@fanlift/core/metrics';
import { onShutdown } from '@fanlift/core/lifecycle';

const config = loadConfig(apiConfigSchema, process.env);
if (config.NODE_ENV === 'production' && !auth0Enabled(config)) {
  console.error('Refusing to start: production needs AUTH0_DOMAIN, AUTH0_CLIENT_ID and AUTH0_CLIENT_SECRET.');
  process.exit(1);
}
if (config.NODE_ENV === 'production' && config.SESSION_SECRET === 'fanlift-development-session-secret') {
  console.error('Refusing to start: set SESSION_SECRET in production.');
  process.exit(1);
}
const deps = createDeps(config);
const state: AppState = { shuttingDown: false };
const server = createServer(createApiListener(deps, state));
server.keepAliveTimeout = 5_000;
server.listen(config.API_PORT, config.BIND_HOST, () =>
  deps.logger.info({ host: config.BIND_HOST, port: config.API_PORT }, 'api listening'),
);
const metricsServer = await startMetricsServer(deps.metrics.registry, config, deps.logger);

onShutdown({
  process: 'api',
  logger: deps.logger,
  steps: [
    // /readyz answers 503 from now on, so the balancer sends no new requests.
    {
      name: 'report not ready',
      run: () => {
        state.shuttingDown = true;
      },
    },
    {
      // Stop accepting; let in-flight requests finish (bounded). Keep-alive connections (the web proxy's) are
      // dropped as soon as their request is answered.
      name: 'finish requests',
      boundMs: 5_000,
      run: async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        const idle = setInterval(() => server.closeIdleConnections(), 200);
        try {
          await closed;
        } finally {
          clearInterval(idle);
        }
      },
    },
    { name: 'drop connections', run: () => server.closeAllConnections() },
    { name: 'redis and database', run: () => closeDeps(deps) },
    { name: 'metrics server', run: () => metricsServer.close() },
  ],
});
