import type { EventStep, ApplyResult } from './types';
import { chargeObject, idOf } from '@fanlift/core/schemas/stripe-objects';
import { clawBack, sessionToReverse } from './claw-back';
import { likesForAmount } from '../session-locks';
import { sessionUpdates } from '../session-updates';

/**
 * charge.refunded carries the CUMULATIVE amount refunded: only the part beyond the last applied cumulative
 * amount is clawed back (cause `refund:<charge>:<cumulative>`); a stale or repeated event does nothing.
 */
export async function applyRefund(step: EventStep): Promise<ApplyResult> {
  const { sequelize, t, eventId, object, finish } = step;
  const parsed = chargeObject.safeParse(object);
  if (!parsed.success) return finish('malformed');
  const ch = parsed.data;
  const locked = await sessionToReverse(step, idOf(ch.payment_intent), ch.id, `charge ${ch.id}`);
  if ('done' in locked) return locked.done;
  const s = locked.session;
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
