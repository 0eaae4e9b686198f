import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import { testDb } from '../helpers/db';
import { waitFor } from '../helpers/wait';
import { countRows, fanBalance, waitProcessed, walletTxOf } from '../helpers/payments-stripe';
import { createAthlete, openPurchase, payingFan, signedInAthlete } from '../factories';
import { stripeSuite } from './stripe-helpers';

/**
 * Stripe money paths against real PostgreSQL, Redis, the api (in-process) and a worker process: every credit
 * and claw-back exactly once whatever Stripe redelivers, and the ledger invariants hold after each test.
 */
describe('reliability: Stripe payments, checkout', function () {
  this.timeout(60_000);
  const suite = stripeSuite();
  const { api } = suite;

  describe('checkout input', () => {
    it('rejects 0, -5, 1.5, "1e9", 2^63 and extra fields with 400, writing nothing', async () => {
      const { agent } = await payingFan(api);
      const before = await countRows('checkout_sessions');
      const bodies: string[] = [
        '{"likes":0}',
        '{"likes":-5}',
        '{"likes":1.5}',
        '{"likes":"1e9"}',
        '{"likes":9223372036854775808}',
        '{"likes":1e9}',
        '{"likes":1001}',
        '{"likes":null}',
        '{}',
        '{"likes":5,"amountCents":1}',
        '{"likes":5,"price":1}',
        '[5]',
      ];
      for (const body of bodies) {
        const res = await agent
          .post('/api/payments/checkout')
          .set('Content-Type', 'application/json')
          .send(body);
        expect(res.status, body).to.equal(400);
      }
      const guest = await api
        .agent()
        .post('/api/payments/guest-like')
        .send({ athleteId: (await createAthlete()).id, likes: 1.5 });
      expect(guest.status).to.equal(400);
      expect(await countRows('checkout_sessions')).to.equal(before);
    });

    it('prices on the server: packs and custom amounts; fans only', async () => {
      const prices = await api.agent().get('/api/payments/prices');
      expect(prices.status).to.equal(200);
      expect(prices.body.unitPriceCents).to.equal(100);
      expect(prices.body.packs.map((p: { likes: number }) => p.likes)).to.deep.equal([5, 10, 25, 50, 100]);
      expect(prices.body.custom).to.deep.equal({ min: 1, max: 1000 });

      const { agent } = await payingFan(api);
      const res = await agent.post('/api/payments/checkout').send({ likes: 37 });
      expect(res.status).to.equal(201);
      expect(res.body).to.include({ likes: 37, amountCents: 3700, currency: 'usd', mode: 'local' });
      expect(res.body.sessionId).to.match(/^cs_/);
      expect(res.body.url).to.equal(`/api/payments/local-checkout/${res.body.sessionId}`);

      expect((await api.agent().post('/api/payments/checkout').send({ likes: 5 })).status).to.equal(401);
      const { agent: athlete } = await signedInAthlete(api, { tag: 'payathlete' });
      expect((await athlete.post('/api/payments/checkout').send({ likes: 5 })).status).to.equal(403);
      // The session is private to its owner.
      const other = await payingFan(api);
      expect((await other.agent.get(`/api/payments/session/${res.body.sessionId}`)).status).to.equal(404);
      const mine = await agent.get(`/api/payments/session/${res.body.sessionId}`);
      expect(mine.status).to.equal(200);
      expect(mine.body).to.include({
        status: 'open',
        kind: 'purchase',
        likes: 37,
        credited: false,
        athleteId: null,
      });
    });
  });

  describe('local checkout', () => {
    it('full path: create → page → pay → signed webhook → worker → balance, receipt, socket-free poll', async () => {
      const { agent, user } = await payingFan(api);
      const created = await agent.post('/api/payments/checkout').send({ likes: 25 });
      expect(created.status).to.equal(201);
      const page = await agent.get(created.body.url);
      expect(page.status).to.equal(200);
      expect(page.headers['content-type']).to.match(/text\/html/);
      expect(page.text).to.include('Pay $25.00');
      expect(page.text).to.include('/api/payments/local-checkout-assets/checkout.js');
      expect(page.text).not.to.match(/<script>(?!<\/script>)/); // no inline script
      const js = await agent.get('/api/payments/local-checkout-assets/checkout.js');
      expect(js.status).to.equal(200);
      expect(js.headers['content-type']).to.match(/javascript/);

      // Without X-Requested-With the pay call is refused (it is a state-changing /api call).
      const noXhr = await fetch(`${api.url}/api/payments/local-checkout/${created.body.sessionId}/complete`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"outcome":"pay"}',
      });
      expect(noXhr.status).to.equal(403);

      const declined = await agent
        .post(`/api/payments/local-checkout/${created.body.sessionId}/complete`)
        .send({ outcome: 'decline' });
      expect(declined.body.outcome).to.equal('declined');

      const paid = await agent
        .post(`/api/payments/local-checkout/${created.body.sessionId}/complete`)
        .send({ outcome: 'pay' });
      expect(paid.status, JSON.stringify(paid.body)).to.equal(200);
      expect(paid.body.redirect).to.equal(`/stripeCallback?session_id=${created.body.sessionId}`);
      expect(paid.body.eventId).to.match(/^evt_/);
      await waitProcessed(paid.body.eventId);

      const s = await waitFor(async () => {
        const r = await agent.get(`/api/payments/session/${created.body.sessionId}`);
        return r.body.status === 'paid' ? r.body : null;
      });
      expect(s).to.include({ credited: true, likes: 25, amountCents: 2500 });
      expect(await fanBalance(user.id)).to.equal(25);
      const summary = await agent.get('/api/me/summary');
      expect(summary.body.balance).to.equal(25);
      const txs = await walletTxOf(user.id);
      expect(txs).to.have.length(1);
      expect(txs[0]).to.include({
        type: 'added',
        status: 'succeeded',
        likes: 25,
        payment_name: 'Card purchase (25 likes)',
      });
      const [email] = await testDb().sequelize.query<{ kind: string; to_address: string }>(
        `SELECT kind, to_address FROM emails WHERE idempotency_key = $1`,
        { bind: [`receipt:${created.body.sessionId}`], type: QueryTypes.SELECT },
      );
      expect(email).to.include({ kind: 'receipt', to_address: user.email });

      // Paying again does not send another event.
      const again = await agent
        .post(`/api/payments/local-checkout/${created.body.sessionId}/complete`)
        .send({ outcome: 'pay' });
      expect(again.body.outcome).to.equal('already_completed');
      expect(await fanBalance(user.id)).to.equal(25);
    });

    it('async payment through the local checkout: processing, then credited once it clears', async () => {
      const { agent, user, sessionId } = await openPurchase(api, 10);
      const pending = await agent
        .post(`/api/payments/local-checkout/${sessionId}/complete`)
        .send({ outcome: 'async_pending' });
      expect(pending.status).to.equal(200);
      await waitProcessed(pending.body.eventId);
      expect((await agent.get(`/api/payments/session/${sessionId}`)).body.status).to.equal('processing');
      expect(await fanBalance(user.id)).to.equal(0);
      const ok = await agent
        .post(`/api/payments/local-checkout/${sessionId}/complete`)
        .send({ outcome: 'async_succeed' });
      expect(await waitProcessed(ok.body.eventId)).to.equal('credited');
      expect(await fanBalance(user.id)).to.equal(10);
    });
  });
});
