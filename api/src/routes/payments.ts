import { Router } from 'express';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  checkoutCreatedSchema,
  checkoutSessionSchema,
  guestLikeCreatedSchema,
  localCheckoutOutcomeSchema,
  priceTableSchema,
  webhookReceivedSchema,
  type GuestLikeCreated,
  type PriceTable,
} from '@fanlift/core';
import { athleteFullName, resolveSendRecipient, toSessionDTO } from '@fanlift/db';
import type { ApiDeps } from '../deps';
import { err, json, jsonBody } from '../openapi/helpers';
import { requireFan } from '../middleware/auth';
import { parseBody } from '../middleware/validate';
import { checkoutBodySchema, guestLikeBodySchema, priceTable, quote } from '../payments/prices';
import { stripeWebhookRouter } from '../payments/webhook';
import { completeBody, localCheckoutRouter } from '../payments/local-checkout';
import { loadVisibleSession, openCheckout, paymentGateway, sessionParam } from '../payments/sessions';

/**
 * /api/payments (DESIGN §7): buying likes, guest likes and the local checkout that stands in for Stripe without
 * keys; the Stripe webhook (/api/stripe/webhook) is mounted apart, before the JSON parser. The api never credits
 * anything itself: the worker does, from the staged webhook event.
 */
export function paymentsRouter(deps: ApiDeps): Router {
  const r = Router();
  const gateway = paymentGateway(deps);
  const cfg = deps.config;
  const publicUrl = cfg.PUBLIC_URL.replace(/\/+$/, '');

  r.get('/payments/prices', (_req, res) => {
    const prices: PriceTable = { ...priceTable(cfg.LIKE_PRICE_CENTS), mode: gateway.mode };
    res.json(prices);
  });

  /** A fan buys likes for their own wallet. Body { likes }; the price comes from the server's table. */
  r.post('/payments/checkout', requireFan, deps.limits.limit('checkouts'), async (req, res) => {
    const body = parseBody(checkoutBodySchema, req);
    const user = req.user!;
    const q = quote(body.likes, cfg.LIKE_PRICE_CENTS);
    const created = await openCheckout(
      deps,
      gateway,
      q,
      {
        kind: 'purchase',
        successUrl: `${publicUrl}/stripeCallback?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${publicUrl}/wallet/add`,
        customerEmail: user.email,
        clientReferenceId: String(user.id),
        metadata: { fanliftKind: 'purchase', userId: String(user.id), likes: String(q.likes) },
        description: `${q.likes} Fanlift like${q.likes === 1 ? '' : 's'}`,
      },
      { user_id: user.id, athlete_profile_id: null, allocation_id: null, guest_email: null },
    );
    res.status(201).json(created);
  });

  /** A visitor (no sign-in needed) pays by card for likes to an athlete, optionally to one allocation. */
  r.post('/payments/guest-like', deps.limits.limit('guestCheckouts'), async (req, res) => {
    const body = parseBody(guestLikeBodySchema, req);
    // The same recipient check as a send of likes (404 for an unknown athlete or allocation).
    const to = await resolveSendRecipient(deps.db.sequelize, {
      athleteId: body.athleteId,
      allocationId: body.allocationId ?? undefined,
    });
    const athleteId = to.athleteId!;
    const allocationId = body.allocationId ?? null;
    const q = quote(body.likes, cfg.LIKE_PRICE_CENTS);
    const email = body.email ?? null;
    const fundsPath = `/athletes/${athleteId}/funds${allocationId ? `/${allocationId}` : ''}`;
    const metadata: Record<string, string> = {
      fanliftKind: 'guest_like',
      athleteId: String(athleteId),
      likes: String(q.likes),
    };
    if (allocationId) metadata.allocationId = String(allocationId);
    const name = await athleteFullName(deps.db.sequelize, athleteId);
    const created = await openCheckout(
      deps,
      gateway,
      q,
      {
        kind: 'guest_like',
        successUrl: `${publicUrl}/stripeGuestLikeCallback?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${publicUrl}${fundsPath}`,
        customerEmail: email,
        clientReferenceId: `athlete-${athleteId}`,
        metadata,
        description: `${q.likes} like${q.likes === 1 ? '' : 's'} for ${name}`,
      },
      {
        user_id: req.user?.id ?? null,
        athlete_profile_id: athleteId,
        allocation_id: allocationId,
        guest_email: email,
      },
    );
    const body201: GuestLikeCreated = {
      ...created,
      athleteId,
      allocationId,
    };
    res.status(201).json(body201);
  });

  /** Callback pages poll this until status is 'paid' (or 'processing' / 'failed'). */
  r.get('/payments/session/:id', async (req, res) => {
    const s = await loadVisibleSession(deps, req);
    res.set('Cache-Control', 'no-store').json(toSessionDTO(s));
  });

  r.use(localCheckoutRouter(deps, gateway));
  return r;
}

