import type { Sequelize, Transaction } from 'sequelize';
import { finishStripeEvent, lockStripeEvent } from '../stripe-events';
import { UNMATCHED_EVENT_MAX_AGE_HOURS } from '../../outbox';
import { DeferStripeEventError, type ApplyResult, type EventStep } from './types';
import { applyCheckoutEvent } from './checkout';
import { applyRefund } from './refund';
import { applyDispute } from './dispute';

export { DeferStripeEventError, type ApplyResult, type AppliedEmit } from './types';

/**
 * Applying one staged Stripe event (DESIGN §7), in ONE transaction:
 *
 * - checkout.session.completed (payment_status 'paid') and checkout.session.async_payment_succeeded credit the
 *   checkout session once (journal cause `checkout:<cs>`): purchase → platform:card −N, fan:{user} +N with an
 *   'added' wallet transaction; guest like → platform:card −N, athlete:{id} +N (likes_received follows).
 *   completed with payment_status 'unpaid' only marks the session 'processing'.
 * - checkout.session.async_payment_failed / expired mark the session failed / expired (never after a credit).
 * - charge.refunded carries the CUMULATIVE amount refunded: only the part beyond the last applied cumulative
 *   amount is clawed back (cause `refund:<charge>:<cumulative>`); a stale or repeated event does nothing.
 * - charge.dispute.created claws back the disputed amount once (cause `dispute:<dp>`).
 *
 * A claw-back never takes a fan (or athlete) below 0: it takes what is there and records the rest as a
 * shortfall (payment_adjustments row, checkout_sessions.likes_shortfall, journal/wallet meta) for an operator.
 * Likes to claw back for an amount = ceil(amount × likes / amount paid), capped so that refunds and disputes of
 * one session never reverse more than the likes it bought.
 *
 * Lock order: stripe_events row → checkout_sessions row → ledger accounts (key order, inside postJournal).
 */

/**
 * Apply one staged event. Idempotent: an event already processed, a session already credited, a refund step
 * or dispute already applied all do nothing. Throws DeferStripeEventError when the event refers to a payment we
 * cannot match yet (retried); any other throw is retried too (the transaction rolled back).
 */
export async function applyStripeEvent(
  sequelize: Sequelize,
  eventId: string,
  opts: {
    holdBeforeCommitMs?: number;
    onHold?: () => void;
    affiliateSharePercent?: number;
    platformFeePercent?: number;
  } = {},
): Promise<ApplyResult> {
  return sequelize.transaction(async (t) => {
    const r = await applyInTransaction(sequelize, t, eventId, {
      affiliateSharePercent: opts.affiliateSharePercent ?? 0,
      platformFeePercent: opts.platformFeePercent ?? 0,
    });
    // Test-only fault injection: keep the transaction open so a test can kill the worker right here.
    if (opts.holdBeforeCommitMs) {
      opts.onHold?.();
      await new Promise((resolve) => setTimeout(resolve, opts.holdBeforeCommitMs));
    }
    return r;
  });
}

async function applyInTransaction(
  sequelize: Sequelize,
  t: Transaction,
  eventId: string,
  money: { affiliateSharePercent: number; platformFeePercent: number },
): Promise<ApplyResult> {
  {
    const ev = await lockStripeEvent(sequelize, t, eventId);
    const result: ApplyResult = {
      eventId,
      type: ev?.type ?? null,
      outcome: 'missing',
      emits: [],
      emailIds: [],
    };
    if (!ev) return result;
    if (ev.processed_at) return { ...result, outcome: 'already_processed' };

    const finish = async (outcome: string, extra: Partial<ApplyResult> = {}) => {
      await finishStripeEvent(sequelize, t, eventId, outcome);
      return { ...result, ...extra, outcome };
    };
    const unmatched = async (what: string) => {
      if (Number(ev.age_hours) >= UNMATCHED_EVENT_MAX_AGE_HOURS) return finish('unmatched');
      throw new DeferStripeEventError(`No checkout session matches ${what} yet`);
    };
    const object = ev.payload?.data?.object;

    const step: EventStep = {
      sequelize,
      t,
      eventId,
      type: ev.type,
      object,
      ...money,
      finish,
      unmatched,
    };
    switch (ev.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired':
        return applyCheckoutEvent(step);
      case 'charge.refunded':
        return applyRefund(step);
      case 'charge.dispute.created':
        return applyDispute(step);
      default:
        return finish('ignored');
    }
  }
}
