/** A purchase's receipt (issue 29 item 3): the buyer's own checkout session, paid; anyone else's is not found. */
import type { Sequelize } from 'sequelize';
import type { Receipt } from '@fanlift/core';
import { q } from '../sql';

interface ReceiptRow {
  id: string;
  kind: 'purchase' | 'guest_like';
  likes: number;
  unit_price_cents: number;
  amount_cents: number;
  currency: string;
  status: string;
  payment_method_type: string | null;
  paid_at: Date | string | null;
  created_at: Date | string;
  amount_refunded_cents: number;
  amount_disputed_cents: number;
  likes_clawed_back: number;
  athlete_name: string | null;
}

export async function receiptOf(sequelize: Sequelize, userId: number, id: string): Promise<Receipt | null> {
  const [r] = await q(sequelize)<ReceiptRow>(
    `SELECT cs.id, cs.kind, cs.likes, cs.unit_price_cents, cs.amount_cents, cs.currency, cs.status,
            cs.payment_method_type, cs.paid_at, cs.created_at, cs.amount_refunded_cents, cs.amount_disputed_cents,
            cs.likes_clawed_back, ap.full_name AS athlete_name
       FROM checkout_sessions cs LEFT JOIN athlete_profiles ap ON ap.id = cs.athlete_profile_id
      WHERE cs.id = $1 AND cs.user_id = $2 AND cs.status = 'paid'`,
    [id, userId],
  );
  if (!r) return null;
  return {
    id: r.id,
    kind: r.kind,
    likes: r.likes,
    unitPriceCents: r.unit_price_cents,
    amountCents: r.amount_cents,
    currency: r.currency,
    paymentMethodType: r.payment_method_type,
    paidAt: new Date(r.paid_at ?? r.created_at).toISOString(),
    refundedCents: r.amount_refunded_cents,
    disputedCents: r.amount_disputed_cents,
    likesTakenBack: r.likes_clawed_back,
    athleteName: r.athlete_name,
  };
}
