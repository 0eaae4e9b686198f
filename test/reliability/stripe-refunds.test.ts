import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import {
  chargeRefundedEvent,
  checkoutCompletedEvent,
  disputeCreatedEvent,
} from '../../api/src/payments/local-events';
import { testDb } from '../helpers/db';
import { waitFor } from '../helpers/wait';
import {
  athleteLikes,
  eventRow,
  fanBalance,
  journalsOf,
  postEvent,
  sessionLike,
  sessionRow,
  waitProcessed,
  walletTxOf,
} from '../helpers/payments-stripe';
import { createAthlete, openPurchase, paidPurchase, sendLikes } from '../factories';
import { stripeSuite } from './stripe-helpers';

/**
 * Stripe money paths against real PostgreSQL, Redis, the api (in-process) and a worker process: every credit
 * and claw-back exactly once whatever Stripe redelivers, and the ledger invariants hold after each test.
 */
describe('reliability: Stripe payments, refunds, disputes and guest likes', function () {
  this.timeout(60_000);
  const suite = stripeSuite();
  const { api } = suite;

  describe('refunds and disputes', () => {
    it('refunds in pieces, redelivered and out of order → exactly the refunded likes are clawed back', async () => {
      const p = await paidPurchase(api, 10); // $10.00
      const steps: [number, number][] = [
        [300, 7], // cumulative $3 → 3 likes back
        [300, 7], // the same cumulative amount again (new event id) → nothing
        [700, 3], // +$4 → 4 more
        [500, 3], // stale (arrives after 700) → nothing
        [1000, 0], // the rest
      ];
      for (const [cumulative, expected] of steps) {
        const ev = chargeRefundedEvent(p.like, cumulative);
        await Promise.all([postEvent(api, ev), postEvent(api, ev)]);
        await waitProcessed(ev.id);
        expect(await fanBalance(p.user.id), `after cumulative ${cumulative}`).to.equal(expected);
      }
      const refunds = (await walletTxOf(p.user.id)).filter((t) => t.type === 'used');
      expect(refunds.map((t) => t.likes)).to.deep.equal([3, 4, 3]);
      expect(refunds.every((t) => t.payment_name === 'Refund')).to.equal(true);
      const s = (await sessionRow(p.sessionId))!;
      expect(s).to.include({
        amount_refunded_cents: 1000,
        likes_reversed: 10,
        likes_clawed_back: 10,
        likes_shortfall: 0,
      });
      expect((await p.agent.get(`/api/payments/session/${p.sessionId}`)).body).to.include({
        likesReversalRequested: 10,
        likesReversed: 10,
        likesShortfall: 0,
      });
      expect(
        (await journalsOf('refund:')).filter((j) => j.meta.checkoutSessionId === p.sessionId),
      ).to.have.length(3);
    });

    it('a refund after the likes were spent claws back what is left and records the shortfall', async () => {
      const p = await paidPurchase(api, 10);
      const athleteId = (await createAthlete()).id;
      await sendLikes(p.user.id, `athlete:${athleteId}`, 8, {
        kind: 'test-spend',
        causeKey: `test-spend:${p.sessionId}`,
      });
      expect(await fanBalance(p.user.id)).to.equal(2);
      const ev = chargeRefundedEvent(p.like, 1000);
      await postEvent(api, ev);
      expect(await waitProcessed(ev.id)).to.equal('refunded');
      expect(await fanBalance(p.user.id)).to.equal(0);
      const s = (await sessionRow(p.sessionId))!;
      expect(s).to.include({ likes_reversed: 10, likes_clawed_back: 2, likes_shortfall: 8 });
      const refund = (await walletTxOf(p.user.id)).find((t) => t.payment_name === 'Refund')!;
      expect(refund.likes).to.equal(2);
      expect(refund.meta).to.include({ requestedLikes: 10, clawedBackLikes: 2, shortfallLikes: 8 });
      const [adj] = await testDb().sequelize.query<{ likes_shortfall: number }>(
        `SELECT likes_shortfall FROM payment_adjustments WHERE checkout_session_id = $1`,
        { bind: [p.sessionId], type: QueryTypes.SELECT },
      );
      expect(adj.likes_shortfall).to.equal(8);
      // The payment session reports what was taken back and, apart from it, what could not be.
      const polled = await p.agent.get(`/api/payments/session/${p.sessionId}`);
      expect(polled.status).to.equal(200);
      expect(polled.body).to.include({
        status: 'paid',
        refundedCents: 1000,
        likesReversalRequested: 10,
        likesReversed: 2,
        likesShortfall: 8,
      });
    });

    it('a dispute claws back once, however often it is delivered', async () => {
      const p = await paidPurchase(api, 25);
      const dp = disputeCreatedEvent(p.like, 2500);
      const again = { ...dp, id: `${dp.id}x` }; // a second event about the same dispute
      await Promise.all([postEvent(api, dp), postEvent(api, dp), postEvent(api, again)]);
      await Promise.all([waitProcessed(dp.id), waitProcessed(again.id)]);
      expect(await fanBalance(p.user.id)).to.equal(0);
      expect(await journalsOf(`dispute:${dp.data.object.id}`)).to.have.length(1);
      const chargebacks = (await walletTxOf(p.user.id)).filter((t) => t.payment_name === 'Chargeback');
      expect(chargebacks.map((t) => t.likes)).to.deep.equal([25]);
      // A refund arriving after the dispute cannot take back more than was bought.
      const late = chargeRefundedEvent(p.like, 2500);
      await postEvent(api, late);
      await waitProcessed(late.id);
      expect(await fanBalance(p.user.id)).to.equal(0);
      expect((await sessionRow(p.sessionId))!.likes_reversed).to.equal(25);
    });

    it('a refund that arrives before the credit waits for it (out-of-order delivery)', async () => {
      const p = await openPurchase(api, 4);
      const refund = chargeRefundedEvent(p.like, 400);
      // The session has no payment yet: the refund cannot be matched, so it is deferred (retried), not dropped.
      await postEvent(api, refund);
      await waitFor(async () => ((await eventRow(refund.id))?.attempts ?? 0) >= 1, {
        message: 'refund attempted',
      });
      expect((await eventRow(refund.id))!.processed_at).to.equal(null);
      const paid = checkoutCompletedEvent(p.like, 'paid');
      await postEvent(api, paid);
      await waitProcessed(paid.id);
      expect(await waitProcessed(refund.id, 30_000)).to.equal('refunded');
      expect(await fanBalance(p.user.id)).to.equal(0);
    });
  });

  describe('guest like', () => {
    it('credits the athlete once, without an account, and the session is visible to anyone with its id', async () => {
      const athleteId = (await createAthlete()).id;
      const before = await athleteLikes(athleteId);
      const guest = api.agent();
      const res = await guest
        .post('/api/payments/guest-like')
        .send({ athleteId, likes: 10, email: 'guest@test.dev' });
      expect(res.status, JSON.stringify(res.body)).to.equal(201);
      expect(res.body).to.include({ likes: 10, amountCents: 1000, athleteId, allocationId: null });
      const page = await guest.get(res.body.url);
      expect(page.status).to.equal(200);
      const paid = await guest
        .post(`/api/payments/local-checkout/${res.body.sessionId}/complete`)
        .send({ outcome: 'pay' });
      expect(paid.body.redirect).to.equal(`/stripeGuestLikeCallback?session_id=${res.body.sessionId}`);
      await waitProcessed(paid.body.eventId);
      // Redelivered by "Stripe": still once.
      const row = (await sessionRow(res.body.sessionId))!;
      const ev = checkoutCompletedEvent(sessionLike(row), 'paid');
      await Promise.all([postEvent(api, ev), postEvent(api, ev)]);
      await waitProcessed(ev.id);
      const after = await athleteLikes(athleteId);
      expect(after.balance - before.balance).to.equal(10);
      expect(after.likesReceived - before.likesReceived).to.equal(10);
      const polled = await api.agent().get(`/api/payments/session/${res.body.sessionId}`);
      expect(polled.body).to.include({ status: 'paid', kind: 'guest_like', likes: 10, athleteId });

      expect(
        (await guest.post('/api/payments/guest-like').send({ athleteId: 2_000_000_000, likes: 1 })).status,
      ).to.equal(404);
    });
  });
});
