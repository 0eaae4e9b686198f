import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import { createApp } from '../../api/src/app';
import { createDeps, type ApiDeps } from '../../api/src/deps';
import { apiConfigSchema, loadConfig } from '@fanlift/core/config';
import { testEnv } from '../helpers/env';
import { createServer } from 'node:http';
import {
  asyncPaymentFailedEvent,
  asyncPaymentSucceededEvent,
  chargeRefundedEvent,
  checkoutCompletedEvent,
  disputeCreatedEvent,
} from '../../api/src/payments/local-events';
import { login, startApi, uniqueEmail, type TestApi } from '../helpers/api';
import { testDb } from '../helpers/db';
import { startProcess, type RunningProcess } from '../helpers/processes';
import { waitFor } from '../helpers/wait';
import {
  athleteLikes,
  countRows,
  eventRow,
  expectLedgerOk,
  fanBalance,
  journalsOf,
  postEvent,
  sessionLike,
  sessionRow,
  waitProcessed,
  walletTxOf,
} from '../helpers/payments-stripe';
import { createAthlete, sendLikes } from '../factories';

/**
 * Stripe money paths against real PostgreSQL, Redis, the api (in-process) and a worker process: every credit
 * and claw-back exactly once whatever Stripe redelivers, and the ledger invariants hold after each test.
 */
