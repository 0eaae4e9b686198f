import { z } from 'zod';

/**
 * One zod schema per process (DESIGN §2/§3). Every variable has a default and a description; the README
 * table is generated from these descriptions by `npm run config:doc`. Processes call `loadConfig` at boot
 * and fail fast with a readable message.
 */
export const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((v) => v === 'true' || v === '1')
  .default(false);

/** Interface a process listens on. Internal ports stay on this machine unless a deployment says otherwise. */
const bindHost = z
  .string()
  .trim()
  .min(1)
  .default('127.0.0.1')
  .describe(
    'Interface the HTTP port listens on: 127.0.0.1 = this machine only; 0.0.0.0 = every interface (containers)',
  );

const TRUST_KEYWORDS = ['loopback', 'linklocal', 'uniquelocal'] as const;
const trustEntry = z.union([z.enum(TRUST_KEYWORDS), z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

/**
 * Proxies whose X-Forwarded-For the api believes (express `trust proxy`): a comma list of addresses, CIDRs or
 * loopback / linklocal / uniquelocal. Empty (or false): none, the client is the TCP peer. `true` (trust anyone)
 * is refused: any client could then choose its own address and escape per-client limits.
 */
export const trustProxySchema = z
  .string()
  .default('')
  .transform((s, ctx) => {
    const v = s.trim();
    if (v === '' || v === 'false' || v === '0') return [] as string[];
    if (v === 'true' || v === '1' || v === '*') {
      ctx.addIssue({
        code: 'custom',
        message: 'list the proxy addresses (e.g. loopback, 10.0.0.0/8) instead of trusting every client',
      });
      return z.NEVER;
    }
    const items = v
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
    for (const item of items) {
      if (!trustEntry.safeParse(item).success) {
        ctx.addIssue({
          code: 'custom',
          message: `'${item}' is not an IP address, a CIDR or one of ${TRUST_KEYWORDS.join(', ')}`,
        });
        return z.NEVER;
      }
    }
    return items;
  });

/** A rate limit written `POINTS/SECONDS` (e.g. `30/600`: 30 per 10 minutes). */
export const rateLimitSpec = (def: string, what: string) =>
  z
    .string()
    .trim()
    .regex(/^[1-9][0-9]{0,6}\/[1-9][0-9]{0,6}$/, 'must be POINTS/SECONDS, e.g. 30/600')
    .default(def)
    .describe(what);

/** `POINTS/SECONDS` -> numbers (the string was validated by rateLimitSpec). */
export function parseRateLimit(spec: string): { points: number; seconds: number } {
  const [points, seconds] = spec.split('/').map(Number);
  return { points, seconds };
}

/** Signs the one-click unsubscribe links of marketing emails (the worker signs, the api checks). */
const emailLinkSecret = z
  .string()
  .min(16)
  .default('fanlift-development-email-link-secret')
  .describe('Secret that signs email unsubscribe links (same value for api and worker; set in production)');
const inviterEarnLike = z.coerce
  .number()
  .int()
  .min(0)
  .default(5)
  .describe('Likes an inviter earns when the invitee onboards');
const starThresholds = z
  .string()
  .default('10,50,100,250,500')
  .transform((s) => s.split(',').map((n) => Number(n.trim())))
  .describe('Total likes given needed for 1..5 stars');

export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development').describe('Runtime mode'),
  DATABASE_URL: z
    .string()
    .url()
    .default('postgres://postgres@127.0.0.1:5432/fanlift')
    .describe('PostgreSQL connection URL'),
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379').describe('Redis connection URL'),
  QUEUE_PREFIX: z
    .string()
    .min(1)
    .default('fanlift')
    .describe('BullMQ key prefix (one per deployment or test run)'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('pino log level'),
  DB_POOL_MAX: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(10)
    .describe('PostgreSQL pool size per process'),
  BIND_HOST: bindHost,
});

export const apiConfigSchema = baseConfigSchema.extend({
  API_PORT: z.coerce.number().int().min(0).max(65535).default(3001).describe('api HTTP port'),
  PUBLIC_URL: z
    .string()
    .url()
    .default('http://localhost:8080')
    .describe('The one origin users open (web + /api + /socket.io)'),
  SESSION_SECRET: z
    .string()
    .min(16)
    .default('fanlift-development-session-secret')
    .describe('Cookie signing secret (set in production)'),
  SESSION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(60 * 60 * 24 * 14)
    .describe('Session lifetime'),
  AUTH0_DOMAIN: z
    .string()
    .optional()
    .describe('Auth0 tenant domain; with the client id and secret enables Auth0 sign-in'),
  AUTH0_CLIENT_ID: z.string().optional().describe('Auth0 client id'),
  AUTH0_CLIENT_SECRET: z.string().optional().describe('Auth0 client secret'),
  AUTH0_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(60_000)
    .default(10_000)
    .describe(
      'Bound on each call to Auth0 (code exchange, profile); past it the sign-in fails with a clear page',
    ),
  AUTH0_DB_CONNECTION: z
    .string()
    .min(1)
    .default('Username-Password-Authentication')
    .describe('Auth0 database connection whose password the reset-password pages reset'),
  DEV_ADMIN_EMAILS: z
    .string()
    .default('admin@fanlift.dev')
    .describe('Comma-separated emails that get isAdmin = 1 at development sign-in'),
  STRIPE_SECRET_KEY: z
    .string()
    .optional()
    .describe('Stripe secret key; without it the local checkout stands in'),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .default('whsec_fanlift_local_development_secret')
    .describe('Stripe webhook signing secret (the local checkout signs with it too)'),
  LIKE_PRICE_CENTS: z.coerce.number().int().min(1).default(100).describe('Price of one like in cents'),
  STRIPE_API_URL: z
    .string()
    .url()
    .optional()
    .describe('Stripe API base URL override (e.g. stripe-mock in tests); default api.stripe.com'),
  STRIPE_WEBHOOK_TOLERANCE_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3600)
    .default(300)
    .describe('Largest accepted age of a Stripe webhook signature timestamp'),
  LOCAL_CHECKOUT_WEBHOOK_URL: z
    .string()
    .url()
    .optional()
    .describe('Where the local checkout posts its signed events; default this api itself'),
  RATE_LIMIT_SIGN_IN: rateLimitSpec(
    '300/300',
    'Sign-in attempts (login, Auth0 callback, development sign-in) per client address: POINTS/SECONDS',
  ),
  RATE_LIMIT_SEARCH: rateLimitSpec(
    '600/60',
    'Athlete and university searches per signed-in user, else per client address: POINTS/SECONDS',
  ),
  RATE_LIMIT_UPLOADS: rateLimitSpec('30/600', 'Photo uploads per user: POINTS/SECONDS'),
  RATE_LIMIT_SENDS: rateLimitSpec('600/60', 'Likes sends and wallet spends per user: POINTS/SECONDS'),
  RATE_LIMIT_CHECKOUTS: rateLimitSpec('60/600', 'Checkouts (buying likes) per user: POINTS/SECONDS'),
  RATE_LIMIT_GUEST_CHECKOUTS: rateLimitSpec(
    '100/600',
    'Guest-like checkouts per client address (no sign-in): POINTS/SECONDS',
  ),
  RATE_LIMIT_OHIO_PASSWORD: rateLimitSpec(
    '10/600',
    'Wrong Ohio page passwords per client address before 429: POINTS/SECONDS',
  ),
  UPLOAD_DIR: z.string().default('.data/uploads').describe('Where uploaded photos are stored'),
  OHIO_PASSWORD: z
    .string()
    .default('go-bucks')
    .describe('Password of the Ohio page extras (checked by the api)'),
  COMMAND_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(5000)
    .describe('How long a waited-on command (e.g. a spin) may take'),
  EMAIL_LINK_SECRET: emailLinkSecret,
  INVITER_EARN_LIKE: inviterEarnLike,
  STAR_THRESHOLDS: starThresholds,
  RATE_LIMIT_INVITES: rateLimitSpec('50/3600', 'Invitation emails a fan may send: POINTS/SECONDS'),
  TRUST_PROXY: trustProxySchema.describe(
    'Proxies whose X-Forwarded-For is believed (comma list of IPs, CIDRs, loopback, linklocal, uniquelocal); empty: none. npm start sets loopback (the web proxy)',
  ),
  API_DOCS: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'))
    .describe('Serve /api/docs and /api/openapi.json; unset: on, except with NODE_ENV=production'),
});

