import { z } from 'zod';
import {
  baseConfigSchema,
  emailLinkSecret,
  inviterEarnLike,
  rateLimitSpec,
  starThresholds,
  metricsSettings,
  platformFeePercent,
  flag,
  optionalFlag,
} from './shared';
import { proxySecretSchema, trustProxySchema } from './forwarded';

export const apiConfigSchema = baseConfigSchema.extend({
  ...metricsSettings(9401),
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
  SESSION_USER_CACHE_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(60_000)
    .default(5_000)
    .describe(
      'How long an api process reuses a signed-in user it loaded (0: load on every request); a change made through another api process shows within this time',
    ),
  SESSION_CACHE_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(60_000)
    .default(30_000)
    .describe(
      'How long an api process reuses a session record it read from Redis (0: read on every request); a save or sign-out through any api process is announced and forgotten at once',
    ),
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
  PLATFORM_FEE_PERCENT: platformFeePercent,
  PAYER_YEAR_THRESHOLD_CENTS: z.coerce
    .number()
    .int()
    .min(1)
    .default(60_000)
    .describe(
      "One payer's calendar-year total to an athlete above which the athlete's report says so (NIL Go)",
    ),
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
    'Addresses of the proxies in front of the api (comma list of IPs, CIDRs, loopback, linklocal, uniquelocal); with PROXY_SECRET a proxy must also prove the secret. Empty: any address proves itself with PROXY_SECRET alone',
  ),
  PROXY_SECRET: proxySecretSchema.describe(
    'Secret the proxy in front of the api (web server, nginx edge) sends in X-Fanlift-Proxy-Secret; X-Forwarded-* is believed only on requests that carry it (and come from TRUST_PROXY when set). Neither set: never believed. npm start makes a random one per run',
  ),
  API_DOCS: optionalFlag.describe(
    'Serve /api/docs and /api/openapi.json; unset: on, except with NODE_ENV=production',
  ),
  API_CHECK_RESPONSES: optionalFlag.describe(
    'Parse every success answer against its route declaration (core/src/routes; a mismatch answers 500); unset: on only with NODE_ENV=test',
  ),
  QUEUE_DASHBOARD_ACTIONS: flag('false').describe(
    'Let admins retry, clean and remove jobs in the queue dashboard (/admin/queues); off: read-only',
  ),
});

export type ApiConfig = z.infer<typeof apiConfigSchema>;
