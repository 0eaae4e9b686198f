/**
 * Checkout sessions as the payments routes use them: the gateway of the process, who may see a session, the
 * return paths, and opening a checkout (the provider's session, then our row).
 */
import type { Request } from 'express';
import { DomainError, type CheckoutCreated } from '@fanlift/core';
import { findCheckoutSession, insertCheckoutSession, type CheckoutSessionRow } from '@fanlift/db';
import type { ApiDeps } from '../deps';
import type { PriceQuote } from './prices';
import { createStripeGateway, type CreateSessionInput, type StripeGateway } from './stripe-client';

/** One gateway per process (the deps of the app). */
const gateways = new WeakMap<ApiDeps, StripeGateway>();
export function paymentGateway(deps: ApiDeps): StripeGateway {
  let g = gateways.get(deps);
  if (!g) {
    g = createStripeGateway(deps.config);
    gateways.set(deps, g);
  }
  return g;
}

export const successPathOf = (s: Pick<CheckoutSessionRow, 'kind' | 'id'>) =>
  `${s.kind === 'guest_like' ? '/stripeGuestLikeCallback' : '/stripeCallback'}?session_id=${encodeURIComponent(s.id)}`;
export const cancelPathOf = (s: Pick<CheckoutSessionRow, 'kind' | 'athlete_profile_id' | 'allocation_id'>) =>
  s.kind === 'guest_like'
    ? `/athletes/${s.athlete_profile_id}/funds${s.allocation_id ? `/${s.allocation_id}` : ''}`
    : '/wallet/add';

/** Purchases are visible to their owner (and admins); guest-like sessions to anyone holding the id. */
function canSee(req: Request, s: CheckoutSessionRow): boolean {
  if (s.kind === 'guest_like') return true;
  const u = req.user;
  return !!u && (u.id === s.user_id || u.isAdmin === 1);
}

export async function loadVisibleSession(
  deps: ApiDeps,
  req: Request,
  id: string,
): Promise<CheckoutSessionRow> {
  const s = await findCheckoutSession(deps.db.sequelize, id);
  if (!s || !canSee(req, s)) throw new DomainError('not_found', 'not_found', 'Checkout session not found');
  return s;
}

function providerError(deps: ApiDeps, err: unknown): DomainError {
  deps.logger.error({ err: (err as Error).message }, 'stripe: could not create checkout session');
  return new DomainError(
    'upstream',
    'payment_provider_error',
    'The payment provider is unavailable; try again.',
  );
}

export function assertPaymentsAvailable(deps: ApiDeps, gateway: StripeGateway) {
  if (gateway.mode === 'local' && deps.config.NODE_ENV === 'production') {
    throw new DomainError('unavailable', 'unavailable', 'Card payments are not configured.');
  }
}

/**
 * Open a checkout: the provider's session (a local one without Stripe keys) priced by the server's quote, then
 * our row (the worker credits from it when the webhook says paid). Answers what the client is sent to.
 */
export async function openCheckout(
  deps: ApiDeps,
  gateway: StripeGateway,
  q: PriceQuote,
  session: Omit<CreateSessionInput, 'kind' | 'likes' | 'unitPriceCents' | 'currency'> & {
    kind: CheckoutSessionRow['kind'];
  },
  row: Pick<CheckoutSessionRow, 'user_id' | 'athlete_profile_id' | 'allocation_id' | 'guest_email'>,
): Promise<CheckoutCreated> {
  assertPaymentsAvailable(deps, gateway);
  let created;
  try {
    created = await gateway.createCheckoutSession({
      ...session,
      likes: q.likes,
      unitPriceCents: q.unitPriceCents,
      currency: q.currency,
    });
  } catch (err) {
    throw providerError(deps, err);
  }
  const url = created.url ?? `/api/payments/local-checkout/${created.id}`;
  await insertCheckoutSession(deps.db.sequelize, {
    ...row,
    id: created.id,
    kind: session.kind,
    mode: gateway.mode,
    likes: q.likes,
    unit_price_cents: q.unitPriceCents,
    amount_cents: q.amountCents,
    currency: q.currency,
    url,
  });
  return {
    sessionId: created.id,
    url,
    mode: gateway.mode,
    likes: q.likes,
    amountCents: q.amountCents,
    currency: q.currency,
  };
}
