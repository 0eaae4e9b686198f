import type { EventStep, ApplyResult } from './types';
import { chargeObject, idOf } from '@fanlift/core/schemas/stripe-objects';
import { clawBack } from './claw-back';
import { sessionAccount, likesForAmount, lockSessionByPayment } from '../session-locks';
import { sessionUpdates } from '../session-updates';

/**
 * charge.refunded carries the CUMULATIVE amount refunded: only the part beyond the last applied cumulative
 * amount is clawed back (cause `refund:<charge>:<cumulative>`); a stale or repeated event does nothing.
 */
export async function applyRefund(step: EventStep): Promise<ApplyResult> {
  const { sequelize, t, eventId, object, finish, unmatched } = step;
  const parsed = chargeObject.safeParse(object);
  if (!parsed.success) return finish('malformed');
  const ch = parsed.data;
  const s = await lockSessionByPayment(sequelize, t, idOf(ch.payment_intent), ch.id);
  if (!s) return unmatched(`charge ${ch.id}`);
  if (s.status !== 'paid') {
    if (s.status === 'failed' || s.status === 'expired')
      return finish('nothing_to_reverse', { checkoutSessionId: s.id });
    // The credit has not been applied yet (events out of order): try again later.
    return unmatched(`a credited session for charge ${ch.id}`);
  }
  if (!sessionAccount(s)) return finish('no_account', { checkoutSessionId: s.id });
  if (!s.charge_id) {
    await sessionUpdates.charge({ sequelize, t, id: s.id }, ch.id);
  }
  const cumulative = ch.amount_refunded;
  if (cumulative <= s.amount_refunded_cents) return finish('stale_refund', { checkoutSessionId: s.id });
  const requested = Math.min(
    likesForAmount(Math.min(cumulative, s.amount_cents), s) - likesForAmount(s.amount_refunded_cents, s),
    s.likes - s.likes_reversed,
  );
  const out = await clawBack(sequelize, t, s, {
    kind: 'refund',
    causeKey: `refund:${ch.id}:${cumulative}`,
    eventId,
    amountCents: cumulative - s.amount_refunded_cents,
    requested: Math.max(0, requested),
    meta: {
      chargeId: ch.id,
      cumulativeRefundedCents: cumulative,
      previousRefundedCents: s.amount_refunded_cents,
    },
    paymentName: 'Refund',
  });
  if (out.applied) {
    await sessionUpdates.refundedTo({ sequelize, t, id: s.id }, cumulative);
  }
  return finish(out.applied ? 'refunded' : 'duplicate', { checkoutSessionId: s.id, ...out.out });
}
