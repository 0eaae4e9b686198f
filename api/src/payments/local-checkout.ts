/**
 * The local checkout (no STRIPE_SECRET_KEY): a card form whose outcome is sent as signed Stripe-shaped events to
 * the same /api/stripe/webhook Stripe would call, so the same code path runs everywhere.
 */
import type { Request } from 'express';
import { DomainError, notFound } from '@fanlift/core';
import { athleteFullName, type CheckoutSessionRow } from '@fanlift/db';
import type { ApiDeps } from '../deps';
import { handle } from '../http/handle';
import type { Mount } from '../http/mount';
import { LOCAL_CHECKOUT_SCRIPT, renderLocalCheckoutPage } from './local-checkout-page';
import {
  asyncPaymentFailedEvent,
  asyncPaymentSucceededEvent,
  checkoutCompletedEvent,
  type CheckoutSessionLike,
} from './local-events';
import { cancelPathOf, loadVisibleSession, successPathOf } from './sessions';
import type { StripeGateway } from './stripe-client';

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
export function localCheckoutRoutes(m: Mount, gateway: StripeGateway): void {
  const { deps } = m;
  const off = () => (gateway.mode !== 'local' ? notFound('Not found') : undefined);
  /** The session of the path, when it is a local one this client may see (404 otherwise). */
  const localSession = async (req: Request, id: string) => {
    const s = await loadVisibleSession(deps, req, id);
    if (s.mode !== 'local') throw new DomainError('not_found', 'not_found', 'Checkout session not found');
    return s;
  };

  handle(m, 'GET /api/payments/local-checkout-assets/checkout.js', ({ res }) => {
    const refused = off();
    if (refused) throw refused;
    res.type('application/javascript').set('Cache-Control', 'no-cache').send(LOCAL_CHECKOUT_SCRIPT);
  });

  handle(
    m,
    'GET /api/payments/local-checkout/:id',
    async ({ params: { id }, req, res }) => {
      const refused = off();
      if (refused) throw refused;
      const s = await localSession(req, id);
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
    },
    { badParams: off },
  );

  /**
   * The local checkout's "Pay": build the Stripe-shaped event(s), sign them with STRIPE_WEBHOOK_SECRET and POST
   * them over HTTP to the same /api/stripe/webhook Stripe would call, so the same code path runs everywhere.
   */
  handle(
    m,
    'POST /api/payments/local-checkout/:id/complete',
    async ({ params: { id }, body: { outcome, settleAfterMs }, req }) => {
      const s = await localSession(req, id);
      if (outcome === 'decline') return { outcome: 'declined', sessionId: s.id };
      if ((outcome === 'pay' || outcome === 'async_pending') && s.status !== 'open') {
        // Already completed (e.g. a second click): nothing more to send.
        return {
          outcome: 'already_completed',
          sessionId: s.id,
          status: s.status,
          redirect: successPathOf(s),
        };
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
      return { outcome, sessionId: s.id, eventId: event.id, redirect: successPathOf(s) };
    },
    {
      badParams: off,
      // As before: not local, or no such session of this client, is a 404 whatever the body.
      check: async (req) => {
        const refused = off();
        if (refused) throw refused;
        await localSession(req, String(req.params.id));
      },
    },
  );
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
