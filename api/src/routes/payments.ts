import { Router, type Request } from 'express';
import { QueryTypes } from 'sequelize';
import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  DomainError,
  checkoutCreatedSchema,
  checkoutSessionSchema,
  priceTableSchema,
  type PriceTable,
} from '@fanlift/core';
import type { ApiDeps } from '../deps';
import { err, json } from '../openapi/helpers';
import { requireFan } from '../middleware/auth';
import { parseBody, parseParams } from '../middleware/validate';
import { checkoutBodySchema, guestLikeBodySchema, priceTable, quote } from '../payments/prices';
import { createStripeGateway, type StripeGateway } from '../payments/stripe-client';
import { stripeWebhookRouter } from '../payments/webhook';
import {
  findCheckoutSession,
  insertCheckoutSession,
  SESSION_ID_RE,
  toSessionDTO,
  type CheckoutSessionRow,
} from '@fanlift/db';
import { LOCAL_CHECKOUT_SCRIPT, renderLocalCheckoutPage } from '../payments/local-checkout-page';
import {
  asyncPaymentFailedEvent,
  asyncPaymentSucceededEvent,
  checkoutCompletedEvent,
  type CheckoutSessionLike,
} from '../payments/local-events';

/**
 * Payments (DESIGN §7): buying likes, guest likes, the Stripe webhook and the local checkout that stands in for
 * Stripe without keys. The api never credits anything itself: the worker does, from the staged webhook event.
 */
const gateways = new WeakMap<ApiDeps, StripeGateway>();
export function paymentGateway(deps: ApiDeps): StripeGateway {
  let g = gateways.get(deps);
  if (!g) {
    g = createStripeGateway(deps.config);
    gateways.set(deps, g);
  }
  return g;
}

const sessionParam = z.object({ id: z.string().regex(SESSION_ID_RE, 'not a checkout session id') });
const completeBody = z
  .object({
    outcome: z.enum(['pay', 'decline', 'async_pending', 'async_succeed', 'async_fail']),
    settleAfterMs: z.number().int().min(0).max(60_000).optional(),
  })
  .strict();

const successPathOf = (s: Pick<CheckoutSessionRow, 'kind' | 'id'>) =>
  `${s.kind === 'guest_like' ? '/stripeGuestLikeCallback' : '/stripeCallback'}?session_id=${encodeURIComponent(s.id)}`;
const cancelPathOf = (s: Pick<CheckoutSessionRow, 'kind' | 'athlete_profile_id' | 'allocation_id'>) =>
  s.kind === 'guest_like'
    ? `/athletes/${s.athlete_profile_id}/funds${s.allocation_id ? `/${s.allocation_id}` : ''}`
    : '/wallet/add';

function toLike(s: CheckoutSessionRow): CheckoutSessionLike {
  return {
    id: s.id,
    amountCents: s.amount_cents,
    currency: s.currency,
    kind: s.kind,
    userId: s.user_id,
    athleteId: s.athlete_profile_id,
    allocationId: s.allocation_id,
    likes: s.likes,
    email: s.guest_email,
  };
}

/** Purchases are visible to their owner (and admins); guest-like sessions to anyone holding the id. */
function canSee(req: Request, s: CheckoutSessionRow): boolean {
  if (s.kind === 'guest_like') return true;
  const u = req.user;
  return !!u && (u.id === s.user_id || u.isAdmin === 1);
}

async function loadVisibleSession(deps: ApiDeps, req: Request): Promise<CheckoutSessionRow> {
  const { id } = parseParams(sessionParam, req);
  const s = await findCheckoutSession(deps.db.sequelize, id);
  if (!s || !canSee(req, s)) throw new DomainError('not_found', 'not_found', 'Checkout session not found');
  return s;
}

function providerError(deps: ApiDeps, err: unknown): DomainError {
  deps.logger.error({ err: (err as Error).message }, 'stripe: could not create checkout session');
  return new DomainError(
    'upstream',
    'payment_provider_error',
    'The payment provider is unavailable; try again.',
  );
}

