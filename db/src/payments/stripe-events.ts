import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';

/** A Stripe event as the webhook staged it (table stripe_events). */
export interface LockedStripeEvent {
  id: string;
  type: string;
  payload: { data?: { object?: unknown } };
  processed_at: Date | null;
  age_hours: number;
}

/**
 * Stage a verified Stripe event once (ON CONFLICT on its id). An event we don't handle is recorded as already
 * processed ('ignored'). Answers whether this call inserted it and whether it has been processed.
 */
export async function stageStripeEvent(
  sequelize: Sequelize,
  e: { id: string; type: string; livemode: boolean; payload: string; handled: boolean },
): Promise<{ inserted: boolean; processed: boolean }> {
  const rows = await sequelize.query<{ inserted: boolean; processed: boolean }>(
    `WITH ins AS (
       INSERT INTO stripe_events (id, type, livemode, payload, processed_at, outcome)
       VALUES ($1, $2, $3, $4::jsonb, CASE WHEN $5::boolean THEN NULL ELSE now() END,
               CASE WHEN $5::boolean THEN NULL ELSE 'ignored' END)
       ON CONFLICT (id) DO NOTHING
       RETURNING processed_at
     )
     SELECT true AS inserted, (processed_at IS NOT NULL) AS processed FROM ins
     UNION ALL
     SELECT false, (processed_at IS NOT NULL) FROM stripe_events WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM ins)`,
    { bind: [e.id, e.type.slice(0, 200), e.livemode, e.payload, e.handled], type: QueryTypes.SELECT },
  );
  return rows[0] ?? { inserted: false, processed: false };
}

/** Lock a staged event for applying (with its age, so long-unmatched events can be closed). */
export async function lockStripeEvent(
  sequelize: Sequelize,
  t: Transaction,
  eventId: string,
): Promise<LockedStripeEvent | null> {
  const [ev] = await sequelize.query<LockedStripeEvent>(
    `SELECT id, type, payload, processed_at, EXTRACT(EPOCH FROM (now() - received_at)) / 3600 AS age_hours
     FROM stripe_events WHERE id = $1 FOR UPDATE`,
    { bind: [eventId], transaction: t, type: QueryTypes.SELECT },
  );
  return ev ?? null;
}

/** Mark a locked event processed with its outcome. */
export async function finishStripeEvent(
  sequelize: Sequelize,
  t: Transaction,
  eventId: string,
  outcome: string,
): Promise<void> {
  await sequelize.query(
    `UPDATE stripe_events SET processed_at = now(), outcome = $2, attempts = attempts + 1, last_error = NULL WHERE id = $1`,
    { bind: [eventId, outcome], transaction: t },
  );
}

/** A failed attempt at applying an event (outside its rolled-back transaction): counted, with the error. */
export async function countStripeEventAttempt(
  sequelize: Sequelize,
  eventId: string,
  error: string,
): Promise<void> {
  await sequelize.query(
    `UPDATE stripe_events SET attempts = attempts + 1, last_error = $2 WHERE id = $1 AND processed_at IS NULL`,
    { bind: [eventId, error.slice(0, 500)] },
  );
}
