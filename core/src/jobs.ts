import { z } from 'zod';

/**
 * The one typed job map (DESIGN §3): job name -> payload schema -> queue.
 * Payloads carry ids and an idempotency key, never secrets or whole records.
 */
export const QUEUES = ['ledger', 'email', 'games'] as const;
export type QueueName = (typeof QUEUES)[number];

const commandRef = z.object({
  commandId: z.string().uuid(),
  idempotencyKey: z.string().min(1).max(200),
  /** The command's kind as staged: a hint that picks the worker's one-trip path for send-likes (never trusted). */
  kind: z.string().min(1).max(100).optional(),
});

export const JOBS = {
  /** Apply a staged ledger command (send likes, spend, spin credit, referral, star...). */
  'ledger.apply-command': { queue: 'ledger', schema: commandRef },
  /** Apply a staged Stripe event (purchase, guest like, refund, dispute). */
  'ledger.stripe-event': {
    queue: 'ledger',
    schema: z.object({
      stripeEventId: z.string().min(1).max(255),
      idempotencyKey: z.string().min(1).max(255),
    }),
  },
  /** Send one staged email (outbox row). */
  'email.send': {
    queue: 'email',
    schema: z.object({ emailId: z.string().uuid(), idempotencyKey: z.string().min(1) }),
  },
  /** Apply a game's staged operator events up to this one, in order (DESIGN §5 live games), then broadcast. */
  'games.apply-events': {
    queue: 'games',
    schema: z.object({ eventId: z.number().int().positive(), idempotencyKey: z.string().min(1).max(200) }),
  },
  /**
   * The exact goal of a live game after cheers whose messages carried it (issue 28): read and sent to the game's room
   * once per game and window. A realtime node adds it delayed by GAME_GOAL_CORRECT_MS and deduplicated per game for
   * as long, so every node cheering to the game in the window adds the same job, and it outlives the node that added it.
   */
  'games.goal-correct': {
    queue: 'games',
    schema: z.object({ gameId: z.number().int().positive(), idempotencyKey: z.string().min(1).max(200) }),
  },
  /** One step of the demo replay: keeps a demo game of each sport live and ticks it (repeatable job). */
  'games.demo-tick': { queue: 'games', schema: z.object({ idempotencyKey: z.string().min(1).max(200) }) },
  /**
   * Rank every entry of a bracket after its results changed (DESIGN §5 derived figures), then broadcast
   * `bracket:scores`. `seq` is the bracket's results sequence when enqueued; the job ranks what is committed
   * when it runs and does nothing when the stored ranking is already current.
   */
  'brackets.rank': {
    queue: 'games',
    schema: z.object({
      bracketId: z.number().int().positive(),
      seq: z.number().int().min(0),
      idempotencyKey: z.string().min(1).max(200),
    }),
  },
  /**
   * Reach the supporters of an athlete update (or the fans who gave to a goal reached) over keyset batches: one
   * delivery row per fan (UNIQUE), live `athlete:update`, an email to consenting fans. Resumes at its cursor.
   */
  'updates.fan-out': {
    queue: 'email',
    schema: z.object({ updateId: z.number().int().positive(), idempotencyKey: z.string().min(1).max(200) }),
  },
  /** Thank every fan who gave in a period (a thank batch) over keyset batches: one thanks row per fan (UNIQUE). */
  'thanks.fan-out': {
    queue: 'email',
    schema: z.object({ batchId: z.number().int().positive(), idempotencyKey: z.string().min(1).max(200) }),
  },
} as const satisfies Record<string, { queue: QueueName; schema: z.ZodType }>;

export type JobName = keyof typeof JOBS;
export type JobData<N extends JobName> = z.infer<(typeof JOBS)[N]['schema']>;

export function queueOf(name: JobName): QueueName {
  return JOBS[name].queue;
}

export function parseJobData<N extends JobName>(name: N, data: unknown): JobData<N> {
  return JOBS[name].schema.parse(data) as JobData<N>;
}
