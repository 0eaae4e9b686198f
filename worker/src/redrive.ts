import { foldLedgerShards, redriveOutbox } from '@fanlift/db';
import type { WorkerContext } from './context';

/**
 * Periodically re-drive the outbox (commands, emails, Stripe events still pending) (DESIGN §1: a command told accepted
 * is never lost,
 * even if Redis was down when the api enqueued it or its job vanished), and fold the balance shards a burst of sends
 * to one athlete left (db foldLedgerShards: the likes order catches up). Any number of workers may run this.
 */
export function startRedriveLoop(ctx: WorkerContext): { stop(): Promise<void>; runOnce(): Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const olderThan = ctx.config.REDRIVE_INTERVAL_MS;
  const runOnce = async () => {
    try {
      const n = await redriveOutbox(ctx.db.sequelize, ctx.queues, olderThan);
      if (Object.values(n).some(Boolean)) ctx.logger.info(n, 're-drove pending work');
      const folded = await foldLedgerShards(ctx.db.sequelize);
      if (folded > 0) ctx.logger.debug({ folded }, 'folded balance shards');
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
