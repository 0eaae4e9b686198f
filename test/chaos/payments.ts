import { QueryTypes, type Sequelize } from 'sequelize';
import { likesForAmount } from '@fanlift/db';
import { signStripePayload } from '../../api/src/payments/stripe-client';
import {
  chargeRefundedEvent,
  checkoutCompletedEvent,
  type CheckoutSessionLike,
} from '../../api/src/payments/local-events';
import { testEnv } from '../helpers/env';
import type { Prng } from './prng';

/**
 * Purchases and refunds in a fault run: a fan opens a checkout through the api, then Stripe's signed
 * `checkout.session.completed` arrives (sometimes twice, as Stripe redelivers), later a `charge.refunded` with a
 * cumulative amount. A webhook counts once the api acknowledged it (200): from then on Stripe would not send it
 * again, so its effect must happen exactly once whatever crashes.
 */
export interface AcceptedPayments {
  /** Purchases whose completion event was acknowledged. */
  purchases: { sessionId: string; userId: number; likes: number; amountCents: number; currency: string }[];
  /** Per session, the highest cumulative refund whose event was acknowledged. */
  refunds: Record<string, number>;
  /** Every acknowledged Stripe event id. */
  events: string[];
}

export const noPayments = (): AcceptedPayments => ({ purchases: [], refunds: {}, events: [] });

interface Ctx {
  apiUrl: string;
  db: { sequelize: Sequelize };
  r: Prng;
}
type Refused = Record<string, number>;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const refuse = (refused: Refused, why: string) => (refused[why] = (refused[why] ?? 0) + 1);

/** POST until the api answers (Stripe and a careful client both retry); null when it never did. */
async function retryPost(
  url: string,
  init: () => RequestInit,
  done: (status: number) => boolean,
): Promise<Response | null> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const res = await fetch(url, init()).catch(() => null);
    if (res && (done(res.status) || (res.status >= 400 && res.status < 500 && res.status !== 429)))
      return res;
    await res?.body?.cancel();
    await sleep(200);
  }
  return null;
}

/** Deliver a Stripe event as Stripe does: signed, retried until acknowledged. */
async function deliver(ctx: Ctx, event: { id: string }): Promise<boolean> {
  const payload = JSON.stringify(event);
  const res = await retryPost(
    `${ctx.apiUrl}/api/stripe/webhook`,
    () => ({
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signStripePayload(payload, testEnv.STRIPE_WEBHOOK_SECRET),
      },
      body: payload,
    }),
    (s) => s === 200,
  );
  await res?.body?.cancel();
  return res?.status === 200;
}

async function sessionLike(ctx: Ctx, id: string): Promise<CheckoutSessionLike | null> {
  for (let i = 0; i < 100; i++) {
    const rows = await ctx.db.sequelize
      .query<{
        id: string;
        amount_cents: number;
        currency: string;
        kind: CheckoutSessionLike['kind'];
        user_id: number | null;
        athlete_profile_id: number | null;
        allocation_id: number | null;
        likes: number;
      }>(`SELECT * FROM checkout_sessions WHERE id = $1`, { bind: [id], type: QueryTypes.SELECT })
      .catch(() => null);
    const r = rows?.[0];
    if (r)
      return {
        id: r.id,
        amountCents: r.amount_cents,
        currency: r.currency,
        kind: r.kind,
        userId: r.user_id,
        athleteId: r.athlete_profile_id,
        allocationId: r.allocation_id,
        likes: r.likes,
      };
    await sleep(200); // PostgreSQL restarting
  }
  return null;
}

export async function runPurchase(
  ctx: Ctx,
  fan: { id: number; cookie: string },
  accepted: AcceptedPayments,
  refused: Refused,
): Promise<void> {
  const res = await retryPost(
    `${ctx.apiUrl}/api/payments/checkout`,
    () => ({
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        cookie: fan.cookie,
      },
      body: JSON.stringify({ likes: 1 + ctx.r.int(20) }),
    }),
    (s) => s === 201,
  );
  if (res?.status !== 201) {
    await res?.body?.cancel();
    return void refuse(refused, `purchase:${res?.status ?? 'gave-up'}`);
  }
  const { sessionId } = (await res.json()) as { sessionId: string };
  const s = await sessionLike(ctx, sessionId);
  if (!s) return void refuse(refused, 'purchase:no-session-row');
  const event = checkoutCompletedEvent(s, 'paid');
  const redeliver = ctx.r.next() < 0.3;
  if (!(await deliver(ctx, event))) return void refuse(refused, 'purchase:webhook-gave-up');
  accepted.events.push(event.id);
  accepted.purchases.push({
    sessionId,
    userId: fan.id,
    likes: s.likes,
    amountCents: s.amountCents,
    currency: s.currency,
  });
  if (redeliver) await deliver(ctx, event);
}

