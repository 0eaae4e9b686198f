import express from 'express';
import { stageStripeEvent } from '@fanlift/db';
import { refusal } from '../http/answer';
import { handle } from '../http/handle';
import type { Mount } from '../http/mount';
import { WebhookSignatureError, type StripeGateway } from './stripe-client';

/** Event types the worker acts on; any other verified event is recorded as 'ignored'. */
export const HANDLED_STRIPE_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'charge.refunded',
  'charge.dispute.created',
]);

const EVENT_ID_RE = /^evt_[A-Za-z0-9_]{1,250}$/;
const DEFAULT_SECRET = 'whsec_fanlift_local_development_secret';
const ENQUEUE_TIMEOUT_MS = 1500;

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    p.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/**
 * POST /api/stripe/webhook (DESIGN §7). Raw body, signature checked (STRIPE_WEBHOOK_SECRET, tolerance
 * STRIPE_WEBHOOK_TOLERANCE_SECONDS); mounted before the JSON parser, the session and the X-Requested-With check.
 * Stages the event (one row per event id), enqueues `ledger.stripe-event`, answers 200. Redis down after staging
 * still answers 200 (the staged row is re-driven); PostgreSQL down answers 500 so Stripe retries.
 */
export function stripeWebhookRoutes(m: Mount, gateway: StripeGateway): void {
  const { deps } = m;
  const raw = express.raw({ type: 'application/json', limit: '1mb' });
  handle(
    m,
    'POST /api/stripe/webhook',
    async ({ req }) => {
      const log = deps.logger;
      if (deps.config.NODE_ENV === 'production' && deps.config.STRIPE_WEBHOOK_SECRET === DEFAULT_SECRET) {
        log.error('STRIPE_WEBHOOK_SECRET is the development default; refusing webhooks in production');
        return refusal(503, { error: { code: 'unavailable', message: 'Webhook not configured' } });
      }
      if (!Buffer.isBuffer(req.body) || req.body.length === 0)
        return refusal(400, {
          error: { code: 'bad_request', message: 'Expected a raw application/json body' },
        });
      const body = req.body;
      let event: { id: string; type: string; livemode?: boolean };
      try {
        event = gateway.verifyWebhook(body, req.get('stripe-signature'));
      } catch (err) {
        const message = err instanceof WebhookSignatureError ? err.message : 'Invalid payload';
        log.warn({ err: (err as Error).message }, 'stripe webhook rejected');
        return refusal(400, { error: { code: 'invalid_signature', message } });
      }
      if (typeof event?.id !== 'string' || !EVENT_ID_RE.test(event.id) || typeof event.type !== 'string')
        return refusal(400, { error: { code: 'bad_request', message: 'Not a Stripe event' } });
      const handled = HANDLED_STRIPE_EVENTS.has(event.type);

      let staged: { inserted: boolean; processed: boolean };
      try {
        staged = await stageStripeEvent(deps.db.sequelize, {
          id: event.id,
          type: event.type,
          livemode: event.livemode === true,
          payload: body.toString('utf8'),
          handled,
        });
      } catch (err) {
        log.error(
          { err: (err as Error).message, eventId: event.id },
          'stripe webhook: could not stage event',
        );
        return refusal(500, {
          error: { code: 'internal', message: 'Could not record the event; retry later' },
        });
      }

      if (staged.processed) return { received: true, duplicate: !staged.inserted, ignored: !handled };
      let queued = true;
      try {
        await withTimeout(
          deps.queues.enqueue('ledger.stripe-event', { stripeEventId: event.id, idempotencyKey: event.id }),
          ENQUEUE_TIMEOUT_MS,
        );
      } catch (err) {
        // The event is staged in PostgreSQL; the worker's re-driver enqueues it when Redis is back.
        queued = false;
        log.warn(
          { err: (err as Error).message, eventId: event.id },
          'stripe webhook: staged but not enqueued',
        );
      }
      return { received: true, duplicate: !staged.inserted, queued };
    },
    { use: [raw] },
  );
}