describe('reliability: Stripe payments', function () {
  this.timeout(60_000);
  let api: TestApi;
  let worker: RunningProcess;

  before(async () => {
    // A short job lock, so jobs of a killed worker are picked up again within seconds.
    [api, worker] = await Promise.all([
      startApi(),
      startProcess('worker', { WORKER_LOCK_DURATION_MS: '3000' }),
    ]);
  });
  after(async () => {
    await Promise.all([api?.close(), worker?.kill('SIGTERM')]);
  });
  afterEach(async () => {
    await expectLedgerOk();
  });

  async function fan() {
    const agent = api.agent();
    const user = await login(agent, uniqueEmail('payfan'), 'fan');
    return { agent, user };
  }

  /** A purchase session created through the api (the local checkout: no Stripe keys in tests). */
  async function openPurchase(likes: number) {
    const f = await fan();
    const res = await f.agent.post('/api/payments/checkout').send({ likes });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    const row = (await sessionRow(res.body.sessionId))!;
    return { ...f, sessionId: res.body.sessionId as string, row, like: sessionLike(row), res };
  }

  async function paidPurchase(likes: number) {
    const p = await openPurchase(likes);
    const ev = checkoutCompletedEvent(p.like, 'paid');
    expect((await postEvent(api, ev)).status).to.equal(200);
    expect(await waitProcessed(ev.id)).to.equal('credited');
    expect(await fanBalance(p.user.id)).to.equal(likes);
    return p;
  }

  describe('checkout input', () => {
    it('rejects 0, -5, 1.5, "1e9", 2^63 and extra fields with 400, writing nothing', async () => {
      const { agent } = await fan();
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

      const { agent } = await fan();
      const res = await agent.post('/api/payments/checkout').send({ likes: 37 });
      expect(res.status).to.equal(201);
      expect(res.body).to.include({ likes: 37, amountCents: 3700, currency: 'usd', mode: 'local' });
      expect(res.body.sessionId).to.match(/^cs_/);
      expect(res.body.url).to.equal(`/api/payments/local-checkout/${res.body.sessionId}`);

      expect((await api.agent().post('/api/payments/checkout').send({ likes: 5 })).status).to.equal(401);
      const athlete = api.agent();
      await login(athlete, uniqueEmail('payathlete'), 'athlete');
      expect((await athlete.post('/api/payments/checkout').send({ likes: 5 })).status).to.equal(403);
      // The session is private to its owner.
      const other = await fan();
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
      const { agent, user } = await fan();
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
      const { agent, user, sessionId } = await openPurchase(10);
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

  describe('webhook', () => {
    it('the same event 5 times at once → staged once, credited once', async () => {
      const p = await openPurchase(50);
      const ev = checkoutCompletedEvent(p.like, 'paid');
      const results = await Promise.all(Array.from({ length: 5 }, () => postEvent(api, ev)));
      expect(results.map((r) => r.status)).to.deep.equal([200, 200, 200, 200, 200]);
      expect(results.filter((r) => r.body.duplicate === false)).to.have.length(1);
      await waitProcessed(ev.id);
      // And 5 more later (Stripe redelivers): still one credit.
      await Promise.all(Array.from({ length: 5 }, () => postEvent(api, ev)));
      await new Promise((r) => setTimeout(r, 300));
      expect(await fanBalance(p.user.id)).to.equal(50);
      expect(await journalsOf(`checkout:${p.sessionId}`)).to.have.length(1);
      expect((await walletTxOf(p.user.id)).filter((t) => t.type === 'added')).to.have.length(1);
    });

    it('completed (paid) + async_payment_succeeded for one session → one credit', async () => {
      const p = await openPurchase(5);
      const a = checkoutCompletedEvent(p.like, 'paid');
      const b = asyncPaymentSucceededEvent(p.like);
      await Promise.all([postEvent(api, a), postEvent(api, b)]);
      const outcomes = [await waitProcessed(a.id), await waitProcessed(b.id)].sort();
      expect(outcomes).to.deep.equal(['credited', 'duplicate']);
      expect(await fanBalance(p.user.id)).to.equal(5);
      expect(await journalsOf(`checkout:${p.sessionId}`)).to.have.length(1);
    });

    it('bad signature, stale timestamp, re-serialised body, no signature, wrong type → 400, nothing written', async () => {
      const p = await openPurchase(5);
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
      const p = await openPurchase(5);
      const ev = checkoutCompletedEvent({ ...p.like, amountCents: 1 }, 'paid');
      expect((await postEvent(api, ev)).status).to.equal(200);
      expect(await waitProcessed(ev.id)).to.equal('amount_mismatch');
      expect(await fanBalance(p.user.id)).to.equal(0);
    });

    it('unpaid completion → no credit until async success; async failure → never credited', async () => {
      const p = await openPurchase(20);
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

      const q2 = await openPurchase(7);
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

  describe('refunds and disputes', () => {
    it('refunds in pieces, redelivered and out of order → exactly the refunded likes are clawed back', async () => {
      const p = await paidPurchase(10); // $10.00
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
      const p = await paidPurchase(10);
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
      const p = await paidPurchase(25);
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
      const p = await openPurchase(4);
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

  describe('faults', () => {
    it('Redis down at the webhook: still 200 (staged), and the re-driver applies it later', async () => {
      const p = await openPurchase(3);
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
      await worker.kill('SIGTERM');
      // This worker holds each event's transaction open for 3 s: we kill it while they are open.
      worker = await startProcess('worker', {
        WORKER_LOCK_DURATION_MS: '3000',
        FAULT_HOLD_STRIPE_APPLY_MS: '3000',
        LOG_LEVEL: 'warn',
      });
      const purchases = await Promise.all(Array.from({ length: 8 }, (_, i) => openPurchase(i + 1)));
      const events = purchases.map((p) => checkoutCompletedEvent(p.like, 'paid'));
      const acks = await Promise.all(events.map((ev) => postEvent(api, ev)));
      expect(acks.every((a) => a.status === 200)).to.equal(true);
      // The fault is in place: the worker holds the events' transactions open.
      const held = () =>
        worker
          .output()
          .split('\n')
          .filter((l) => l.includes('fault: holding the Stripe event'));
      await waitFor(() => held().length > 0, { timeout: 10_000, message: 'the worker to hold an event' });
      await worker.kill('SIGKILL');
      for (const ev of events) expect((await eventRow(ev.id))!.processed_at).to.equal(null);
      for (const p of purchases) expect(await fanBalance(p.user.id)).to.equal(0);
      // Stripe redelivers some while the worker is down.
      await Promise.all(events.slice(0, 3).map((ev) => postEvent(api, ev)));
      worker = await startProcess('worker', { WORKER_LOCK_DURATION_MS: '3000' });
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
        const p = await openPurchase(2);
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
