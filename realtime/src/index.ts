import pino from 'pino';
import { loadConfig, realtimeConfigSchema } from '@fanlift/core/config';
import { loggerOptions } from '@fanlift/core/logging';
import { startMetricsServer } from '@fanlift/core/metrics';
import { onShutdown } from '@fanlift/core/lifecycle';
import { startRealtime } from './server';

const config = loadConfig(realtimeConfigSchema, process.env);
if (config.NODE_ENV === 'production' && config.SESSION_SECRET === 'fanlift-development-session-secret') {
  console.error('Refusing to start: set SESSION_SECRET in production (the same as the api).');
  process.exit(1);
}
const logger = pino(loggerOptions('realtime', config.LOG_LEVEL));
const realtime = await startRealtime(config, logger);
// REALTIME_PORT=0 picks a free port: the log line says which.
logger.info({ host: config.BIND_HOST, port: realtime.port }, 'realtime listening');
// The shutdown is registered before anything else is awaited: /readyz already answers 200.
const metrics: { server?: { close(): Promise<void> } } = {};
onShutdown({
  process: 'realtime',
  logger,
  steps: [
    // Refuses new sockets, closes its own (their sessions saved: clients recover on another node), Redis, DB.
    { name: 'realtime node', run: () => realtime.close() },
    { name: 'metrics server', run: () => metrics.server?.close() },
  ],
});
metrics.server = await startMetricsServer(realtime.registry, config, logger);