function assertPaymentsAvailable(deps: ApiDeps, gateway: StripeGateway) {
  if (gateway.mode === 'local' && deps.config.NODE_ENV === 'production') {
    throw new DomainError('unavailable', 'unavailable', 'Card payments are not configured.');
  }
}

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
    assertPaymentsAvailable(deps, gateway);
    const user = req.user!;
    const q = quote(body.likes, cfg.LIKE_PRICE_CENTS);
    let created;
    try {
      created = await gateway.createCheckoutSession({
        kind: 'purchase',
        likes: q.likes,
        unitPriceCents: q.unitPriceCents,
        currency: q.currency,
        successUrl: `${publicUrl}/stripeCallback?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${publicUrl}/wallet/add`,
        customerEmail: user.email,
        clientReferenceId: String(user.id),
        metadata: { fanliftKind: 'purchase', userId: String(user.id), likes: String(q.likes) },
        description: `${q.likes} Fanlift like${q.likes === 1 ? '' : 's'}`,
      });
    } catch (err) {
      throw providerError(deps, err);
    }
    const url = created.url ?? `/api/payments/local-checkout/${created.id}`;
    await insertCheckoutSession(deps.db.sequelize, {
      id: created.id,
      kind: 'purchase',
      mode: gateway.mode,
      user_id: user.id,
      athlete_profile_id: null,
      allocation_id: null,
      guest_email: null,
      likes: q.likes,
      unit_price_cents: q.unitPriceCents,
      amount_cents: q.amountCents,
      currency: q.currency,
      url,
    });
    res.status(201).json({
      sessionId: created.id,
      url,
      mode: gateway.mode,
      likes: q.likes,
      amountCents: q.amountCents,
      currency: q.currency,
    });
  });

  /** A visitor (no sign-in needed) pays by card for likes to an athlete, optionally to one allocation. */
  r.post('/payments/guest-like', deps.limits.limit('guestCheckouts'), async (req, res) => {
    const body = parseBody(guestLikeBodySchema, req);
    assertPaymentsAvailable(deps, gateway);
    const [athlete] = await deps.db.sequelize.query<{ id: number; full_name: string }>(
      `SELECT id, full_name FROM athlete_profiles WHERE id = $1`,
      { bind: [body.athleteId], type: QueryTypes.SELECT },
    );
    if (!athlete) throw new DomainError('not_found', 'not_found', 'Athlete not found');
    const allocationId = body.allocationId ?? null;
    if (allocationId !== null) {
      const [alloc] = await deps.db.sequelize.query<{ id: number }>(
        `SELECT id FROM athlete_allocations WHERE id = $1 AND athlete_profile_id = $2`,
        { bind: [allocationId, athlete.id], type: QueryTypes.SELECT },
      );
      if (!alloc) throw new DomainError('not_found', 'not_found', 'Allocation not found for this athlete');
    }
    const q = quote(body.likes, cfg.LIKE_PRICE_CENTS);
    const email = body.email ?? null;
    const fundsPath = `/athletes/${athlete.id}/funds${allocationId ? `/${allocationId}` : ''}`;
    const metadata: Record<string, string> = {
      fanliftKind: 'guest_like',
      athleteId: String(athlete.id),
      likes: String(q.likes),
    };
    if (allocationId) metadata.allocationId = String(allocationId);
    let created;
    try {
      created = await gateway.createCheckoutSession({
        kind: 'guest_like',
        likes: q.likes,
        unitPriceCents: q.unitPriceCents,
        currency: q.currency,
        successUrl: `${publicUrl}/stripeGuestLikeCallback?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${publicUrl}${fundsPath}`,
        customerEmail: email,
        clientReferenceId: `athlete-${athlete.id}`,
        metadata,
        description: `${q.likes} like${q.likes === 1 ? '' : 's'} for ${athlete.full_name}`,
      });
    } catch (err) {
      throw providerError(deps, err);
    }
    const url = created.url ?? `/api/payments/local-checkout/${created.id}`;
    await insertCheckoutSession(deps.db.sequelize, {
      id: created.id,
      kind: 'guest_like',
      mode: gateway.mode,
      user_id: req.user?.id ?? null,
      athlete_profile_id: athlete.id,
      allocation_id: allocationId,
      guest_email: email,
      likes: q.likes,
      unit_price_cents: q.unitPriceCents,
      amount_cents: q.amountCents,
      currency: q.currency,
      url,
    });
    res.status(201).json({
      sessionId: created.id,
      url,
      mode: gateway.mode,
      likes: q.likes,
      amountCents: q.amountCents,
      currency: q.currency,
      athleteId: athlete.id,
      allocationId,
    });
  });

  /** Callback pages poll this until status is 'paid' (or 'processing' / 'failed'). */
  r.get('/payments/session/:id', async (req, res) => {
    const s = await loadVisibleSession(deps, req);
    res.set('Cache-Control', 'no-store').json(toSessionDTO(s));
  });

  // ---- Local checkout (no STRIPE_SECRET_KEY): a card form that completes through the real webhook. ----
  r.get('/payments/local-checkout-assets/checkout.js', (_req, res) => {
    if (gateway.mode !== 'local') throw new DomainError('not_found', 'not_found', 'Not found');
    res.type('application/javascript').set('Cache-Control', 'no-cache').send(LOCAL_CHECKOUT_SCRIPT);
  });

  r.get('/payments/local-checkout/:id', async (req, res) => {
    if (gateway.mode !== 'local') throw new DomainError('not_found', 'not_found', 'Not found');
    const s = await loadVisibleSession(deps, req);
    if (s.mode !== 'local') throw new DomainError('not_found', 'not_found', 'Checkout session not found');
    let athleteName: string | null = null;
    if (s.athlete_profile_id) {
      const [a] = await deps.db.sequelize.query<{ full_name: string }>(
        `SELECT full_name FROM athlete_profiles WHERE id = $1`,
        { bind: [s.athlete_profile_id], type: QueryTypes.SELECT },
      );
      athleteName = a?.full_name ?? null;
    }
    res
      .set(
        'Content-Security-Policy',
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
          "connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'",
      )
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(
        renderLocalCheckoutPage(s, {
          athleteName,
          cancelPath: cancelPathOf(s),
          successPath: successPathOf(s),
          email: s.guest_email ?? (s.user_id && req.user?.id === s.user_id ? req.user.email : null),
        }),
      );
  });

  /**
   * The local checkout's "Pay": build the Stripe-shaped event(s), sign them with STRIPE_WEBHOOK_SECRET and POST
   * them over HTTP to the same /api/stripe/webhook Stripe would call, so the same code path runs everywhere.
   */
  r.post('/payments/local-checkout/:id/complete', async (req, res) => {
    if (gateway.mode !== 'local') throw new DomainError('not_found', 'not_found', 'Not found');
    const s = await loadVisibleSession(deps, req);
    if (s.mode !== 'local') throw new DomainError('not_found', 'not_found', 'Checkout session not found');
    const { outcome, settleAfterMs } = parseBody(completeBody, req);
    if (outcome === 'decline') {
      res.json({ outcome: 'declined', sessionId: s.id });
      return;
    }
    if ((outcome === 'pay' || outcome === 'async_pending') && s.status !== 'open') {
      // Already completed (e.g. a second click): nothing more to send.
      res.json({
        outcome: 'already_completed',
        sessionId: s.id,
        status: s.status,
        redirect: successPathOf(s),
      });
      return;
    }
    const like = toLike(s);
    const event =
      outcome === 'pay'
        ? checkoutCompletedEvent(like, 'paid')
        : outcome === 'async_pending'
          ? checkoutCompletedEvent(like, 'unpaid')
          : outcome === 'async_succeed'
            ? asyncPaymentSucceededEvent(like)
            : asyncPaymentFailedEvent(like);
    const webhookUrl = localWebhookUrl(deps, req);
    await postSignedEvent(gateway, webhookUrl, event);
    if (outcome === 'async_pending' && settleAfterMs !== undefined) {
      const timer = setTimeout(() => {
        postSignedEvent(gateway, webhookUrl, asyncPaymentSucceededEvent(like)).catch((err: unknown) =>
          deps.logger.warn(
            { err: (err as Error).message, sessionId: s.id },
            'local checkout: async settle failed',
          ),
        );
      }, settleAfterMs);
      timer.unref();
    }
    res.json({ outcome, sessionId: s.id, eventId: event.id, redirect: successPathOf(s) });
  });

  return r;
}

