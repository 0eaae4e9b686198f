import { z } from 'zod';
import { bindHost, metricsSettings } from './shared';
import { proxySecretSchema } from './forwarded';

/** One URL or a comma list of them (the web server balances over the list). */
const urlList = (fallback: string, what: string) =>
  z
    .string()
    .default(fallback)
    .refine(
      (s) => s.split(',').every((u) => z.string().url().safeParse(u.trim()).success),
      'expected a URL or a comma-separated list of URLs',
    )
    .describe(what);

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
  API_URL: urlList(
    'http://127.0.0.1:3001',
    'Where the web server proxies /api: one URL or a comma list (round-robin over the ready ones)',
  ),
  REALTIME_URL: urlList(
    'http://127.0.0.1:3002',
    'Where the web server proxies /socket.io: one URL or a comma list (see README "Scaling")',
  ),
  UPSTREAM_CHECK_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(1_000)
    .describe('How often the web server probes each api and realtime node (/readyz) to skip the down ones'),
  PROXY_SECRET: proxySecretSchema.describe(
    "Secret the web server's /api proxy sends in X-Fanlift-Proxy-Secret, so the api believes the client address it forwards (same value as the api's)",
  ),
  WEB_DIST: z.string().default('web/dist').describe('The built SPA'),
  SSR_BUDGET_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(300)
    .describe(
      'Time a public page may take to render on the server (its api reads included); slower, failed or 0: the page is rendered in the browser',
    ),
  PUBLIC_URL: z
    .string()
    .url()
    .default('http://localhost:8080')
    .describe('The one origin users open: canonical URLs and share previews (Open Graph) name it'),
  BIND_HOST: bindHost,
  LOG_LEVEL: z.string().default('info').describe('pino log level'),
});

export type WebConfig = z.infer<typeof webConfigSchema>;
