import { expect } from 'chai';
import { checkoutCreatedSchema, checkoutSessionSchema, priceTableSchema } from '@fanlift/core';
import { createServer, type Server } from 'node:http';
import { startApi, type TestApi } from '../helpers/api';
import { countRows, sessionRow } from '../helpers/payments-stripe';
import { createAthlete, signedInUser } from '../factories';

/**
 * Payments api with real Stripe keys, against a stand-in Stripe API (STRIPE_API_URL): the Checkout Session we ask
 * Stripe for (price from our table, return URLs) and what the client gets back. No money moves here.
 */
describe('api: payments with Stripe keys', () => {
  let api: TestApi;
  let fakeStripe: Server;
  const calls: { path: string; form: URLSearchParams; auth: string | undefined }[] = [];
  let failNext = false;

  before(async () => {
    let n = 0;
    fakeStripe = createServer((req, res) => {
      let body = '';
      req.on('data', (d: Buffer) => (body += d.toString()));
      req.on('end', () => {
        calls.push({ path: req.url ?? '', form: new URLSearchParams(body), auth: req.headers.authorization });
        if (failNext) {
          failNext = false;
          res.writeHead(500, { 'Content-Type': 'application/json', 'Stripe-Should-Retry': 'false' });
          res.end(JSON.stringify({ error: { type: 'api_error', message: 'boom' } }));
          return;
        }
        n += 1;
        const id = `cs_test_fake${n}${Date.now()}`;
        res.writeHead(200, { 'Content-Type': 'application/json', 'Request-Id': `req_${n}` });
        res.end(
          JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}` }),
        );
      });
    });
    await new Promise<void>((r) => fakeStripe.listen(0, '127.0.0.1', r));
    const { port } = fakeStripe.address() as { port: number };
    api = await startApi({
      STRIPE_SECRET_KEY: 'sk_test_fanlift_fake',
      STRIPE_API_URL: `http://127.0.0.1:${port}`,
      PUBLIC_URL: 'https://fanlift.example',
      LIKE_PRICE_CENTS: '150',
    });
  });
  after(async () => {
    await api?.close();
    fakeStripe?.closeAllConnections();
    await new Promise<void>((r) => fakeStripe.close(() => r()));
  });

  it('creates a Stripe Checkout Session priced by the server and answers its url', async () => {
    const { agent, me: user } = await signedInUser(api, 'fan', { tag: 'stripefan' });
    const res = await agent.post('/api/payments/checkout').send({ likes: 25 });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    expect(res.body).to.include({ mode: 'stripe', likes: 25, amountCents: 3750, currency: 'usd' });
    expect(res.body.url).to.match(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_fake/);
    const call = calls.at(-1)!;
    expect(call.path).to.equal('/v1/checkout/sessions');
    expect(call.auth).to.equal('Bearer sk_test_fanlift_fake');
    const f = call.form;
    expect(f.get('mode')).to.equal('payment');
    expect(f.get('line_items[0][quantity]')).to.equal('25');
    expect(f.get('line_items[0][price_data][unit_amount]')).to.equal('150');
    expect(f.get('line_items[0][price_data][currency]')).to.equal('usd');
    expect(f.get('success_url')).to.equal(
      'https://fanlift.example/stripeCallback?session_id={CHECKOUT_SESSION_ID}',
    );
    expect(f.get('cancel_url')).to.equal('https://fanlift.example/wallet/add');
    expect(f.get('metadata[userId]')).to.equal(String(user.id));
    const row = await sessionRow(res.body.sessionId);
    expect(row).to.include({
      kind: 'purchase',
      status: 'open',
      likes: 25,
      amount_cents: 3750,
      user_id: user.id,
    });

    // No local checkout when Stripe keys are set.
    expect((await agent.get(`/api/payments/local-checkout/${res.body.sessionId}`)).status).to.equal(404);
    const poll = await agent.get(`/api/payments/session/${res.body.sessionId}`);
    expect(poll.body).to.include({ status: 'open', mode: 'stripe', credited: false });
    // The answers are exactly core's contracts (the same schemas make the OpenAPI document and web's types).
    expect(() => checkoutCreatedSchema.strict().parse(res.body)).to.not.throw();
    expect(() => checkoutSessionSchema.strict().parse(poll.body)).to.not.throw();
    const prices = await agent.get('/api/payments/prices');
    expect(() => priceTableSchema.strict().parse(prices.body)).to.not.throw();
  });

  it('guest like: return to the guest-like callback, cancel to the athlete funds page', async () => {
    const athleteId = (await createAthlete()).id;
    const res = await api
      .agent()
      .post('/api/payments/guest-like')
      .send({ athleteId, likes: 5, email: 'Guest@Test.dev' });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    expect(res.body).to.include({
      mode: 'stripe',
      likes: 5,
      amountCents: 750,
      athleteId,
      allocationId: null,
    });
    const f = calls.at(-1)!.form;
    expect(f.get('success_url')).to.equal(
      'https://fanlift.example/stripeGuestLikeCallback?session_id={CHECKOUT_SESSION_ID}',
    );
    expect(f.get('cancel_url')).to.equal(`https://fanlift.example/athletes/${athleteId}/funds`);
    expect(f.get('customer_email')).to.equal('guest@test.dev');
    expect(f.get('metadata[athleteId]')).to.equal(String(athleteId));
    const row = await sessionRow(res.body.sessionId);
    expect(row).to.include({ kind: 'guest_like', athlete_profile_id: athleteId, user_id: null });
  });

  it('Stripe failing → 502 and nothing recorded', async () => {
    const { agent } = await signedInUser(api, 'fan', { tag: 'stripefan' });
    const before = await countRows('checkout_sessions');
    failNext = true;
    const res = await agent.post('/api/payments/checkout').send({ likes: 5 });
    expect(res.status).to.equal(502);
    expect(res.body.error.code).to.equal('payment_provider_error');
    expect(await countRows('checkout_sessions')).to.equal(before);
  });

  it('documents the payment routes in the OpenAPI document', async () => {
    const doc = await api.agent().get('/api/openapi.json');
    for (const p of [
      '/api/payments/checkout',
      '/api/payments/guest-like',
      '/api/payments/session/{id}',
      '/api/stripe/webhook',
    ]) {
      expect(doc.body.paths, p).to.have.property(p);
    }
  });
});
