import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { z } from 'zod';
import type { WalletTransaction } from '@fanlift/core';
import { ensureAccount, postJournal, stageEmail, type AccountKey } from '@fanlift/db';

/**
 * Applying one staged Stripe event (DESIGN §7), in ONE transaction:
 *
 * - checkout.session.completed (payment_status 'paid') and checkout.session.async_payment_succeeded credit the
 *   checkout session once (journal cause `checkout:<cs>`): purchase → platform:card −N, fan:{user} +N with an
 *   'added' wallet transaction; guest like → platform:card −N, athlete:{id} +N (likes_received follows).
 *   completed with payment_status 'unpaid' only marks the session 'processing'.
 * - checkout.session.async_payment_failed / expired mark the session failed / expired (never after a credit).
 * - charge.refunded carries the CUMULATIVE amount refunded: only the part beyond the last applied cumulative
 *   amount is clawed back (cause `refund:<charge>:<cumulative>`); a stale or repeated event does nothing.
 * - charge.dispute.created claws back the disputed amount once (cause `dispute:<dp>`).
 *
 * A claw-back never takes a fan (or athlete) below 0: it takes what is there and records the rest as a
 * shortfall (payment_adjustments row, checkout_sessions.likes_shortfall, journal/wallet meta) for an operator.
 * Likes to claw back for an amount = ceil(amount × likes / amount paid), capped so that refunds and disputes of
 * one session never reverse more than the likes it bought.
 *
 * Lock order: stripe_events row → checkout_sessions row → ledger accounts (key order, inside postJournal).
 */

/** Events whose session or charge we cannot match are retried this long (out-of-order delivery), then dropped. */
export const UNMATCHED_EVENT_MAX_AGE_HOURS = 72;

export class DeferStripeEventError extends Error {
  code = 'deferred' as const;
}

export interface AppliedEmit {
  walletBalance?: { userId: number; balance: number; transaction: WalletTransaction | null };
  athleteLikes?: { athleteId: number; likes: number };
}

export interface ApplyResult {
  eventId: string;
  type: string | null;
  outcome: string;
  checkoutSessionId?: string;
  emits: AppliedEmit[];
  emailIds: string[];
}

