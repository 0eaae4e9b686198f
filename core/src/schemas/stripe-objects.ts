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
    payment_method_types: z.array(z.string()).nullish(),
  })
  .passthrough();

const methodType = z.string().regex(/^[a-z_]{1,40}$/);
const expandedIntent = z
  .object({
    payment_method: z.object({ type: methodType }).passthrough().nullish(),
    payment_method_types: z.array(z.string()).nullish(),
  })
  .passthrough();

/**
 * The payment method type a paid checkout session was paid with (`card`, `us_bank_account`, ...): the expanded
 * PaymentIntent's method, else the one type the session or its intent allowed; null when it cannot be told.
 */
export function paymentMethodTypeOf(cs: z.infer<typeof checkoutObject>): string | null {
  const pi = expandedIntent.safeParse(cs.payment_intent);
  if (pi.success && pi.data.payment_method) return pi.data.payment_method.type;
  const only = (types: string[] | null | undefined) =>
    types && types.length === 1 && methodType.safeParse(types[0]).success ? types[0] : null;
  return only(cs.payment_method_types) ?? (pi.success ? only(pi.data.payment_method_types) : null);
}

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
