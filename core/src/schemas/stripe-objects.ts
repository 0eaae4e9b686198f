import { z } from 'zod';

/** The parts of Stripe's event objects we read (checkout session, charge, dispute); the rest passes through. */
export const idOrObject = z.union([z.string(), z.object({ id: z.string() }).passthrough()]).nullish();
export const idOf = (v: z.infer<typeof idOrObject>): string | null =>
  v == null ? null : typeof v === 'string' ? v : v.id;

export const checkoutObject = z
  .object({
    id: z.string().regex(/^cs_[A-Za-z0-9_]+$/),
    amount_total: z.number().int().nullish(),
    currency: z.string().nullish(),
    payment_status: z.string(),
    payment_intent: idOrObject,
  })
  .passthrough();
export const chargeObject = z
  .object({
    id: z.string().min(1),
    amount_refunded: z.number().int().min(0),
    payment_intent: idOrObject,
  })
  .passthrough();
export const disputeObject = z
  .object({
    id: z.string().min(1),
    amount: z.number().int().min(0),
    charge: idOrObject,
    payment_intent: idOrObject,
  })
  .passthrough();
