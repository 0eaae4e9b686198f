import {
  checkoutBodySchema,
  checkoutCreatedSchema,
  checkoutSessionParamsSchema,
  checkoutSessionSchema,
  guestLikeBodySchema,
  guestLikeCreatedSchema,
  localCheckoutCompleteBodySchema,
  localCheckoutOutcomeSchema,
  priceTableSchema,
  webhookReceivedSchema,
} from '../api/payments';
import { route, type RouteMap } from './route';

/**
 * Payments (DESIGN §7): buying likes, guest likes, the Stripe webhook and the local checkout that stands in for
 * Stripe without keys. The api never credits anything itself: the worker does, from the staged webhook event.
 */
export const paymentRoutes = {
  'GET /api/payments/prices': route({
    summary: 'Price table: 1 like = LIKE_PRICE_CENTS; packs and the custom range',
    access: 'public',
    response: priceTableSchema,
  }),
  'POST /api/payments/checkout': route({
    summary: 'Buy likes (fan): creates a Stripe Checkout Session (or a local checkout without Stripe keys)',
    access: 'fan',
    rateLimit: 'checkouts',
    body: checkoutBodySchema,
    response: checkoutCreatedSchema,
    status: { 201: 'Go to `url`' },
    errors: {
      400: 'likes is not a whole number from 1 to 1000',
      429: 'rate_limited: too many checkouts; wait Retry-After seconds',
      502: 'Stripe unavailable',
    },
  }),
  'POST /api/payments/guest-like': route({
    summary: 'Guest like: pay by card for likes to an athlete without an account',
    access: 'public',
    rateLimit: 'guestCheckouts',
    body: guestLikeBodySchema,
    response: guestLikeCreatedSchema,
    status: { 201: 'Go to `url`' },
    errors: {
      404: 'Unknown athlete or allocation',
      429: 'rate_limited: too many checkouts from this address; wait Retry-After seconds',
    },
  }),
  'GET /api/payments/session/:id': route({
    summary: 'A checkout session (owner; guest-like sessions: anyone with the id). Poll until status is paid',
    access: 'public',
    params: checkoutSessionParamsSchema,
    response: checkoutSessionSchema,
    status: { 200: 'The session' },
    errors: { 404: 'Not found' },
  }),
  'POST /api/stripe/webhook': route({
    summary: 'Stripe webhook (raw body, Stripe-Signature checked; no X-Requested-With needed)',
    access: 'public',
    rawBody: true,
    noXhr: true,
    response: webhookReceivedSchema,
    status: { 200: 'Staged' },
    errors: {
      400: 'Bad signature, stale timestamp or altered body',
      500: 'Could not stage; Stripe retries',
      503: 'Webhook secret not configured (production)',
    },
  }),
  'GET /api/payments/local-checkout-assets/checkout.js': route({
    summary: "The local checkout page's script (only without STRIPE_SECRET_KEY)",
    access: 'public',
    produces: 'javascript',
    errors: { 404: 'Stripe keys are set' },
  }),
  'GET /api/payments/local-checkout/:id': route({
    summary: 'Local checkout page (only without STRIPE_SECRET_KEY)',
    access: 'public',
    params: checkoutSessionParamsSchema,
    produces: 'html',
    status: { 200: 'HTML card form' },
    errors: { 404: 'Not found' },
  }),
  'POST /api/payments/local-checkout/:id/complete': route({
    summary: 'Local checkout outcome: sends the signed Stripe event(s) to /api/stripe/webhook',
    access: 'public',
    params: checkoutSessionParamsSchema,
    body: localCheckoutCompleteBodySchema,
    response: localCheckoutOutcomeSchema,
    status: { 200: 'Done' },
    errors: { 404: 'Not found' },
  }),
} as const satisfies RouteMap;
