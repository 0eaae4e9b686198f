import { createServer } from 'node:http';
import { apiConfigSchema, loadConfig } from '@fanlift/core/config';
import { auth0Enabled } from './auth/passport';
import { createApp, type AppState } from './app';
import { closeDeps, createDeps } from './deps';
import { startMetricsServer } from '@fanlift/core/metrics';

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
const server = createServer(createApp(deps, state));
server.keepAliveTimeout = 5_000;
server.listen(config.API_PORT, config.BIND_HOST, () =>
  deps.logger.info({ host: config.BIND_HOST, port: config.API_PORT }, 'api listening'),
);
const metricsServer = await startMetricsServer(deps.metrics.registry, config, deps.logger);

async function shutdown(signal: string) {
  if (state.shuttingDown) return;
  state.shuttingDown = true;
  deps.logger.info({ signal }, 'api shutting down');
  const force = setTimeout(() => process.exit(1), 9_000);
  force.unref();
  // Stop accepting; let in-flight requests finish (bounded), then drop idle keep-alive sockets.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Keep-alive connections (the web proxy's) are dropped as soon as their request is answered.
  server.closeIdleConnections();
  const idle = setInterval(() => server.closeIdleConnections(), 200);
  await Promise.race([closed, new Promise((r) => setTimeout(r, 5_000))]);
  clearInterval(idle);
  server.closeAllConnections();
  await Promise.all([closeDeps(deps), metricsServer.close()]);
  deps.logger.info('api stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
