import pino from 'pino';
import { loadConfig, realtimeConfigSchema } from '@fanlift/core/config';
import { loggerOptions } from '@fanlift/core/logging';
import { startMetricsServer } from '@fanlift/core/metrics';
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
const metricsServer = await startMetricsServer(realtime.registry, config, logger);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'realtime shutting down');
  const force = setTimeout(() => {
    logger.error('shutdown took longer than 9 s; exiting');
    process.exit(1);
  }, 9_000);
  force.unref();
  try {
    await Promise.all([realtime.close(), metricsServer.close()]);
  } catch (err) {
    logger.error({ err: (err as Error).message }, 'error while closing');
  }
  logger.info('realtime stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
