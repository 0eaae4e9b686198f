import { randomBytes } from 'node:crypto';

/**
 * Per-run test environment: its own database and queue prefix, so runs never see each other's data.
 * `npm test` (scripts/test.mjs) sets FANLIFT_TEST_RUN_ID; running mocha by hand makes a fresh id.
 */
const runId =
  process.env.FANLIFT_TEST_RUN_ID ?? `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
process.env.FANLIFT_TEST_RUN_ID = runId;

const pgUrl = new URL(process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
pgUrl.pathname = `/fanlift_test_${runId}`;
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export const testEnv = {
  NODE_ENV: 'test',
  DATABASE_URL: pgUrl.toString(),
  REDIS_URL: redisUrl,
  QUEUE_PREFIX: `fltest_${runId}`,
  SESSION_SECRET: 'fanlift-test-session-secret-0123456789',
  LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
  DEV_ADMIN_EMAILS: 'admin@fanlift.dev,admin@test.dev',
  STRIPE_WEBHOOK_SECRET: 'whsec_fanlift_test_secret',
  OUTBOX_DIR: `/tmp/fanlift-test-outbox-${runId}`,
  UPLOAD_DIR: `/tmp/fanlift-test-uploads-${runId}`,
  REDRIVE_INTERVAL_MS: '500',
  // The whole suite signs in and searches from 127.0.0.1 (hundreds of times a minute on a fast machine: the
  // defaults refused sign-ins and the explore walk's re-sort with 429); both limits are proven in
  // rate-limits.test.ts with their own small settings.
  RATE_LIMIT_SIGN_IN: '100000/300',
  RATE_LIMIT_SEARCH: '100000/60',
  // Every spawned process serves /metrics on a free port of its own (tests run many processes at once).
  METRICS_PORT: '0',
  // As npm start: the web proxy proves itself to the api with a secret made for the run (README "Security
  // defaults"); a client's X-Forwarded-For is never believed.
  PROXY_SECRET: process.env.PROXY_SECRET ?? randomBytes(24).toString('base64url'),
} as const;

export type TestEnv = typeof testEnv;
export const TEST_RUN_ID = runId;
/** Athletes seeded into the per-run database (small: tests need variety, not volume). */
export const TEST_SEED_ATHLETES = Number(process.env.TEST_SEED_ATHLETES ?? 400);
