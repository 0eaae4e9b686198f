import { QueryTypes, type Sequelize } from 'sequelize';
import { CHECKOUT_SESSION_ID_RE, type CheckoutSession } from '@fanlift/core';

/** Our record of a Checkout Session (table checkout_sessions, migration 0004). */
export interface CheckoutSessionRow {
  id: string;
  kind: 'purchase' | 'guest_like';
  mode: 'stripe' | 'local';
  user_id: number | null;
  athlete_profile_id: number | null;
  allocation_id: number | null;
  guest_email: string | null;
  likes: number;
  unit_price_cents: number;
  amount_cents: number;
  currency: string;
  status: 'open' | 'processing' | 'paid' | 'failed' | 'expired';
  payment_status: string;
  url: string | null;
  payment_intent_id: string | null;
  amount_refunded_cents: number;
  amount_disputed_cents: number;
  likes_reversed: number;
  likes_clawed_back: number;
  likes_shortfall: number;
  paid_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** A checkout session id (core's rule). */
export const SESSION_ID_RE = CHECKOUT_SESSION_ID_RE;

export async function insertCheckoutSession(
  sequelize: Sequelize,
  row: Pick<
    CheckoutSessionRow,
    | 'id'
    | 'kind'
    | 'mode'
    | 'user_id'
    | 'athlete_profile_id'
    | 'allocation_id'
    | 'guest_email'
    | 'likes'
    | 'unit_price_cents'
    | 'amount_cents'
    | 'currency'
    | 'url'
  >,
): Promise<void> {
  await sequelize.query(
    `INSERT INTO checkout_sessions
       (id, kind, mode, user_id, athlete_profile_id, allocation_id, guest_email, likes, unit_price_cents, amount_cents, currency, url)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    {
      bind: [
        row.id,
        row.kind,
        row.mode,
        row.user_id,
        row.athlete_profile_id,
        row.allocation_id,
        row.guest_email,
        row.likes,
        row.unit_price_cents,
        row.amount_cents,
        row.currency,
        row.url,
      ],
    },
  );
}

export async function findCheckoutSession(
  sequelize: Sequelize,
  id: string,
): Promise<CheckoutSessionRow | null> {
  if (!SESSION_ID_RE.test(id)) return null;
  const rows = await sequelize.query<CheckoutSessionRow>(`SELECT * FROM checkout_sessions WHERE id = $1`, {
    bind: [id],
    type: QueryTypes.SELECT,
  });
  return rows[0] ?? null;
}

/** GET /api/payments/session/:id: the core contract (callback pages poll it). */
export function toSessionDTO(s: CheckoutSessionRow): CheckoutSession {
  return {
    id: s.id,
    kind: s.kind,
    mode: s.mode,
    status: s.status,
    credited: s.status === 'paid',
    likes: s.likes,
    amountCents: s.amount_cents,
    currency: s.currency,
    athleteId: s.athlete_profile_id,
    allocationId: s.allocation_id,
    refundedCents: s.amount_refunded_cents,
    disputedCents: s.amount_disputed_cents,
    likesReversalRequested: s.likes_reversed,
    likesReversed: s.likes_clawed_back,
    likesShortfall: s.likes_shortfall,
    createdAt: new Date(s.created_at).toISOString(),
    paidAt: s.paid_at ? new Date(s.paid_at).toISOString() : null,
  };
}
export type CheckoutSessionDTO = CheckoutSession;
