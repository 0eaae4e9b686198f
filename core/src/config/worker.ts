import { z } from 'zod';
import { cheerSettings } from './cheers';
import { QUEUES } from '../jobs';
import {
  baseConfigSchema,
  emailLinkSecret,
  inviterEarnLike,
  likePriceCents,
  starThresholds,
  metricsSettings,
  platformFeePercent,
  optionalFlag,
} from './shared';

/** Fault injection for the reliability tests: 0 (off) unless NODE_ENV=test (the worker refuses it otherwise). */
const faultMs = (description: string) =>
  z.coerce.number().int().min(0).max(60_000).default(0).describe(description);

export const workerConfigSchema = baseConfigSchema.extend({
  ...metricsSettings(9403),
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
  WORKER_QUEUES: z
    .string()
    .default(QUEUES.join(','))
    .transform((s) => [
      ...new Set(
        s
          .split(',')
          .map((q) => q.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.enum(QUEUES)).min(1, 'WORKER_QUEUES needs at least one queue'))
    .describe(
      `Queues this process works, comma separated (default all: ${QUEUES.join(',')}); e.g. email in processes of its own keeps email rendering off the send path`,
    ),
  SMTP_URL: z.string().optional().describe('SMTP URL for email; without it emails land in OUTBOX_DIR'),
  EMAIL_FROM: z.string().default('Fanlift <no-reply@fanlift.dev>').describe('Sender of emails'),
  OUTBOX_DIR: z
    .string()
    .default('.data/outbox')
    .describe('Local outbox folder used when no SMTP is configured'),
  INVITER_EARN_LIKE: inviterEarnLike,
  AFFILIATE_SHARE_PERCENT: z.coerce
    .number()
    .int()
    .min(0)
    .max(100)
    .default(10)
    .describe("Share (%) of a referred fan's purchased likes credited to the affiliate"),
  STAR_THRESHOLDS: starThresholds,
  ...cheerSettings,
  PLATFORM_FEE_PERCENT: platformFeePercent,
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
  LIKE_PRICE_CENTS: likePriceCents,
  WORKER_LOCK_DURATION_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(30000)
    .describe('BullMQ job lock; a job of a crashed worker is retried after about this long'),
  DEMO_REPLAY: optionalFlag.describe(
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

export type WorkerConfig = z.infer<typeof workerConfigSchema>;
