import type { EventStep, ApplyResult } from './types';
import { checkoutObject, idOf, paymentMethodTypeOf } from '@fanlift/core/schemas/stripe-objects';
import { creditSession } from './credit';
import { sessionAccount, lockSessionById } from '../session-locks';
import { sessionUpdates } from '../session-updates';

/**
 * checkout.session.completed (payment_status 'paid') and async_payment_succeeded credit the session once;
 * completed while unpaid marks it 'processing'; async_payment_failed / expired mark it failed / expired
 * (never after a credit).
 */
export async function applyCheckoutEvent(step: EventStep): Promise<ApplyResult> {
  const { sequelize, t, eventId, object, finish } = step;
  const ev = { type: step.type };
  const parsed = checkoutObject.safeParse(object);
  if (!parsed.success) return finish('malformed');
  const cs = parsed.data;
  const s = await lockSessionById(sequelize, t, cs.id);
  if (!s) return finish('unknown_session', { checkoutSessionId: cs.id });
  const sessionResult = { checkoutSessionId: s.id };
  const locked = { sequelize, t, id: s.id };

  if (ev.type === 'checkout.session.expired') {
    if (s.status === 'open') {
      await sessionUpdates.expired(locked);
      return finish('expired', sessionResult);
    }
    return finish('noop', sessionResult);
  }
  if (ev.type === 'checkout.session.async_payment_failed') {
    if (s.status === 'open' || s.status === 'processing') {
      await sessionUpdates.paymentFailed(locked);
      return finish('payment_failed', sessionResult);
    }
    return finish('noop', sessionResult);
  }

  // completed / async_payment_succeeded: the amount must be exactly what our price table asked for.
  if (cs.amount_total !== s.amount_cents || (cs.currency ?? '').toLowerCase() !== s.currency) {
    return finish('amount_mismatch', sessionResult);
  }
  const pi = idOf(cs.payment_intent);
  if (pi && !s.payment_intent_id) {
    await sessionUpdates.paymentIntent(locked, pi);
  }
  const paid = ev.type === 'checkout.session.async_payment_succeeded' || cs.payment_status === 'paid';
  if (!paid) {
    if (s.status === 'open') {
      await sessionUpdates.processing(locked, cs.payment_status);
    }
    return finish('awaiting_payment', sessionResult);
  }
  if (s.status === 'paid') return finish('duplicate', sessionResult);
  // The fan (or athlete) was deleted since checkout: nothing to credit; an operator refunds (logged as error).
  if (!sessionAccount(s)) return finish('no_account', sessionResult);
  const credited = await creditSession(sequelize, t, s, eventId, {
    affiliateSharePercent: step.affiliateSharePercent,
    platformFeePercent: step.platformFeePercent,
    paymentMethodType: paymentMethodTypeOf(cs),
  });
  return finish(credited.applied ? 'credited' : 'duplicate', { ...sessionResult, ...credited.out });
}
