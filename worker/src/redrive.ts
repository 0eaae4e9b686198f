import { redrivePending, redrivePendingEmails } from '@fanlift/db';
import type { WorkerContext } from './context';
import { redriveStripeEvents } from './jobs/payments/stripe-event-job';

/**
 * Periodically re-enqueue commands and emails still pending (DESIGN §1: a command told accepted is never lost,
 * even if Redis was down when the api enqueued it or its job vanished). Any number of workers may run this.
 */
export function startRedriveLoop(ctx: WorkerContext): { stop(): Promise<void>; runOnce(): Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const olderThan = ctx.config.REDRIVE_INTERVAL_MS;
  const runOnce = async () => {
    try {
      const commands = await redrivePending(ctx.db.sequelize, ctx.queues, olderThan);
      const emails = await redrivePendingEmails(ctx.db.sequelize, ctx.queues, olderThan);
      const stripeEvents = await redriveStripeEvents(ctx.db.sequelize, ctx.queues, olderThan);
      const n = { commands, emails, stripeEvents };
      if (commands || emails || stripeEvents) ctx.logger.info(n, 're-drove pending work');
    } catch (err) {
      ctx.logger.warn({ err: (err as Error).message }, 're-drive failed (will retry)');
    }
  };
  const tick = () => {
    if (stopped || running) return;
    running = runOnce().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(tick, ctx.config.REDRIVE_INTERVAL_MS);
  timer.unref();
  setTimeout(tick, Math.min(1000, ctx.config.REDRIVE_INTERVAL_MS)).unref();
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
