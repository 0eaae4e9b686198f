import { z } from 'zod';

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
