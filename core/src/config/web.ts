import { z } from 'zod';
import { bindHost, metricsSettings } from './shared';

export const webConfigSchema = z.object({
  ...metricsSettings(9400),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development').describe('Runtime mode'),
  WEB_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .default(8080)
    .describe('web server port (the one origin)'),
  API_URL: z.string().url().default('http://127.0.0.1:3001').describe('Where the web server proxies /api'),
  REALTIME_URL: z
    .string()
    .url()
    .default('http://127.0.0.1:3002')
    .describe('Where the web server proxies /socket.io'),
  WEB_DIST: z.string().default('web/dist').describe('The built SPA'),
  PUBLIC_URL: z
    .string()
    .url()
    .default('http://localhost:8080')
    .describe('The one origin users open: canonical URLs and share previews (Open Graph) name it'),
  BIND_HOST: bindHost,
  LOG_LEVEL: z.string().default('info').describe('pino log level'),
});

export type WebConfig = z.infer<typeof webConfigSchema>;
