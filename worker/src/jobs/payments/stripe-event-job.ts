import { rooms } from '@fanlift/core';
import {
  applyStripeEvent,
  countStripeEventAttempt,
  DeferStripeEventError,
  type ApplyResult,
} from '@fanlift/db';
import type { JobHandler, WorkerContext } from '../../context';
import { enqueueEmails } from '../rewards/links';

/**
 * `ledger.stripe-event`: apply one staged Stripe event in one transaction (db/src/payments/apply), then, after
 * commit, emit `wallet:balance` / `athlete:likes` and enqueue the receipt email. Any failure rolls back and the
 * job is retried; events still unprocessed are re-driven by the outbox re-driver (db/src/outbox).
 */

export const stripeEventJob: JobHandler<'ledger.stripe-event'> = async (ctx, data) => {
  let result: ApplyResult;
  try {
    result = await applyStripeEvent(ctx.db.sequelize, data.stripeEventId, {
      affiliateSharePercent: ctx.config.AFFILIATE_SHARE_PERCENT,
      platformFeePercent: ctx.config.PLATFORM_FEE_PERCENT,
      holdBeforeCommitMs: ctx.faults.holdStripeApplyMs,
      onHold: () =>
        ctx.logger.warn(
          { stripeEventId: data.stripeEventId, ms: ctx.faults.holdStripeApplyMs },
          'fault: holding the Stripe event transaction',
        ),
    });
  } catch (err) {
    await countStripeEventAttempt(ctx.db.sequelize, data.stripeEventId, String((err as Error).message)).catch(
      () => undefined,
    );
    if (err instanceof DeferStripeEventError) {
      ctx.logger.info({ stripeEventId: data.stripeEventId, reason: err.message }, 'stripe event deferred');
    } else {
      ctx.logger.warn({ err, stripeEventId: data.stripeEventId }, 'stripe event attempt failed');
    }
    throw err;
  }
  afterCommit(ctx, result);
  const level = ['amount_mismatch', 'malformed', 'no_account', 'unmatched'].includes(result.outcome)
    ? 'error'
    : 'info';
  ctx.logger[level](
    {
      stripeEventId: result.eventId,
      type: result.type,
      outcome: result.outcome,
      checkoutSessionId: result.checkoutSessionId,
    },
    'stripe event applied',
  );
  if (['credited', 'refunded', 'disputed'].includes(result.outcome))
    ctx.metrics?.journals.inc({ source: 'stripe' });
  return { outcome: result.outcome };
};

function afterCommit(ctx: WorkerContext, result: ApplyResult): void {
  for (const e of result.emits) {
    if (e.walletBalance) {
      const { userId, balance, transaction } = e.walletBalance;
      ctx.emitter.to(rooms.user(userId)).emit('wallet:balance', { balance, transaction });
    }
    if (e.athleteLikes) {
      const { athleteId, likes } = e.athleteLikes;
      ctx.emitter
        .to(rooms.athlete(athleteId))
        .emit('athlete:likes', { athleteId, likes, sumTotalInCents: likes * ctx.config.LIKE_PRICE_CENTS });
    }
  }
  for (const e of result.emits) {
    if (e.affiliate)
      ctx.emitter
        .to(rooms.user(e.affiliate.userId))
        .emit('affiliate:update', { kind: e.affiliate.kind, likes: e.affiliate.likes });
  }
  // Staged in the same transaction; if this enqueue fails the email re-driver sends it.
  enqueueEmails(ctx, result.emailIds);
}