/** Fault injection for the reliability tests: 0 (off) unless NODE_ENV=test (the worker refuses it otherwise). */
const faultMs = (description: string) =>
  z.coerce.number().int().min(0).max(60_000).default(0).describe(description);

export const workerConfigSchema = baseConfigSchema.extend({
  WORKER_HEALTH_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .default(3003)
    .describe('worker /healthz and /readyz port'),
  WORKER_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(256)
    .default(16)
    .describe('Jobs a worker process runs at once per queue'),
  SMTP_URL: z.string().optional().describe('SMTP URL for email; without it emails land in OUTBOX_DIR'),
  EMAIL_FROM: z.string().default('Fanlift <no-reply@fanlift.dev>').describe('Sender of emails'),
  OUTBOX_DIR: z
    .string()
    .default('.data/outbox')
    .describe('Local outbox folder used when no SMTP is configured'),
  INVITER_EARN_LIKE: inviterEarnLike,
  STAR_THRESHOLDS: starThresholds,
  EMAIL_LINK_SECRET: emailLinkSecret,
  PUBLIC_URL: z
    .string()
    .url()
    .default('http://localhost:8080')
    .describe('The one origin users open (links in emails)'),
  REDRIVE_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(5000)
    .describe('How often staged commands are re-driven'),
  LIKE_PRICE_CENTS: z.coerce
    .number()
    .int()
    .min(1)
    .default(100)
    .describe('Price of one like in cents (sumTotalInCents in athlete:likes events)'),
  WORKER_LOCK_DURATION_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(30000)
    .describe('BullMQ job lock; a job of a crashed worker is retried after about this long'),
  DEMO_REPLAY: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'))
    .describe(
      'Run the demo replay (keeps a demo game of each sport live); unset: on only with NODE_ENV=development',
    ),
  DEMO_TICK_MS: z.coerce
    .number()
    .int()
    .min(200)
    .default(4000)
    .describe('How often the demo replay steps its live games'),
  FAULT_HOLD_APPLY_MS: faultMs(
    'Tests only: hold each command transaction open this long (to kill the worker there)',
  ),
  FAULT_HOLD_AFTER_COMMIT_MS: faultMs(
    'Tests only: wait this long after a command committed, before its job ends',
  ),
  FAULT_HOLD_STRIPE_APPLY_MS: faultMs('Tests only: hold each Stripe event transaction open this long'),
});

export const realtimeConfigSchema = baseConfigSchema.extend({
  REALTIME_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .default(3002)
    .describe('realtime (Socket.IO) port'),
  PUBLIC_URL: z.string().url().default('http://localhost:8080').describe('Allowed browser origin'),
  SESSION_SECRET: z
    .string()
    .min(16)
    .default('fanlift-development-session-secret')
    .describe('Same secret as the api'),
  RATE_LIMIT_CHAT: rateLimitSpec(
    '8/10',
    'Chat messages per user over every realtime node (Redis): POINTS/SECONDS; slow mode is per game on top',
  ),
  CHAT_RECOVERY_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(600)
    .default(120)
    .describe(
      'How long a dropped socket may come back and receive what it missed (connection state recovery)',
    ),
});

export const webConfigSchema = z.object({
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

export type ApiConfig = z.infer<typeof apiConfigSchema>;
export type WorkerConfig = z.infer<typeof workerConfigSchema>;
export type RealtimeConfig = z.infer<typeof realtimeConfigSchema>;
export type WebConfig = z.infer<typeof webConfigSchema>;

export class ConfigError extends Error {}

/** Parse the environment; throw a readable message listing every bad variable. */
export function loadConfig<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined>,
): z.infer<S> {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
