import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';

/** The updates the Stripe event steps make to a checkout session they hold locked (lockSessionBy*). */
type Locked = { sequelize: Sequelize; t: Transaction; id: string };

async function update(l: Locked, set: string, bind: unknown[] = []): Promise<void> {
  await l.sequelize.query(`UPDATE checkout_sessions SET ${set}, updated_at = now() WHERE id = $1`, {
    bind: [l.id, ...bind],
    transaction: l.t,
  });
}

export const sessionUpdates = {
  expired: (l: Locked) => update(l, `status = 'expired'`),
  paymentFailed: (l: Locked) => update(l, `status = 'failed', payment_status = 'unpaid'`),
  processing: (l: Locked, paymentStatus: string) =>
    update(l, `status = 'processing', payment_status = $2`, [paymentStatus.slice(0, 50)]),
  paymentIntent: (l: Locked, paymentIntentId: string) =>
    update(l, `payment_intent_id = $2`, [paymentIntentId]),
  charge: (l: Locked, chargeId: string) => update(l, `charge_id = $2`, [chargeId]),
  refundedTo: (l: Locked, cumulativeCents: number) =>
    update(l, `amount_refunded_cents = $2`, [cumulativeCents]),
  disputedMore: (l: Locked, cents: number) =>
    update(l, `amount_disputed_cents = amount_disputed_cents + $2`, [cents]),
  reversed: (l: Locked, r: { requested: number; clawed: number; shortfall: number }) =>
    update(
      l,
      `likes_reversed = likes_reversed + $2, likes_clawed_back = likes_clawed_back + $3,
       likes_shortfall = likes_shortfall + $4`,
      [r.requested, r.clawed, r.shortfall],
    ),
};

/**
 * The exactly-once guard of a refund or dispute step (UNIQUE cause_key), written even when nothing is left to
 * take. Answers the new row's id, or null when this step was recorded before.
 */
export async function insertPaymentAdjustment(
  sequelize: Sequelize,
  t: Transaction,
  a: {
    causeKey: string;
    checkoutSessionId: string;
    kind: 'refund' | 'dispute';
    eventId: string;
    amountCents: number;
    requested: number;
    clawed: number;
    shortfall: number;
  },
): Promise<number | null> {
  const inserted = await sequelize.query<{ id: number }>(
    `INSERT INTO payment_adjustments
       (cause_key, checkout_session_id, kind, stripe_event_id, amount_cents, likes_requested, likes_clawed_back, likes_shortfall)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (cause_key) DO NOTHING RETURNING id`,
    {
      bind: [
        a.causeKey,
        a.checkoutSessionId,
        a.kind,
        a.eventId,
        a.amountCents,
        a.requested,
        a.clawed,
        a.shortfall,
      ],
      transaction: t,
      type: QueryTypes.SELECT,
    },
  );
  return inserted[0]?.id ?? null;
}

export async function setAdjustmentJournal(
  sequelize: Sequelize,
  t: Transaction,
  adjustmentId: number,
  journalId: number,
): Promise<void> {
  await sequelize.query(`UPDATE payment_adjustments SET journal_id = $2 WHERE id = $1`, {
    bind: [adjustmentId, journalId],
    transaction: t,
  });
}

/**
 * The balance of an account the transaction holds (after ensureAccount locked it and folded its shards, migration
 * 0020: the stored balance, main row plus shards, exact).
 */
export async function balanceIn(sequelize: Sequelize, t: Transaction, key: string): Promise<number> {
  const [acc] = await sequelize.query<{ balance: number }>(`SELECT fanlift_balance_of($1) AS balance`, {
    bind: [key],
    transaction: t,
    type: QueryTypes.SELECT,
  });
  return Math.max(0, Number(acc?.balance ?? 0));
}
