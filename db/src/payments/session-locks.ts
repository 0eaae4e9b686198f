import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { AccountKey } from '../ledger';

/** A checkout session row as the payment jobs lock and read it. */
export interface LockedSession {
  id: string;
  kind: 'purchase' | 'guest_like';
  user_id: number | null;
  athlete_profile_id: number | null;
  allocation_id: number | null;
  guest_email: string | null;
  likes: number;
  amount_cents: number;
  currency: string;
  status: 'open' | 'processing' | 'paid' | 'failed' | 'expired';
  payment_intent_id: string | null;
  charge_id: string | null;
  amount_refunded_cents: number;
  amount_disputed_cents: number;
  likes_reversed: number;
}

/** Likes worth `cents` of a session (rounded up), never more than the session bought. */
export function likesForAmount(cents: number, s: { likes: number; amount_cents: number }): number {
  if (cents <= 0) return 0;
  return Math.min(s.likes, Math.ceil((cents * s.likes) / s.amount_cents));
}

export async function lockSessionById(
  sequelize: Sequelize,
  t: Transaction,
  id: string,
): Promise<LockedSession | null> {
  const rows = await sequelize.query<LockedSession>(
    `SELECT * FROM checkout_sessions WHERE id = $1 FOR UPDATE`,
    {
      bind: [id],
      transaction: t,
      type: QueryTypes.SELECT,
    },
  );
  return rows[0] ?? null;
}

export async function lockSessionByPayment(
  sequelize: Sequelize,
  t: Transaction,
  paymentIntentId: string | null,
  chargeId: string | null,
): Promise<LockedSession | null> {
  const rows = await sequelize.query<LockedSession>(
    `SELECT * FROM checkout_sessions
     WHERE ($1::text IS NOT NULL AND payment_intent_id = $1) OR ($2::text IS NOT NULL AND charge_id = $2)
     ORDER BY id LIMIT 1 FOR UPDATE`,
    { bind: [paymentIntentId, chargeId], transaction: t, type: QueryTypes.SELECT },
  );
  return rows[0] ?? null;
}

export async function userEmailIn(
  sequelize: Sequelize,
  t: Transaction,
  userId: number,
): Promise<string | null> {
  const rows = await sequelize.query<{ email: string }>(`SELECT email FROM users WHERE id = $1`, {
    bind: [userId],
    transaction: t,
    type: QueryTypes.SELECT,
  });
  return rows[0]?.email ?? null;
}

export async function athleteNameIn(sequelize: Sequelize, t: Transaction, id: number): Promise<string> {
  const rows = await sequelize.query<{ full_name: string }>(
    `SELECT full_name FROM athlete_profiles WHERE id = $1`,
    {
      bind: [id],
      transaction: t,
      type: QueryTypes.SELECT,
    },
  );
  return rows[0]?.full_name ?? `athlete #${id}`;
}

/** The ledger account a session credits (and claws back from): the buying fan, or the guest-liked athlete. */
export function sessionAccount(s: LockedSession): AccountKey | null {
  if (s.kind === 'purchase') return s.user_id != null ? `fan:${s.user_id}` : null;
  return s.athlete_profile_id != null ? `athlete:${s.athlete_profile_id}` : null;
}

/** A credited session: paid, with the journal that credited it. */
export async function markSessionPaid(
  sequelize: Sequelize,
  t: Transaction,
  id: string,
  journalId: number,
  paymentMethodType: string | null = null,
): Promise<void> {
  await sequelize.query(
    `UPDATE checkout_sessions SET status = 'paid', payment_status = 'paid', paid_at = now(), credit_journal_id = $2,
            payment_method_type = $3, updated_at = now() WHERE id = $1`,
    { bind: [id, journalId, paymentMethodType], transaction: t },
  );
}
