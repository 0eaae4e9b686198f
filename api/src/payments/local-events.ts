import { stripeLikeId } from './stripe-client';

/**
 * Stripe-shaped events (the fields Fanlift reads, plus the envelope Stripe sends) for the local checkout,
 * tests and the bench. Ids follow Stripe's prefixes: evt_, cs_, pi_, ch_, dp_.
 */
export const LOCAL_API_VERSION = '2026-10-28.endive';

export interface CheckoutSessionLike {
  id: string;
  amountCents: number;
  currency: string;
  kind: 'purchase' | 'guest_like';
  userId: number | null;
  athleteId: number | null;
  allocationId: number | null;
  likes: number;
  email?: string | null;
  successUrl?: string;
  cancelUrl?: string;
}

export interface StripeEventEnvelope<T = Record<string, unknown>> {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
  data: { object: T; previous_attributes?: Record<string, unknown> };
}

function envelope<T>(type: string, object: T, eventId = stripeLikeId('evt')): StripeEventEnvelope<T> {
  return {
    id: eventId,
    object: 'event',
    api_version: LOCAL_API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** The PaymentIntent / Charge ids of a local session are derived from its id, so repeats agree. */
export function localPaymentIds(sessionId: string): { paymentIntentId: string; chargeId: string } {
  const suffix = sessionId.replace(/^cs_/, '');
  return { paymentIntentId: `pi_${suffix}`, chargeId: `ch_${suffix}` };
}

export function checkoutSessionObject(
  s: CheckoutSessionLike,
  paymentStatus: 'paid' | 'unpaid',
  status: 'complete' | 'expired' | 'open' = 'complete',
  paymentIntentId: string | null = localPaymentIds(s.id).paymentIntentId,
  paymentMethodType: LocalPaymentMethod = 'card',
) {
  const metadata: Record<string, string> = { fanliftKind: s.kind, likes: String(s.likes) };
  if (s.userId) metadata.userId = String(s.userId);
  if (s.athleteId) metadata.athleteId = String(s.athleteId);
  if (s.allocationId) metadata.allocationId = String(s.allocationId);
  return {
    id: s.id,
    object: 'checkout.session',
    amount_subtotal: s.amountCents,
    amount_total: s.amountCents,
    cancel_url: s.cancelUrl ?? null,
    client_reference_id: s.userId ? String(s.userId) : null,
    currency: s.currency,
    customer_details: s.email ? { email: s.email } : null,
    customer_email: s.email ?? null,
    livemode: false,
    metadata,
    mode: 'payment',
    payment_intent: paymentIntentId,
    // The one method the fan chose on the local page (Stripe lists the session's allowed types here).
    payment_method_types: [paymentMethodType],
    payment_status: paymentStatus,
    status,
    success_url: s.successUrl ?? null,
    url: null,
  };
}

/** Card payments settle at once; a bank debit (us_bank_account) completes unpaid and settles later. */
export type LocalPaymentMethod = 'card' | 'us_bank_account';

export function checkoutCompletedEvent(
  s: CheckoutSessionLike,
  paymentStatus: 'paid' | 'unpaid' = 'paid',
  eventId?: string,
  method: LocalPaymentMethod = paymentStatus === 'paid' ? 'card' : 'us_bank_account',
) {
  const pi = localPaymentIds(s.id).paymentIntentId;
  return envelope(
    'checkout.session.completed',
    checkoutSessionObject(s, paymentStatus, 'complete', pi, method),
    eventId,
  );
}

export function asyncPaymentSucceededEvent(s: CheckoutSessionLike, eventId?: string) {
  const pi = localPaymentIds(s.id).paymentIntentId;
  const object = checkoutSessionObject(s, 'paid', 'complete', pi, 'us_bank_account');
  return envelope('checkout.session.async_payment_succeeded', object, eventId);
}

export function asyncPaymentFailedEvent(s: CheckoutSessionLike, eventId?: string) {
  const pi = localPaymentIds(s.id).paymentIntentId;
  const object = checkoutSessionObject(s, 'unpaid', 'complete', pi, 'us_bank_account');
  return envelope('checkout.session.async_payment_failed', object, eventId);
}

export function sessionExpiredEvent(s: CheckoutSessionLike, eventId?: string) {
  return envelope('checkout.session.expired', checkoutSessionObject(s, 'unpaid', 'expired', null), eventId);
}

/** `charge.refunded` carries the charge with its CUMULATIVE amount_refunded. */
export function chargeRefundedEvent(
  s: Pick<CheckoutSessionLike, 'id' | 'amountCents' | 'currency'>,
  cumulativeRefundedCents: number,
  eventId?: string,
) {
  const { paymentIntentId, chargeId } = localPaymentIds(s.id);
  return envelope(
    'charge.refunded',
    {
      id: chargeId,
      object: 'charge',
      amount: s.amountCents,
      amount_captured: s.amountCents,
      amount_refunded: cumulativeRefundedCents,
      currency: s.currency,
      paid: true,
      payment_intent: paymentIntentId,
      refunded: cumulativeRefundedCents >= s.amountCents,
      status: 'succeeded',
    },
    eventId,
  );
}

export function disputeCreatedEvent(
  s: Pick<CheckoutSessionLike, 'id' | 'amountCents' | 'currency'>,
  disputedCents: number,
  disputeId = stripeLikeId('dp'),
  eventId?: string,
) {
  const { paymentIntentId, chargeId } = localPaymentIds(s.id);
  return envelope(
    'charge.dispute.created',
    {
      id: disputeId,
      object: 'dispute',
      amount: disputedCents,
      charge: chargeId,
      currency: s.currency,
      payment_intent: paymentIntentId,
      reason: 'fraudulent',
      status: 'needs_response',
    },
    eventId,
  );
}
