import pino from 'pino';
import { loadConfig, webConfigSchema } from '@fanlift/core/config';
import { loggerOptions } from '@fanlift/core/logging';
import { onShutdown } from '@fanlift/core/lifecycle';
import { startWebServer } from './app';

const config = loadConfig(webConfigSchema, process.env);
const logger = pino(loggerOptions('web', config.LOG_LEVEL));

// In-flight requests get 8 s, inside the 10 s drain (README "Scaling").
const web = await startWebServer(config, { logger, shutdownTimeoutMs: 8_000 });
console.log(`Fanlift is running at http://localhost:${web.port}`);

onShutdown({
  process: 'web',
  logger,
  totalMs: 9_500,
  // Stops accepting, cuts WebSocket tunnels (clients reconnect), lets in-flight requests finish (8 s at most).
  steps: [{ name: 'web server', run: () => web.close() }],
});