export function paymentsWebhookRouter(deps: ApiDeps): Router {
  return stripeWebhookRouter(deps, paymentGateway(deps));
}

const created = checkoutCreatedSchema;
const sessionDto = checkoutSessionSchema;

export function paymentsOpenApi(reg: OpenAPIRegistry): void {
  reg.registerPath({
    method: 'get',
    path: '/api/payments/prices',
    summary: 'Price table: 1 like = LIKE_PRICE_CENTS; packs and the custom range',
    responses: {
      200: json(priceTableSchema, 'Prices'),
    },
  });
  reg.registerPath({
    method: 'post',
    path: '/api/payments/checkout',
    summary: 'Buy likes (fan): creates a Stripe Checkout Session (or a local checkout without Stripe keys)',
    request: { body: { content: { 'application/json': { schema: checkoutBodySchema } } } },
    responses: {
      201: json(created, 'Go to `url`'),
      400: err('likes is not a whole number from 1 to 1000'),
      401: err('Not signed in'),
      403: err('Not a fan'),
      429: err('rate_limited: too many checkouts; wait Retry-After seconds'),
      502: err('Stripe unavailable'),
    },
  });
  reg.registerPath({
    method: 'post',
    path: '/api/payments/guest-like',
    summary: 'Guest like: pay by card for likes to an athlete without an account',
    request: { body: { content: { 'application/json': { schema: guestLikeBodySchema } } } },
    responses: {
      201: json(guestLikeCreatedSchema, 'Go to `url`'),
      400: err('Invalid input'),
      404: err('Unknown athlete or allocation'),
      429: err('rate_limited: too many checkouts from this address; wait Retry-After seconds'),
    },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/payments/session/{id}',
    summary: 'A checkout session (owner; guest-like sessions: anyone with the id). Poll until status is paid',
    request: { params: sessionParam },
    responses: { 200: json(sessionDto, 'The session'), 404: err('Not found') },
  });
  reg.registerPath({
    method: 'post',
    path: '/api/stripe/webhook',
    summary: 'Stripe webhook (raw body, Stripe-Signature checked; no X-Requested-With needed)',
    responses: {
      200: json(webhookReceivedSchema, 'Staged'),
      400: err('Bad signature, stale timestamp or altered body'),
      500: err('Could not stage; Stripe retries'),
    },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/payments/local-checkout/{id}',
    summary: 'Local checkout page (only without STRIPE_SECRET_KEY)',
    request: { params: sessionParam },
    responses: { 200: { description: 'HTML card form' }, 404: err('Not found') },
  });
  reg.registerPath({
    method: 'post',
    path: '/api/payments/local-checkout/{id}/complete',
    summary: 'Local checkout outcome: sends the signed Stripe event(s) to /api/stripe/webhook',
    request: { params: sessionParam, ...jsonBody(completeBody) },
    responses: {
      200: json(localCheckoutOutcomeSchema, 'Done'),
      404: err('Not found'),
    },
  });
}
