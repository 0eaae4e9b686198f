import type { EventStep, ApplyResult } from './types';
import { disputeObject, idOf } from '@fanlift/core/schemas/stripe-objects';
import { clawBack, sessionToReverse } from './claw-back';
import { likesForAmount } from '../session-locks';
import { sessionUpdates } from '../session-updates';

/** charge.dispute.created claws back the disputed amount once (cause `dispute:<dp>`). */
export async function applyDispute(step: EventStep): Promise<ApplyResult> {
  const { sequelize, t, eventId, object, finish } = step;
  const parsed = disputeObject.safeParse(object);
  if (!parsed.success) return finish('malformed');
  const dp = parsed.data;
  const locked = await sessionToReverse(step, idOf(dp.payment_intent), idOf(dp.charge), `dispute ${dp.id}`);
  if ('done' in locked) return locked.done;
  const s = locked.session;
  const requested = Math.min(
    likesForAmount(Math.min(dp.amount, s.amount_cents), s),
    s.likes - s.likes_reversed,
  );
  const out = await clawBack(sequelize, t, s, {
    kind: 'dispute',
    causeKey: `dispute:${dp.id}`,
    eventId,
    amountCents: dp.amount,
    requested: Math.max(0, requested),
    meta: { disputeId: dp.id, chargeId: idOf(dp.charge), disputedCents: dp.amount },
    paymentName: 'Chargeback',
  });
  if (out.applied) {
    await sessionUpdates.disputedMore({ sequelize, t, id: s.id }, dp.amount);
  }
  return finish(out.applied ? 'disputed' : 'duplicate', { checkoutSessionId: s.id, ...out.out });
}
