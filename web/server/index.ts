import pino from 'pino';
import { loadConfig, webConfigSchema } from '@fanlift/core/config';
import { loggerOptions } from '@fanlift/core/logging';
import { startWebServer } from './app';

const config = loadConfig(webConfigSchema, process.env);
const logger = pino(loggerOptions('web', config.LOG_LEVEL));

// In-flight requests get 8 s, inside the 10 s drain (README "Scaling").
const web = await startWebServer(config, { logger, shutdownTimeoutMs: 8_000 });
console.log(`Fanlift is running at http://localhost:${web.port}`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => {
    logger.error('shutdown took longer than 10 s; exiting');
    process.exit(0);
  }, 10_000);
  force.unref();
  await web.close();
  logger.info('web stopped');
  process.exit(0);
}

process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