function localWebhookUrl(deps: ApiDeps, req: Request): string {
  if (deps.config.LOCAL_CHECKOUT_WEBHOOK_URL) return deps.config.LOCAL_CHECKOUT_WEBHOOK_URL;
  const addr = req.socket.localAddress ?? '127.0.0.1';
  const host = addr.includes(':') ? `[${addr}]` : addr;
  return `http://${host}:${req.socket.localPort}/api/stripe/webhook`;
}

/** POST one event to a webhook URL, signed exactly as Stripe signs it. */
export async function postSignedEvent(
  gateway: StripeGateway,
  url: string,
  event: { id: string },
): Promise<void> {
  const payload = JSON.stringify(event);
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': gateway.sign(payload) },
    body: payload,
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) {
    throw new DomainError(
      'upstream',
      'payment_provider_error',
      `The webhook answered ${res.status}; try again.`,
    );
  }
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
      201: json(
        created.extend({ athleteId: z.number(), allocationId: z.number().nullable() }),
        'Go to `url`',
      ),
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
      200: json(
        z.object({ received: z.boolean(), duplicate: z.boolean(), queued: z.boolean().optional() }),
        'Staged',
      ),
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
    request: { params: sessionParam, body: { content: { 'application/json': { schema: completeBody } } } },
    responses: {
      200: json(
        z.object({ outcome: z.string(), sessionId: z.string(), redirect: z.string().optional() }),
        'Done',
      ),
      404: err('Not found'),
    },
  });
}
