import { athleteFullName, resolveSendRecipient, toSessionDTO } from '@fanlift/db';
import { answer } from '../http/answer';
import { handle } from '../http/handle';
import type { Mount } from '../http/mount';
import { priceTable, quote } from '../payments/prices';
import { stripeWebhookRoutes } from '../payments/webhook';
import { localCheckoutRoutes } from '../payments/local-checkout';
import { loadVisibleSession, openCheckout, paymentGateway } from '../payments/sessions';

/**
 * /api/payments (DESIGN §7): buying likes, guest likes and the local checkout that stands in for Stripe without
 * keys; the Stripe webhook (/api/stripe/webhook) is mounted apart, before the JSON parser. The api never credits
 * anything itself: the worker does, from the staged webhook event.
 */
export function paymentsRoutes(m: Mount): void {
  const { deps } = m;
  const gateway = paymentGateway(deps);
  const cfg = deps.config;
  const publicUrl = cfg.PUBLIC_URL.replace(/\/+$/, '');

  handle(m, 'GET /api/payments/prices', () => ({
    ...priceTable(cfg.LIKE_PRICE_CENTS, cfg.PLATFORM_FEE_PERCENT),
    mode: gateway.mode,
  }));

  /** A fan buys likes for their own wallet. Body { likes }; the price comes from the server's table. */
  handle(m, 'POST /api/payments/checkout', async ({ body, user }) => {
    const q = quote(body.likes, cfg.LIKE_PRICE_CENTS);
    return openCheckout(
      deps,
      gateway,
      q,
      {
        kind: 'purchase',
        successUrl: `${publicUrl}/stripeCallback?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${publicUrl}/wallet/add`,
        customerEmail: user.email,
        clientReferenceId: String(user.id),
        metadata: { fanliftKind: 'purchase', userId: String(user.id), likes: String(q.likes) },
        description: `${q.likes} Fanlift like${q.likes === 1 ? '' : 's'}`,
      },
      { user_id: user.id, athlete_profile_id: null, allocation_id: null, guest_email: null },
    );
  });

  /** A visitor (no sign-in needed) pays by card for likes to an athlete, optionally to one allocation. */
  handle(m, 'POST /api/payments/guest-like', async ({ body, user }) => {
    // The same recipient check as a send of likes (404 for an unknown athlete or allocation).
    const to = await resolveSendRecipient(deps.db.sequelize, {
      athleteId: body.athleteId,
      allocationId: body.allocationId ?? undefined,
    });
    const athleteId = to.athleteId!;
    const allocationId = body.allocationId ?? null;
    const q = quote(body.likes, cfg.LIKE_PRICE_CENTS);
    const email = body.email ?? null;
    const fundsPath = `/athletes/${athleteId}/funds${allocationId ? `/${allocationId}` : ''}`;
    const metadata: Record<string, string> = {
      fanliftKind: 'guest_like',
      athleteId: String(athleteId),
      likes: String(q.likes),
    };
    if (allocationId) metadata.allocationId = String(allocationId);
    const name = await athleteFullName(deps.db.sequelize, athleteId);
    const created = await openCheckout(
      deps,
      gateway,
      q,
      {
        kind: 'guest_like',
        successUrl: `${publicUrl}/stripeGuestLikeCallback?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${publicUrl}${fundsPath}`,
        customerEmail: email,
        clientReferenceId: `athlete-${athleteId}`,
        metadata,
        description: `${q.likes} like${q.likes === 1 ? '' : 's'} for ${name}`,
      },
      {
        user_id: user?.id ?? null,
        athlete_profile_id: athleteId,
        allocation_id: allocationId,
        guest_email: email,
      },
    );
    return { ...created, athleteId, allocationId };
  });

  /** Callback pages poll this until status is 'paid' (or 'processing' / 'failed'). */
  handle(m, 'GET /api/payments/session/:id', async ({ params: { id }, req }) =>
    answer(200, toSessionDTO(await loadVisibleSession(deps, req, id)), { 'Cache-Control': 'no-store' }),
  );

  localCheckoutRoutes(m, gateway);
}

/** POST /api/stripe/webhook, mounted before the JSON parser (the signature is over the raw body). */
export function paymentsWebhookRoutes(m: Mount): void {
  stripeWebhookRoutes(m, paymentGateway(m.deps));
}
