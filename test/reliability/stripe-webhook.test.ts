import { expect } from 'chai';
import {
  asyncPaymentFailedEvent,
  asyncPaymentSucceededEvent,
  checkoutCompletedEvent,
} from '../../api/src/payments/local-events';
import { waitForQueuesIdle } from '../helpers/wait';
import {
  countRows,
  eventRow,
  fanBalance,
  journalsOf,
  postEvent,
  sessionRow,
  waitProcessed,
  walletTxOf,
} from '../helpers/payments-stripe';
import { openPurchase } from '../factories';
import { stripeSuite } from './stripe-helpers';

/**
 * Stripe money paths against real PostgreSQL, Redis, the api (in-process) and a worker process: every credit
 * and claw-back exactly once whatever Stripe redelivers, and the ledger invariants hold after each test.
 */
describe('reliability: Stripe payments, webhook deliveries', function () {
  this.timeout(60_000);
  const suite = stripeSuite();
  const { api } = suite;

  describe('webhook', () => {
    it('the same event 5 times at once → staged once, credited once', async () => {
      const p = await openPurchase(api, 50);
      const ev = checkoutCompletedEvent(p.like, 'paid');
      const results = await Promise.all(Array.from({ length: 5 }, () => postEvent(api, ev)));
      expect(results.map((r) => r.status)).to.deep.equal([200, 200, 200, 200, 200]);
      expect(results.filter((r) => r.body.duplicate === false)).to.have.length(1);
      await waitProcessed(ev.id);
      // And 5 more later (Stripe redelivers): still one credit.
      const again = await Promise.all(Array.from({ length: 5 }, () => postEvent(api, ev)));
      expect(again.map((r) => r.status)).to.deep.equal([200, 200, 200, 200, 200]);
      await waitForQueuesIdle();
      expect(await fanBalance(p.user.id)).to.equal(50);
      expect(await journalsOf(`checkout:${p.sessionId}`)).to.have.length(1);
      expect((await walletTxOf(p.user.id)).filter((t) => t.type === 'added')).to.have.length(1);
    });

    it('completed (paid) + async_payment_succeeded for one session → one credit', async () => {
      const p = await openPurchase(api, 5);
      const a = checkoutCompletedEvent(p.like, 'paid');
      const b = asyncPaymentSucceededEvent(p.like);
      await Promise.all([postEvent(api, a), postEvent(api, b)]);
      const outcomes = [await waitProcessed(a.id), await waitProcessed(b.id)].sort();
      expect(outcomes).to.deep.equal(['credited', 'duplicate']);
      expect(await fanBalance(p.user.id)).to.equal(5);
      expect(await journalsOf(`checkout:${p.sessionId}`)).to.have.length(1);
    });

    it('bad signature, stale timestamp, re-serialised body, no signature, wrong type → 400, nothing written', async () => {
      const p = await openPurchase(api, 5);
      const ev = checkoutCompletedEvent(p.like, 'paid');
      const before = await Promise.all([countRows('stripe_events'), countRows('ledger_journals')]);
      const payload = JSON.stringify(ev, null, 2);
      const cases = [
        await postEvent(api, ev, { secret: 'whsec_wrong_secret' }),
        await postEvent(api, ev, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
        await postEvent(api, ev, { bodyOverride: JSON.stringify(JSON.parse(payload)) }),
        await postEvent(api, ev, {
          bodyOverride: payload.replace('"amount_total": 500', '"amount_total": 5'),
        }),
        await postEvent(api, ev, { signature: null }),
        await postEvent(api, ev, { signature: 't=1,v1=deadbeef' }),
        await postEvent(api, ev, { contentType: 'text/plain' }),
      ];
      expect(cases.map((c) => c.status)).to.deep.equal([400, 400, 400, 400, 400, 400, 400]);
      expect(await eventRow(ev.id)).to.equal(null);
      expect(await Promise.all([countRows('stripe_events'), countRows('ledger_journals')])).to.deep.equal(
        before,
      );
      // A timestamp inside the tolerance is fine, and no X-Requested-With is needed.
      const ok = await postEvent(api, ev, { timestamp: Math.floor(Date.now() / 1000) - 200 });
      expect(ok.status).to.equal(200);
      await waitProcessed(ev.id);
      expect(await fanBalance(p.user.id)).to.equal(5);
    });

    it('a completed event whose amount differs from the session is not credited', async () => {
      const p = await openPurchase(api, 5);
      const ev = checkoutCompletedEvent({ ...p.like, amountCents: 1 }, 'paid');
      expect((await postEvent(api, ev)).status).to.equal(200);
      expect(await waitProcessed(ev.id)).to.equal('amount_mismatch');
      expect(await fanBalance(p.user.id)).to.equal(0);
    });

    it('unpaid completion → no credit until async success; async failure → never credited', async () => {
      const p = await openPurchase(api, 20);
      const completed = checkoutCompletedEvent(p.like, 'unpaid');
      await postEvent(api, completed);
      expect(await waitProcessed(completed.id)).to.equal('awaiting_payment');
      expect((await sessionRow(p.sessionId))!.status).to.equal('processing');
      expect(await fanBalance(p.user.id)).to.equal(0);
      const ok = asyncPaymentSucceededEvent(p.like);
      await postEvent(api, ok);
      expect(await waitProcessed(ok.id)).to.equal('credited');
      expect(await fanBalance(p.user.id)).to.equal(20);
      // A late failure event after the credit changes nothing.
      const lateFail = asyncPaymentFailedEvent(p.like);
      await postEvent(api, lateFail);
      expect(await waitProcessed(lateFail.id)).to.equal('noop');
      expect((await sessionRow(p.sessionId))!.status).to.equal('paid');

      const q2 = await openPurchase(api, 7);
      const c2 = checkoutCompletedEvent(q2.like, 'unpaid');
      await postEvent(api, c2);
      await waitProcessed(c2.id);
      const fail = asyncPaymentFailedEvent(q2.like);
      await postEvent(api, fail);
      expect(await waitProcessed(fail.id)).to.equal('payment_failed');
      expect((await sessionRow(q2.sessionId))!.status).to.equal('failed');
      expect(await fanBalance(q2.user.id)).to.equal(0);
      const polled = await q2.agent.get(`/api/payments/session/${q2.sessionId}`);
      expect(polled.body).to.include({ status: 'failed', credited: false });
    });
  });
});
