import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import { checkDerivedFigures, checkLedgerInvariants } from '@fanlift/db';
import { signStripePayload } from '../../api/src/payments/stripe-client';
import type { CheckoutSessionLike } from '../../api/src/payments/local-events';
import type { TestApi } from './api';
import { testDb } from './db';
import { testEnv } from './env';
import { waitFor } from './wait';

/** Helpers for the payment tests: signed webhook posts, balances, sessions, ledger checks. */

export interface PostEventOptions {
  secret?: string;
  /** Unix seconds of the signature (default now). */
  timestamp?: number;
  /** Send this body instead of the signed one (e.g. re-serialised). */
  bodyOverride?: string;
  signature?: string | null;
  contentType?: string;
}

export async function postEvent(api: TestApi, event: unknown, opts: PostEventOptions = {}) {
  const payload = JSON.stringify(event, null, 2);
  const sig =
    opts.signature === undefined
      ? signStripePayload(payload, opts.secret ?? testEnv.STRIPE_WEBHOOK_SECRET, opts.timestamp)
      : opts.signature;
  const headers: Record<string, string> = {
    'Content-Type': opts.contentType ?? 'application/json; charset=utf-8',
  };
  if (sig !== null) headers['Stripe-Signature'] = sig;
  const res = await fetch(`${api.url}/api/stripe/webhook`, {
    method: 'POST',
    headers,
    body: opts.bodyOverride ?? payload,
  });
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, body: body as Record<string, unknown> };
}

const q = <T extends object>(sql: string, bind: unknown[] = []) =>
  testDb().sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });

export async function fanBalance(userId: number): Promise<number> {
  const [r] = await q<{ balance: number }>(`SELECT balance FROM ledger_accounts WHERE key = $1`, [
    `fan:${userId}`,
  ]);
  return Number(r?.balance ?? 0);
}

/** An athlete's stored balance (main row plus shards, exact) and likes_received (the main row's part). */
export async function athleteLikes(athleteId: number): Promise<{ balance: number; likesReceived: number }> {
  const [a] = await q<{ balance: number }>(`SELECT fanlift_balance_of($1) AS balance`, [
    `athlete:${athleteId}`,
  ]);
  const [p] = await q<{ likes_received: number }>(
    `SELECT likes_received FROM athlete_profiles WHERE id = $1`,
    [athleteId],
  );
  return { balance: Number(a?.balance ?? 0), likesReceived: Number(p?.likes_received ?? 0) };
}

export async function sessionRow(id: string) {
  const [r] = await q<{
    id: string;
    status: string;
    kind: string;
    likes: number;
    amount_cents: number;
    currency: string;
    user_id: number | null;
    athlete_profile_id: number | null;
    allocation_id: number | null;
    payment_intent_id: string | null;
    amount_refunded_cents: number;
    likes_reversed: number;
    likes_clawed_back: number;
    likes_shortfall: number;
  }>(`SELECT * FROM checkout_sessions WHERE id = $1`, [id]);
  return r ?? null;
}

export function sessionLike(r: NonNullable<Awaited<ReturnType<typeof sessionRow>>>): CheckoutSessionLike {
  return {
    id: r.id,
    amountCents: r.amount_cents,
    currency: r.currency,
    kind: r.kind as CheckoutSessionLike['kind'],
    userId: r.user_id,
    athleteId: r.athlete_profile_id,
    allocationId: r.allocation_id,
    likes: r.likes,
  };
}

export async function journalsOf(
  causeKeyPrefix: string,
): Promise<{ cause_key: string; kind: string; meta: Record<string, unknown> }[]> {
  return q(`SELECT cause_key, kind, meta FROM ledger_journals WHERE cause_key LIKE $1 ORDER BY id`, [
    `${causeKeyPrefix}%`,
  ]);
}

export async function walletTxOf(userId: number) {
  return q<{
    type: string;
    status: string;
    likes: number;
    payment_name: string | null;
    meta: Record<string, unknown>;
  }>(
    `SELECT type, status, likes, payment_name, meta FROM wallet_transactions WHERE user_id = $1 ORDER BY id`,
    [userId],
  );
}

export async function countRows(
  table: 'stripe_events' | 'checkout_sessions' | 'ledger_journals' | 'payment_adjustments',
) {
  const [r] = await q<{ n: number }>(`SELECT COUNT(*)::int AS n FROM ${table}`);
  return Number(r.n);
}

export async function eventRow(id: string) {
  const [r] = await q<{ id: string; processed_at: Date | null; outcome: string | null; attempts: number }>(
    `SELECT id, processed_at, outcome, attempts FROM stripe_events WHERE id = $1`,
    [id],
  );
  return r ?? null;
}

/** Wait until the worker has processed the event; answers its outcome. */
export async function waitProcessed(eventId: string, timeout = 15_000): Promise<string> {
  const r = await waitFor(
    async () => {
      const row = await eventRow(eventId);
      return row?.processed_at ? row : null;
    },
    { timeout, message: `stripe event ${eventId} processed` },
  );
  return r.outcome ?? '';
}

export async function expectLedgerOk(): Promise<void> {
  const res = await checkLedgerInvariants(testDb().sequelize);
  expect(res.problems, 'ledger invariants').to.deep.equal([]);
  expect(res.ok).to.equal(true);
  const derived = await checkDerivedFigures(testDb().sequelize);
  expect(derived.problems, 'derived figures').to.deep.equal([]);
}

/** Give likes away (stands in for the fan spending them), straight through the ledger. */
export async function spendLikesDirectly(userId: number, athleteId: number, likes: number, causeKey: string) {
  const { athleteAccount, payFromWallet } = await import('@fanlift/db');
  await testDb().sequelize.transaction((t) =>
    payFromWallet(t, {
      fanUserId: userId,
      to: athleteAccount(athleteId),
      likes,
      cause: { kind: 'test-spend', key: causeKey },
      paymentName: 'Test spend',
    }),
  );
}

export async function someAthleteId(offset = 0): Promise<number> {
  const [r] = await q<{ id: number }>(`SELECT id FROM athlete_profiles ORDER BY id OFFSET $1 LIMIT 1`, [
    offset,
  ]);
  if (!r) throw new Error('no athletes seeded');
  return r.id;
}
