import { expect } from 'chai';
import { createApp } from '../../api/src/app';
import { createDeps, type ApiDeps } from '../../api/src/deps';
import { apiConfigSchema, loadConfig } from '@fanlift/core/config';
import { testEnv } from '../helpers/env';
import { createServer } from 'node:http';
import { checkoutCompletedEvent } from '../../api/src/payments/local-events';
import { testDb } from '../helpers/db';
import { waitFor } from '../helpers/wait';
import { eventRow, fanBalance, journalsOf, postEvent, waitProcessed } from '../helpers/payments-stripe';
import { openPurchase } from '../factories';
import { startStripeWorker, stripeSuite } from './stripe-helpers';

/**
 * Stripe money paths against real PostgreSQL, Redis, the api (in-process) and a worker process: every credit
 * and claw-back exactly once whatever Stripe redelivers, and the ledger invariants hold after each test.
 */
describe('reliability: Stripe payments under faults', function () {
  this.timeout(60_000);
  const suite = stripeSuite();
  const { api } = suite;

  describe('faults', () => {
    it('Redis down at the webhook: still 200 (staged), and the re-driver applies it later', async () => {
      const p = await openPurchase(api, 3);
      // An api whose Redis is unreachable (startApi waits for Redis, so build this one by hand).
      const config = loadConfig(apiConfigSchema, {
        ...testEnv,
        API_PORT: '0',
        REDIS_URL: 'redis://127.0.0.1:1',
      });
      const deps = createDeps(config, undefined, testDb());
      const server = createServer(createApp(deps));
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
      try {
        const ev = checkoutCompletedEvent(p.like, 'paid');
        const res = await postEvent({ ...api, url }, ev);
        expect(res.status).to.equal(200);
        expect(res.body).to.include({ received: true, queued: false });
        // Staged in PostgreSQL (the worker's re-driver may already have applied it by now).
        expect(await eventRow(ev.id)).to.not.equal(null);
        expect(await waitProcessed(ev.id, 20_000)).to.equal('credited');
        expect(await fanBalance(p.user.id)).to.equal(3);
      } finally {
        server.closeAllConnections();
        await new Promise<void>((r) => server.close(() => r()));
        deps.redis.disconnect();
        await Promise.race([deps.queues.close(), new Promise((r) => setTimeout(r, 1000))]);
      }
    });

    it('worker SIGKILLed mid-transaction: after a restart every session is credited exactly once', async () => {
      await suite.worker.kill('SIGTERM');
      // This worker holds each event's transaction open for 3 s: we kill it while they are open.
      suite.worker = await startStripeWorker({
        FAULT_HOLD_STRIPE_APPLY_MS: '3000',
        LOG_LEVEL: 'warn',
      });
      const purchases = await Promise.all(Array.from({ length: 8 }, (_, i) => openPurchase(api, i + 1)));
      const events = purchases.map((p) => checkoutCompletedEvent(p.like, 'paid'));
      const acks = await Promise.all(events.map((ev) => postEvent(api, ev)));
      expect(acks.every((a) => a.status === 200)).to.equal(true);
      // The fault is in place: the worker holds the events' transactions open.
      const held = () =>
        suite.worker
          .output()
          .split('\n')
          .filter((l) => l.includes('fault: holding the Stripe event'));
      await waitFor(() => held().length > 0, { timeout: 10_000, message: 'the worker to hold an event' });
      await suite.worker.kill('SIGKILL');
      for (const ev of events) expect((await eventRow(ev.id))!.processed_at).to.equal(null);
      for (const p of purchases) expect(await fanBalance(p.user.id)).to.equal(0);
      // Stripe redelivers some while the worker is down.
      await Promise.all(events.slice(0, 3).map((ev) => postEvent(api, ev)));
      suite.worker = await startStripeWorker();
      for (const ev of events) await waitProcessed(ev.id, 30_000);
      for (const [i, p] of purchases.entries()) {
        expect(await fanBalance(p.user.id)).to.equal(i + 1);
        expect(await journalsOf(`checkout:${p.sessionId}`)).to.have.length(1);
      }
    });

    it('PostgreSQL down at the webhook: 500 so Stripe retries', async () => {
      const failing = {
        ...api.deps,
        db: {
          ...api.deps.db,
          sequelize: { query: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')) },
        },
      } as unknown as ApiDeps;
      const server = createServer(createApp(failing));
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      const { port } = server.address() as { port: number };
      try {
        const p = await openPurchase(api, 2);
        const res = await postEvent(
          { ...api, url: `http://127.0.0.1:${port}` },
          checkoutCompletedEvent(p.like, 'paid'),
        );
        expect(res.status).to.equal(500);
      } finally {
        server.closeAllConnections();
        await new Promise<void>((r) => server.close(() => r()));
      }
    });
  });
});
