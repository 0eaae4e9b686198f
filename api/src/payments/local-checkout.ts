/**
 * The local checkout (no STRIPE_SECRET_KEY): a card form whose outcome is sent as signed Stripe-shaped events to
 * the same /api/stripe/webhook Stripe would call, so the same code path runs everywhere.
 */
import { Router, type Request } from 'express';
import { z } from 'zod';
import { DomainError } from '@fanlift/core';
import { athleteFullName, type CheckoutSessionRow } from '@fanlift/db';
import type { ApiDeps } from '../deps';
import { parseBody } from '../middleware/validate';
import { LOCAL_CHECKOUT_SCRIPT, renderLocalCheckoutPage } from './local-checkout-page';
import {
  asyncPaymentFailedEvent,
  asyncPaymentSucceededEvent,
  checkoutCompletedEvent,
  type CheckoutSessionLike,
} from './local-events';
import { cancelPathOf, loadVisibleSession, successPathOf } from './sessions';
import type { StripeGateway } from './stripe-client';

export const completeBody = z
  .object({
    outcome: z.enum(['pay', 'decline', 'async_pending', 'async_succeed', 'async_fail']),
    settleAfterMs: z.number().int().min(0).max(60_000).optional(),
  })
  .strict();

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

/** GET the page and its script, POST its outcome (404 when Stripe keys are set). */
export function localCheckoutRouter(deps: ApiDeps, gateway: StripeGateway): Router {
  const r = Router();
  r.get('/payments/local-checkout-assets/checkout.js', (_req, res) => {
    if (gateway.mode !== 'local') throw new DomainError('not_found', 'not_found', 'Not found');
    res.type('application/javascript').set('Cache-Control', 'no-cache').send(LOCAL_CHECKOUT_SCRIPT);
  });

  r.get('/payments/local-checkout/:id', async (req, res) => {
    if (gateway.mode !== 'local') throw new DomainError('not_found', 'not_found', 'Not found');
    const s = await loadVisibleSession(deps, req);
    if (s.mode !== 'local') throw new DomainError('not_found', 'not_found', 'Checkout session not found');
    const athleteName = s.athlete_profile_id
      ? await athleteFullName(deps.db.sequelize, s.athlete_profile_id)
      : null;
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