export async function runRefund(ctx: Ctx, accepted: AcceptedPayments, refused: Refused): Promise<void> {
  const open = accepted.purchases.filter((p) => (accepted.refunds[p.sessionId] ?? 0) < p.amountCents);
  if (open.length === 0) return void refuse(refused, 'refund:nothing-to-refund');
  const p = ctx.r.pick(open);
  const before = accepted.refunds[p.sessionId] ?? 0;
  const cumulative = Math.min(p.amountCents, before + 1 + ctx.r.int(p.amountCents));
  const event = chargeRefundedEvent(
    { id: p.sessionId, amountCents: p.amountCents, currency: p.currency },
    cumulative,
  );
  if (!(await deliver(ctx, event))) return void refuse(refused, 'refund:webhook-gave-up');
  accepted.events.push(event.id);
  accepted.refunds[p.sessionId] = Math.max(accepted.refunds[p.sessionId] ?? 0, cumulative);
}

/**
 * Every acknowledged Stripe event processed; every acknowledged purchase paid and credited by exactly one journal;
 * every refunded session at its highest acknowledged cumulative amount with the likes that amount reverses.
 * Answers the violations (call once the worker had time to drain; it waits up to `timeoutMs` for the events).
 */
export async function verifyPayments(
  db: { sequelize: Sequelize },
  accepted: AcceptedPayments,
  timeoutMs: number,
): Promise<string[]> {
  const q = <T extends object>(sql: string, bind: unknown[]) =>
    db.sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });
  const violations: string[] = [];
  const deadline = Date.now() + timeoutMs;
  let unprocessed = accepted.events.length;
  while (Date.now() < deadline) {
    const [row] = await q<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM stripe_events WHERE id = ANY($1::text[]) AND processed_at IS NOT NULL`,
      [accepted.events],
    );
    unprocessed = accepted.events.length - row.n;
    if (unprocessed === 0) break;
    await sleep(500);
  }
  if (unprocessed) violations.push(`${unprocessed} acknowledged Stripe events not processed`);

  const ids = accepted.purchases.map((p) => p.sessionId);
  const sessions = await q<{
    id: string;
    status: string;
    likes: number;
    amount_cents: number;
    amount_refunded_cents: number;
    likes_reversed: number;
    likes_clawed_back: number;
    likes_shortfall: number;
    credits: number;
  }>(
    `SELECT s.id, s.status, s.likes, s.amount_cents, s.amount_refunded_cents, s.likes_reversed, s.likes_clawed_back,
            s.likes_shortfall, (SELECT COUNT(*)::int FROM ledger_journals j WHERE j.cause_key = 'checkout:' || s.id) AS credits
       FROM checkout_sessions s WHERE s.id = ANY($1::text[])`,
    [ids],
  );
  if (sessions.length !== ids.length)
    violations.push(`${ids.length - sessions.length} purchases without a session`);
  const notCredited = sessions.filter((s) => s.status !== 'paid' || s.credits !== 1);
  if (notCredited.length)
    violations.push(`${notCredited.length} acknowledged purchases not credited exactly once`);
  for (const s of sessions) {
    const cumulative = accepted.refunds[s.id] ?? 0;
    const reversed = likesForAmount(Math.min(cumulative, s.amount_cents), s);
    if (s.amount_refunded_cents !== cumulative || s.likes_reversed !== reversed)
      violations.push(
        `session ${s.id}: refunded ${s.amount_refunded_cents} cents / ${s.likes_reversed} likes, expected ${cumulative} / ${reversed}`,
      );
    if (s.likes_clawed_back + s.likes_shortfall !== s.likes_reversed)
      violations.push(`session ${s.id}: clawed back + shortfall != reversed`);
  }
  return violations;
}
