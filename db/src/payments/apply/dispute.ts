import type { EventStep, ApplyResult } from './types';
import { disputeObject, idOf } from '@fanlift/core/schemas/stripe-objects';
import { clawBack } from './claw-back';
import { sessionAccount, likesForAmount, lockSessionByPayment } from '../session-locks';
import { sessionUpdates } from '../session-updates';

/** charge.dispute.created claws back the disputed amount once (cause `dispute:<dp>`). */
export async function applyDispute(step: EventStep): Promise<ApplyResult> {
  const { sequelize, t, eventId, object, finish, unmatched } = step;
  const parsed = disputeObject.safeParse(object);
  if (!parsed.success) return finish('malformed');
  const dp = parsed.data;
  const s = await lockSessionByPayment(sequelize, t, idOf(dp.payment_intent), idOf(dp.charge));
  if (!s) return unmatched(`dispute ${dp.id}`);
  if (s.status !== 'paid') {
    if (s.status === 'failed' || s.status === 'expired')
      return finish('nothing_to_reverse', { checkoutSessionId: s.id });
    return unmatched(`a credited session for dispute ${dp.id}`);
  }
  if (!sessionAccount(s)) return finish('no_account', { checkoutSessionId: s.id });
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
