import { z } from 'zod';
import { CUSTOM_LIKES_MAX, CUSTOM_LIKES_MIN } from '../constants';
import { positiveId } from '../schemas/ids';

/**
 * Payments contracts (SPEC §7 payments): one zod schema per response, used by db (the mapper returns it), the
 * api (OpenAPI is generated from it) and web (the type).
 */
export const paymentModeSchema = z.enum(['stripe', 'local']);

/** GET /api/payments/prices */
export const priceTableSchema = z.object({
  currency: z.string(),
  unitPriceCents: z.number().int(),
  packs: z.array(z.object({ likes: z.number().int(), amountCents: z.number().int() })),
  custom: z.object({ min: z.number().int(), max: z.number().int() }),
  mode: paymentModeSchema,
  /** The platform's share (%) of likes given to athletes and schools (0: all of it reaches them). */
  feePercent: z.number().min(0).max(50),
});
export type PriceTable = z.infer<typeof priceTableSchema>;

/** POST /api/payments/checkout and /api/payments/guest-like (201) */
export const checkoutCreatedSchema = z.object({
  sessionId: z.string(),
  url: z.string(),
  mode: paymentModeSchema,
  likes: z.number().int(),
  amountCents: z.number().int(),
  currency: z.string(),
});
export type CheckoutCreated = z.infer<typeof checkoutCreatedSchema>;

/** GET /api/payments/session/{id}: what the callback pages poll. */
export const checkoutSessionSchema = z.object({
  id: z.string(),
  kind: z.enum(['purchase', 'guest_like']),
  mode: paymentModeSchema,
  /** open: not paid yet · processing: a delayed method, waiting to clear · paid: likes credited ·
   *  failed: the delayed payment failed · expired: abandoned */
  status: z.enum(['open', 'processing', 'paid', 'failed', 'expired']),
  credited: z.boolean(),
  likes: z.number().int(),
  amountCents: z.number().int(),
  currency: z.string(),
  athleteId: z.number().int().nullable(),
  allocationId: z.number().int().nullable(),
  refundedCents: z.number().int(),
  disputedCents: z.number().int(),
  likesReversalRequested: z
    .number()
    .int()
    .describe('Likes the refunds and disputes asked to take back (≤ likes)'),
  likesReversed: z
    .number()
    .int()
    .describe("Likes actually taken back from the fan's wallet (or the athlete's fund)"),
  likesShortfall: z.number().int().describe('Likes that could not be taken back (already spent)'),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** POST /api/payments/guest-like (201): the checkout and whom it funds. */
export const guestLikeCreatedSchema = checkoutCreatedSchema.extend({
  athleteId: z.number().int(),
  allocationId: z.number().int().nullable(),
});
export type GuestLikeCreated = z.infer<typeof guestLikeCreatedSchema>;

/** POST /api/stripe/webhook (200): the event is staged (exactly once per event id). */
export const webhookReceivedSchema = z.object({
  received: z.boolean(),
  duplicate: z.boolean(),
  queued: z.boolean().optional(),
  ignored: z.boolean().optional(),
});

/** POST /api/payments/local-checkout/{id}/complete: what the local card form did. */
export const localCheckoutOutcomeSchema = z.object({
  outcome: z.string(),
  sessionId: z.string(),
  status: z.string().optional(),
  eventId: z.string().optional(),
  redirect: z.string().optional(),
});

// ---------------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------------

/** A whole number of likes in range. Strict: no strings ("1e9"), fractions, zero, negatives or huge numbers. */
export const purchaseLikesSchema = z
  .number({ message: 'likes must be a whole number' })
  .int('likes must be a whole number')
  .min(CUSTOM_LIKES_MIN, `likes must be at least ${CUSTOM_LIKES_MIN}`)
  .max(CUSTOM_LIKES_MAX, `likes must be at most ${CUSTOM_LIKES_MAX}`);

/** POST /api/payments/checkout: the likes only (the server prices them). */
export const checkoutBodySchema = z.object({ likes: purchaseLikesSchema }).strict();
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

/** POST /api/payments/guest-like */
export const guestLikeBodySchema = z
  .object({
    athleteId: positiveId,
    allocationId: positiveId.nullish(),
    likes: purchaseLikesSchema,
    email: z.string().trim().toLowerCase().email().max(254).nullish(),
  })
  .strict();
export type GuestLikeBody = z.infer<typeof guestLikeBodySchema>;

/** A Stripe (or local) checkout session id. */
export const CHECKOUT_SESSION_ID_RE = /^cs_[A-Za-z0-9_]{1,250}$/;
/** `{id}` of the checkout session routes. */
export const checkoutSessionParamsSchema = z.object({
  id: z.string().regex(CHECKOUT_SESSION_ID_RE, 'not a checkout session id'),
});

/** POST /api/payments/local-checkout/{id}/complete: the outcome the local card form chose. */
export const localCheckoutCompleteBodySchema = z
  .object({
    outcome: z.enum(['pay', 'decline', 'async_pending', 'async_succeed', 'async_fail']),
    settleAfterMs: z.number().int().min(0).max(60_000).optional(),
  })
  .strict();
