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

const FLAG_VALUES = ['true', 'false', '1', '0'] as const;
const isOn = (v: string) => v === 'true' || v === '1';

/** A yes/no variable that may be left unset (undefined: the process decides, e.g. by NODE_ENV). */
export const optionalFlag = z
  .enum(FLAG_VALUES)
  .optional()
  .transform((v) => (v === undefined ? undefined : isOn(v)));

/** A yes/no variable with a default. */
export const flag = (def: 'true' | 'false') => z.enum(FLAG_VALUES).default(def).transform(isOn);

/** Interface a process listens on. Internal ports stay on this machine unless a deployment says otherwise. */
export const bindHost = z
  .string()
  .trim()
  .min(1)
  .default('127.0.0.1')
  .describe(
    'Interface the HTTP port listens on: 127.0.0.1 = this machine only; 0.0.0.0 = every interface (containers)',
  );

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
export const emailLinkSecret = z
  .string()
  .min(16)
  .default('fanlift-development-email-link-secret')
  .describe(
    'Secret that signs email unsubscribe links (same value for api, worker and realtime; set in production)',
  );
export const inviterEarnLike = z.coerce
  .number()
  .int()
  .min(0)
  .default(5)
  .describe('Likes an inviter earns when the invitee onboards');
export const starThresholds = z
  .string()
  .default('10,50,100,250,500')
  .transform((s) => s.split(',').map((n) => Number(n.trim())))
  .describe('Total likes given needed for 1..5 stars');

/** Price of one like (the recipient's `sumTotalInCents` in athlete:likes events). */
export const likePriceCents = z.coerce
  .number()
  .int()
  .min(1)
  .default(100)
  .describe('Price of one like in cents (sumTotalInCents in athlete:likes events)');

/** The platform's share of likes given to athletes and schools (issue 29; api shows it, worker books it). */
export const platformFeePercent = z.coerce
  .number()
  .min(0)
  .max(50)
  .default(0)
  .describe(
    'Platform fee (%, to 0.01) of likes given to athletes and schools, booked to platform:fees; 0 = all reaches them',
  );

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
  DB_POOL_MIN: z.coerce
    .number()
    .int()
    .min(0)
    .max(100)
    .default(4)
    .describe(
      "PostgreSQL connections kept open when idle (at most DB_POOL_MAX): a new connection plans each statement again (a send's first on a connection took 40-60 ms of PostgreSQL's CPU against 3, a cheer's 20 ms against 3)",
    ),
  DB_POOL_IDLE_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(3_600_000)
    .default(60_000)
    .describe(
      'How long a PostgreSQL connection above DB_POOL_MIN stays open unused; a shorter time closes the connections a burst opened before the next burst (warm connections between the steps of a game-day load)',
    ),
  BIND_HOST: bindHost,
});

/** The PostgreSQL connection and pool settings of a process's config, as db's connectDatabase takes them. */
export function databaseOptionsOf(c: {
  DATABASE_URL: string;
  DB_POOL_MAX: number;
  DB_POOL_MIN: number;
  DB_POOL_IDLE_MS: number;
}): { url: string; poolMax: number; poolMin: number; poolIdleMs: number } {
  return {
    url: c.DATABASE_URL,
    poolMax: c.DB_POOL_MAX,
    poolMin: c.DB_POOL_MIN,
    poolIdleMs: c.DB_POOL_IDLE_MS,
  };
}

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

/**
 * The Prometheus `/metrics` listener of a process: its own port, on 127.0.0.1 by default, never the public port
 * (DESIGN §9: not reachable from outside in production). 0 = any free port (tests); `METRICS_ENABLED=false` = none.
 */
export function metricsSettings(defaultPort: number) {
  return {
    METRICS_ENABLED: flag('true').describe('Serve Prometheus /metrics on METRICS_HOST:METRICS_PORT'),
    METRICS_PORT: z.coerce
      .number()
      .int()
      .min(0)
      .max(65535)
      .default(defaultPort)
      .describe('Prometheus /metrics port of this process (0 = any free port)'),
    METRICS_HOST: z
      .string()
      .trim()
      .min(1)
      .default('127.0.0.1')
      .describe(
        'Interface of the /metrics port: keep 127.0.0.1 unless a scraper on a private network needs it',
      ),
  };
}