interface SessionRow {
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

const idOrObject = z.union([z.string(), z.object({ id: z.string() }).passthrough()]).nullish();
const idOf = (v: z.infer<typeof idOrObject>): string | null =>
  v == null ? null : typeof v === 'string' ? v : v.id;

const checkoutObject = z
  .object({
    id: z.string().regex(/^cs_[A-Za-z0-9_]+$/),
    amount_total: z.number().int().nullish(),
    currency: z.string().nullish(),
    payment_status: z.string(),
    payment_intent: idOrObject,
  })
  .passthrough();
const chargeObject = z
  .object({
    id: z.string().min(1),
    amount_refunded: z.number().int().min(0),
    payment_intent: idOrObject,
  })
  .passthrough();
const disputeObject = z
  .object({
    id: z.string().min(1),
    amount: z.number().int().min(0),
    charge: idOrObject,
    payment_intent: idOrObject,
  })
  .passthrough();

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
const plural = (n: number) => `${n} like${n === 1 ? '' : 's'}`;

/** Likes worth `cents` of a session (rounded up), never more than the session bought. */
export function likesForAmount(cents: number, s: { likes: number; amount_cents: number }): number {
  if (cents <= 0) return 0;
  return Math.min(s.likes, Math.ceil((cents * s.likes) / s.amount_cents));
}

async function lockSessionById(sequelize: Sequelize, t: Transaction, id: string): Promise<SessionRow | null> {
  const rows = await sequelize.query<SessionRow>(`SELECT * FROM checkout_sessions WHERE id = $1 FOR UPDATE`, {
    bind: [id],
    transaction: t,
    type: QueryTypes.SELECT,
  });
  return rows[0] ?? null;
}

async function lockSessionByPayment(
  sequelize: Sequelize,
  t: Transaction,
  paymentIntentId: string | null,
  chargeId: string | null,
): Promise<SessionRow | null> {
  const rows = await sequelize.query<SessionRow>(
    `SELECT * FROM checkout_sessions
     WHERE ($1::text IS NOT NULL AND payment_intent_id = $1) OR ($2::text IS NOT NULL AND charge_id = $2)
     ORDER BY id LIMIT 1 FOR UPDATE`,
    { bind: [paymentIntentId, chargeId], transaction: t, type: QueryTypes.SELECT },
  );
  return rows[0] ?? null;
}

async function userEmail(sequelize: Sequelize, t: Transaction, userId: number): Promise<string | null> {
  const rows = await sequelize.query<{ email: string }>(`SELECT email FROM users WHERE id = $1`, {
    bind: [userId],
    transaction: t,
    type: QueryTypes.SELECT,
  });
  return rows[0]?.email ?? null;
}

async function athleteName(sequelize: Sequelize, t: Transaction, id: number): Promise<string> {
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

function toTx(
  w:
    | {
        id: number;
        type: WalletTransaction['type'];
        status: WalletTransaction['status'];
        likes: number;
        paymentName: string | null;
        createdAt: string;
      }
    | undefined,
): WalletTransaction | null {
  return w
    ? {
        id: w.id,
        type: w.type,
        status: w.status,
        likes: w.likes,
        paymentName: w.paymentName,
        createdAt: w.createdAt,
      }
    : null;
}

/**
 * Apply one staged event. Idempotent: an event already processed, a session already credited, a refund step
 * or dispute already applied all do nothing. Throws DeferStripeEventError when the event refers to a payment we
 * cannot match yet (retried); any other throw is retried too (the transaction rolled back).
 */
export async function applyStripeEvent(
  sequelize: Sequelize,
  eventId: string,
  opts: { holdBeforeCommitMs?: number } = {},
): Promise<ApplyResult> {
  return sequelize.transaction(async (t) => {
    const r = await applyInTransaction(sequelize, t, eventId);
    // Test-only fault injection: keep the transaction open so a test can kill the worker right here.
    if (opts.holdBeforeCommitMs) await new Promise((resolve) => setTimeout(resolve, opts.holdBeforeCommitMs));
    return r;
  });
}

async function applyInTransaction(
  sequelize: Sequelize,
  t: Transaction,
  eventId: string,
): Promise<ApplyResult> {
  {
    const [ev] = await sequelize.query<{
      id: string;
      type: string;
      payload: { data?: { object?: unknown } };
      processed_at: Date | null;
      age_hours: number;
    }>(
      `SELECT id, type, payload, processed_at, EXTRACT(EPOCH FROM (now() - received_at)) / 3600 AS age_hours
       FROM stripe_events WHERE id = $1 FOR UPDATE`,
      { bind: [eventId], transaction: t, type: QueryTypes.SELECT },
    );
    const result: ApplyResult = {
      eventId,
      type: ev?.type ?? null,
      outcome: 'missing',
      emits: [],
      emailIds: [],
    };
    if (!ev) return result;
    if (ev.processed_at) return { ...result, outcome: 'already_processed' };

    const finish = async (outcome: string, extra: Partial<ApplyResult> = {}) => {
      await sequelize.query(
        `UPDATE stripe_events SET processed_at = now(), outcome = $2, attempts = attempts + 1, last_error = NULL WHERE id = $1`,
        { bind: [eventId, outcome], transaction: t },
      );
      return { ...result, ...extra, outcome };
    };
    const unmatched = async (what: string) => {
      if (Number(ev.age_hours) >= UNMATCHED_EVENT_MAX_AGE_HOURS) return finish('unmatched');
      throw new DeferStripeEventError(`No checkout session matches ${what} yet`);
    };
    const object = ev.payload?.data?.object;

    switch (ev.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired': {
        const parsed = checkoutObject.safeParse(object);
        if (!parsed.success) return finish('malformed');
        const cs = parsed.data;
        const s = await lockSessionById(sequelize, t, cs.id);
        if (!s) return finish('unknown_session', { checkoutSessionId: cs.id });
        const sessionResult = { checkoutSessionId: s.id };

        if (ev.type === 'checkout.session.expired') {
          if (s.status === 'open') {
            await sequelize.query(
              `UPDATE checkout_sessions SET status = 'expired', updated_at = now() WHERE id = $1`,
              {
                bind: [s.id],
                transaction: t,
              },
            );
            return finish('expired', sessionResult);
          }
          return finish('noop', sessionResult);
        }
        if (ev.type === 'checkout.session.async_payment_failed') {
          if (s.status === 'open' || s.status === 'processing') {
            await sequelize.query(
              `UPDATE checkout_sessions SET status = 'failed', payment_status = 'unpaid', updated_at = now() WHERE id = $1`,
              { bind: [s.id], transaction: t },
            );
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
          await sequelize.query(
            `UPDATE checkout_sessions SET payment_intent_id = $2, updated_at = now() WHERE id = $1`,
            {
              bind: [s.id, pi],
              transaction: t,
            },
          );
        }
        const paid = ev.type === 'checkout.session.async_payment_succeeded' || cs.payment_status === 'paid';
        if (!paid) {
          if (s.status === 'open') {
            await sequelize.query(
              `UPDATE checkout_sessions SET status = 'processing', payment_status = $2, updated_at = now() WHERE id = $1`,
              { bind: [s.id, cs.payment_status.slice(0, 50)], transaction: t },
            );
          }
          return finish('awaiting_payment', sessionResult);
        }
        if (s.status === 'paid') return finish('duplicate', sessionResult);
        // The fan (or athlete) was deleted since checkout: nothing to credit; an operator refunds (logged as error).
        if (!accountOf(s)) return finish('no_account', sessionResult);
        const credited = await creditSession(sequelize, t, s, eventId);
        return finish(credited.applied ? 'credited' : 'duplicate', { ...sessionResult, ...credited.out });
      }

      case 'charge.refunded': {
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
        if (!accountOf(s)) return finish('no_account', { checkoutSessionId: s.id });
        if (!s.charge_id) {
          await sequelize.query(`UPDATE checkout_sessions SET charge_id = $2 WHERE id = $1`, {
            bind: [s.id, ch.id],
            transaction: t,
          });
        }
        const cumulative = ch.amount_refunded;
        if (cumulative <= s.amount_refunded_cents) return finish('stale_refund', { checkoutSessionId: s.id });
        const requested = Math.min(
          likesForAmount(Math.min(cumulative, s.amount_cents), s) -
            likesForAmount(s.amount_refunded_cents, s),
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
          await sequelize.query(
            `UPDATE checkout_sessions SET amount_refunded_cents = $2, updated_at = now() WHERE id = $1`,
            { bind: [s.id, cumulative], transaction: t },
          );
        }
        return finish(out.applied ? 'refunded' : 'duplicate', { checkoutSessionId: s.id, ...out.out });
      }

      case 'charge.dispute.created': {
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
        if (!accountOf(s)) return finish('no_account', { checkoutSessionId: s.id });
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
          await sequelize.query(
            `UPDATE checkout_sessions SET amount_disputed_cents = amount_disputed_cents + $2, updated_at = now() WHERE id = $1`,
            { bind: [s.id, dp.amount], transaction: t },
          );
        }
        return finish(out.applied ? 'disputed' : 'duplicate', { checkoutSessionId: s.id, ...out.out });
      }

      default:
        return finish('ignored');
    }
  }
}

/** The ledger account a session credits (and claws back from): the buying fan, or the guest-liked athlete. */
function accountOf(s: SessionRow): AccountKey | null {
  if (s.kind === 'purchase') return s.user_id != null ? `fan:${s.user_id}` : null;
  return s.athlete_profile_id != null ? `athlete:${s.athlete_profile_id}` : null;
}

async function creditSession(
  sequelize: Sequelize,
  t: Transaction,
  s: SessionRow,
  eventId: string,
): Promise<{ applied: boolean; out: Partial<ApplyResult> }> {
  const base = {
    checkoutSessionId: s.id,
    amountCents: s.amount_cents,
    currency: s.currency,
    stripeEventId: eventId,
  };
  let posted;
  let emit: AppliedEmit;
  let email: { to: string | null; subject: string; text: string; userId: number | null };
  if (s.kind === 'purchase') {
    if (s.user_id == null) throw new Error(`Checkout session ${s.id} has no user to credit`);
    const fan: AccountKey = `fan:${s.user_id}`;
    posted = await postJournal(t, {
      kind: 'stripe-purchase',
      causeKey: `checkout:${s.id}`,
      meta: { ...base, likes: s.likes, userId: s.user_id },
      lines: [
        { account: 'platform:card', amount: -s.likes },
        { account: fan, amount: s.likes },
      ],
      walletTransactions: [
        {
          userId: s.user_id,
          type: 'added',
          likes: s.likes,
          paymentName: `Card purchase (${plural(s.likes)})`,
          meta: base,
        },
      ],
    });
    emit = {
      walletBalance: {
        userId: s.user_id,
        balance: posted.balances[fan] ?? 0,
        transaction: toTx(posted.walletTransactions[0]),
      },
    };
    email = {
      to: await userEmail(sequelize, t, s.user_id),
      userId: s.user_id,
      subject: `Your Fanlift receipt: ${plural(s.likes)}`,
      text:
        `Thanks for your purchase!\n\n${plural(s.likes)} (${money(s.amount_cents, s.currency)}) were added to your ` +
        `Fanlift wallet.\n\nReceipt reference: ${s.id}\n`,
    };
  } else {
    if (s.athlete_profile_id == null) throw new Error(`Checkout session ${s.id} has no athlete to credit`);
    const athlete: AccountKey = `athlete:${s.athlete_profile_id}`;
    posted = await postJournal(t, {
      kind: 'stripe-guest-like',
      causeKey: `checkout:${s.id}`,
      meta: { ...base, likes: s.likes, athleteId: s.athlete_profile_id, allocationId: s.allocation_id },
      lines: [
        { account: 'platform:card', amount: -s.likes },
        { account: athlete, amount: s.likes },
      ],
    });
    emit = { athleteLikes: { athleteId: s.athlete_profile_id, likes: posted.balances[athlete] ?? 0 } };
    const name = await athleteName(sequelize, t, s.athlete_profile_id);
    email = {
      to: s.guest_email ?? (s.user_id ? await userEmail(sequelize, t, s.user_id) : null),
      userId: s.user_id,
      subject: `Your Fanlift receipt: ${plural(s.likes)} for ${name}`,
      text:
        `Thanks for supporting ${name}!\n\nYour ${plural(s.likes)} (${money(s.amount_cents, s.currency)}) ` +
        `were credited to ${name}.\n\nReceipt reference: ${s.id}\n`,
    };
  }
  if (!posted.applied) return { applied: false, out: {} };
  await sequelize.query(
    `UPDATE checkout_sessions SET status = 'paid', payment_status = 'paid', paid_at = now(), credit_journal_id = $2,
            updated_at = now() WHERE id = $1`,
    { bind: [s.id, posted.journalId], transaction: t },
  );
  const emailIds: string[] = [];
  if (email.to) {
    const staged = await stageEmail(t, {
      idempotencyKey: `receipt:${s.id}`,
      to: email.to,
      subject: email.subject,
      text: email.text,
      userId: email.userId,
      kind: 'receipt',
    });
    if (staged.created) emailIds.push(staged.id);
  }
  return { applied: true, out: { emits: [emit], emailIds } };
}

async function clawBack(
  sequelize: Sequelize,
  t: Transaction,
  s: SessionRow,
  step: {
    kind: 'refund' | 'dispute';
    causeKey: string;
    eventId: string;
    amountCents: number;
    requested: number;
    meta: Record<string, unknown>;
    paymentName: string;
  },
): Promise<{ applied: boolean; out: Partial<ApplyResult> }> {
  const account = accountOf(s);
  if (!account) throw new Error(`Checkout session ${s.id} has no account to claw back from`);

  // Lock the account and read what is there (spends of this wallet wait for us, so the amount stays true).
  await ensureAccount(t, account);
  const [acc] = await sequelize.query<{ balance: number }>(
    `SELECT balance FROM ledger_accounts WHERE key = $1`,
    {
      bind: [account],
      transaction: t,
      type: QueryTypes.SELECT,
    },
  );
  const available = Math.max(0, Number(acc?.balance ?? 0));
  const clawed = Math.min(step.requested, available);
  const shortfall = step.requested - clawed;

  // The adjustment row is the exactly-once guard of this step, including steps with nothing left to take.
  const inserted = await sequelize.query<{ id: number }>(
    `INSERT INTO payment_adjustments
       (cause_key, checkout_session_id, kind, stripe_event_id, amount_cents, likes_requested, likes_clawed_back, likes_shortfall)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (cause_key) DO NOTHING RETURNING id`,
    {
      bind: [
        step.causeKey,
        s.id,
        step.kind,
        step.eventId,
        step.amountCents,
        step.requested,
        clawed,
        shortfall,
      ],
      transaction: t,
      type: QueryTypes.SELECT,
    },
  );
  if (inserted.length === 0) return { applied: false, out: {} };

  const meta = {
    ...step.meta,
    checkoutSessionId: s.id,
    stripeEventId: step.eventId,
    amountCents: step.amountCents,
    requestedLikes: step.requested,
    clawedBackLikes: clawed,
    shortfallLikes: shortfall,
    ...(shortfall > 0 ? { note: `Only ${clawed} of ${step.requested} likes were left to claw back` } : {}),
  };
  const emits: AppliedEmit[] = [];
  if (clawed > 0) {
    const posted = await postJournal(t, {
      kind: step.kind === 'refund' ? 'stripe-refund' : 'stripe-dispute',
      causeKey: step.causeKey,
      meta,
      lines: [
        { account, amount: -clawed },
        { account: 'platform:refunds', amount: clawed },
      ],
      walletTransactions:
        s.kind === 'purchase' && s.user_id != null
          ? [{ userId: s.user_id, type: 'used', likes: clawed, paymentName: step.paymentName, meta }]
          : undefined,
    });
    if (!posted.applied) throw new Error(`Journal ${step.causeKey} exists without its adjustment row`);
    await sequelize.query(`UPDATE payment_adjustments SET journal_id = $2 WHERE id = $1`, {
      bind: [inserted[0].id, posted.journalId],
      transaction: t,
    });
    if (s.kind === 'purchase' && s.user_id != null) {
      emits.push({
        walletBalance: {
          userId: s.user_id,
          balance: posted.balances[account] ?? 0,
          transaction: toTx(posted.walletTransactions[0]),
        },
      });
    } else if (s.athlete_profile_id != null) {
      emits.push({ athleteLikes: { athleteId: s.athlete_profile_id, likes: posted.balances[account] ?? 0 } });
    }
  }
  await sequelize.query(
    `UPDATE checkout_sessions SET likes_reversed = likes_reversed + $2, likes_clawed_back = likes_clawed_back + $3,
            likes_shortfall = likes_shortfall + $4, updated_at = now() WHERE id = $1`,
    { bind: [s.id, step.requested, clawed, shortfall], transaction: t },
  );
  return { applied: true, out: { emits } };
}
