import { expect } from 'chai';
import { PROXY_SECRET_HEADER } from '@fanlift/core/config';
import type { Response } from 'supertest';
import { login, startApi, uniqueEmail, type TestApi } from '../helpers/api';
import { testEnv } from '../helpers/env';
import { countRows, newKey } from '../helpers/ledger-fixtures';
import { createAthlete, fundWallet } from '../factories';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const OHIO_PASSWORD = 'limits-ohio-password';
/** An athlete id that does not exist: the request is counted by the limit, then answered 404 (nothing staged). */
const NO_ATHLETE = 2_000_000_000;

/**
 * Rate limits (rate-limiter-flexible on Redis): every limit answers 429 rate_limited with Retry-After, the
 * counters are shared by every api process, and per-client limits follow X-Forwarded-For only from a proxy
 * that proves itself (PROXY_SECRET; TRUST_PROXY). Each api here has its own key prefix so its counters start at zero.
 */
describe('api: rate limits and forwarded addresses', function () {
  this.timeout(60_000);
  const apis: TestApi[] = [];
  let n = 0;
  async function limitedApi(env: Record<string, string>, prefix?: string): Promise<TestApi> {
    n += 1;
    const api = await startApi({
      QUEUE_PREFIX: prefix ?? `${testEnv.QUEUE_PREFIX}_rl${n}`,
      OHIO_PASSWORD,
      ...env,
    });
    apis.push(api);
    return api;
  }
  after(async () => {
    await Promise.all(apis.map((a) => a.close()));
  });

  /** 429 `{ error: { code: 'rate_limited' } }` with a Retry-After from 1 to `windowSeconds`. */
  /** A guest like of 1 from the forwarded address `xff`. */
  const guestLike = (api: TestApi, athleteId: number, xff: string) =>
    api.agent().post('/api/payments/guest-like').set('X-Forwarded-For', xff).send({ athleteId, likes: 1 });

  function expectLimited(res: Response, windowSeconds: number) {
    expect(res.status, JSON.stringify(res.body)).to.equal(429);
    expect(res.body.error.code).to.equal('rate_limited');
    expect(res.body.error.message).to.be.a('string').and.not.equal('');
    const retryAfter = Number(res.headers['retry-after']);
    expect(Number.isInteger(retryAfter), `Retry-After ${res.headers['retry-after']}`).to.equal(true);
    expect(retryAfter).to.be.within(1, windowSeconds);
  }

  describe('each limit: 429 rate_limited with Retry-After', () => {
    it('sign-in (development sign-in) per address', async () => {
      const api = await limitedApi({ RATE_LIMIT_SIGN_IN: '2/600' });
      for (let i = 0; i < 2; i++) await login(api.agent(), uniqueEmail('rl-signin'), 'fan');
      const refused = await api
        .agent()
        .post('/api/auth/dev-login')
        .send({ email: uniqueEmail(), userType: 'fan' });
      expectLimited(refused, 600);
      expect((await api.agent().get('/api/auth/login?userType=fan')).status).to.equal(429);
    });

    it('search per address for visitors, per user when signed in', async () => {
      const api = await limitedApi({ RATE_LIMIT_SEARCH: '3/60' });
      for (let i = 0; i < 3; i++)
        expect((await api.agent().get('/api/athletes?name=ann&limit=5')).status).to.equal(200);
      expectLimited(await api.agent().get('/api/athletes?name=ann&limit=5'), 60);
      expectLimited(await api.agent().get('/api/schools?name=ohio'), 60);
      expectLimited(await api.agent().get('/api/athletes/claimable?name=smith'), 60);
      // A signed-in fan is counted on their own.
      const fan = api.agent();
      await login(fan, uniqueEmail('rl-search'), 'fan');
      for (let i = 0; i < 3; i++)
        expect((await fan.get('/api/athletes/search?name=ann')).status).to.equal(200);
      expectLimited(await fan.get('/api/athletes/search?name=ann'), 60);
    });

    it('sends and spends per user (nothing staged when refused)', async () => {
      const api = await limitedApi({ RATE_LIMIT_SENDS: '2/60' });
      const fan = api.agent();
      const me = await login(fan, uniqueEmail('rl-send'), 'fan');
      await fundWallet(me.id, 5);
      for (let i = 0; i < 2; i++) {
        const res = await fan
          .post('/api/likes/send')
          .set('Idempotency-Key', newKey())
          .send({ athleteId: NO_ATHLETE, likes: 1 });
        expect(res.status).to.equal(404);
      }
      const athlete = await createAthlete();
      expectLimited(
        await fan
          .post('/api/likes/send')
          .set('Idempotency-Key', newKey())
          .send({ athleteId: athlete.id, likes: 1 }),
        60,
      );
      expect(await countRows(`SELECT COUNT(*)::int AS n FROM commands WHERE user_id = $1`, [me.id])).to.equal(
        0,
      );
      // Another fan is not affected.
      const other = api.agent();
      await login(other, uniqueEmail('rl-send-other'), 'fan');
      const res = await other
        .post('/api/likes/send')
        .set('Idempotency-Key', newKey())
        .send({ athleteId: NO_ATHLETE, likes: 1 });
      expect(res.status).to.equal(404);
    });

    it('checkouts per user (nothing created when refused)', async () => {
      const api = await limitedApi({ RATE_LIMIT_CHECKOUTS: '2/600' });
      const fan = api.agent();
      await login(fan, uniqueEmail('rl-checkout'), 'fan');
      for (let i = 0; i < 2; i++)
        expect((await fan.post('/api/payments/checkout').send({ likes: 0 })).status).to.equal(400);
      const before = await countRows(`SELECT COUNT(*)::int AS n FROM checkout_sessions`);
      expectLimited(await fan.post('/api/payments/checkout').send({ likes: 5 }), 600);
      expect(await countRows(`SELECT COUNT(*)::int AS n FROM checkout_sessions`)).to.equal(before);
    });

    it('photo uploads per user', async () => {
      const api = await limitedApi({ RATE_LIMIT_UPLOADS: '1/600' });
      const athlete = api.agent();
      await login(athlete, uniqueEmail('rl-upload'), 'athlete', { firstName: 'Up', lastName: 'Loader' });
      const upload = () =>
        athlete
          .post('/api/uploads/athlete-photo')
          .attach('photo', PNG, { filename: 'a.png', contentType: 'image/png' });
      expect((await upload()).status).to.equal(201);
      expectLimited(await upload(), 600);
    });

    it('the counters live in Redis: a second api process sees the first one’s count', async () => {
      const prefix = `${testEnv.QUEUE_PREFIX}_rlshared`;
      const a = await limitedApi({ RATE_LIMIT_SEARCH: '2/60' }, prefix);
      const b = await limitedApi({ RATE_LIMIT_SEARCH: '2/60' }, prefix);
      expect((await a.agent().get('/api/athletes?name=ann')).status).to.equal(200);
      expect((await b.agent().get('/api/athletes?name=ann')).status).to.equal(200);
      expectLimited(await a.agent().get('/api/athletes?name=ann'), 60);
      expectLimited(await b.agent().get('/api/athletes?name=ann'), 60);
    });
  });

  describe('X-Forwarded-For from a client (no proof of a proxy)', () => {
    let api: TestApi;
    before(async () => {
      api = await limitedApi({ RATE_LIMIT_OHIO_PASSWORD: '3/600', RATE_LIMIT_GUEST_CHECKOUTS: '2/600' });
    });

    it('Ohio password attempts do not reset with a spoofed header', async () => {
      for (let i = 1; i <= 3; i++) {
        const res = await api
          .agent()
          .post('/api/ohio/unlock')
          .set('X-Forwarded-For', `203.0.113.${i}`)
          .send({ password: 'nope' });
        expect(res.status).to.equal(401);
      }
      const spoofed = await api
        .agent()
        .post('/api/ohio/unlock')
        .set('X-Forwarded-For', '203.0.113.99')
        .send({ password: 'nope' });
      expectLimited(spoofed, 600);
      // Even the right password waits until the window ends.
      expectLimited(
        await api
          .agent()
          .post('/api/ohio/unlock')
          .set('X-Forwarded-For', '198.51.100.1')
          .send({ password: OHIO_PASSWORD }),
        600,
      );
    });

    it('guest checkouts do not reset with a spoofed header', async () => {
      const athlete = await createAthlete();
      const guest = (xff: string) => guestLike(api, athlete.id, xff);
      expect((await guest('203.0.113.10')).status).to.equal(201);
      expect((await guest('203.0.113.11')).status).to.equal(201);
      expectLimited(await guest('203.0.113.12'), 600);
    });
  });

  it('a proxy is configured but the request comes straight to the api port: the spoofed header is ignored', async () => {
    // As in the report: the edge is trusted, an attacker talks to the api's port directly with X-Forwarded-For.
    const api = await limitedApi({ TRUST_PROXY: '192.0.2.250', RATE_LIMIT_OHIO_PASSWORD: '2/600' });
    const attempt = (xff: string) =>
      api.agent().post('/api/ohio/unlock').set('X-Forwarded-For', xff).send({ password: 'nope' });
    expect((await attempt('203.0.113.70')).status).to.equal(401);
    expect((await attempt('203.0.113.71')).status).to.equal(401);
    expectLimited(await attempt('203.0.113.72'), 600);
  });

  describe('X-Forwarded-For from a proxy that proves itself (PROXY_SECRET, as npm start’s web proxy)', () => {
    let api: TestApi;
    /** A request as the web proxy sends it: its secret, and the address it saw. */
    const viaProxy = (xff: string) => ({
      'X-Forwarded-For': xff,
      [PROXY_SECRET_HEADER]: api.config.PROXY_SECRET!,
    });
    before(async () => {
      api = await limitedApi({ RATE_LIMIT_OHIO_PASSWORD: '3/600', RATE_LIMIT_GUEST_CHECKOUTS: '2/600' });
      expect(api.config.PROXY_SECRET, 'testEnv gives every api the run’s proxy secret').to.be.a('string');
    });

    it('Ohio password attempts count per forwarded client; a spoofed left part of the chain changes nothing', async () => {
      const attempt = (xff: string, password = 'nope') =>
        api.agent().post('/api/ohio/unlock').set(viaProxy(xff)).send({ password });
      for (let i = 0; i < 3; i++) expect((await attempt('203.0.113.50')).status).to.equal(401);
      expectLimited(await attempt('203.0.113.50'), 600);
      // Only the proxy's own entry (the rightmost) counts.
      expectLimited(await attempt('192.0.2.77, 203.0.113.50'), 600);
      // Another client behind the same proxy has its own count.
      expect((await attempt('203.0.113.51')).status).to.equal(401);
      expect((await attempt('203.0.113.52', OHIO_PASSWORD)).status).to.equal(200);
    });

    it('guest checkouts count per forwarded client', async () => {
      const athlete = await createAthlete();
      const guest = (xff: string) =>
        api
          .agent()
          .post('/api/payments/guest-like')
          .set(viaProxy(xff))
          .send({ athleteId: athlete.id, likes: 1 });
      expect((await guest('203.0.113.60')).status).to.equal(201);
      expect((await guest('203.0.113.60')).status).to.equal(201);
      expectLimited(await guest('203.0.113.60'), 600);
      expect((await guest('203.0.113.61')).status).to.equal(201);
    });

    it('a wrong secret, or none, is a client like any other: its header is ignored', async () => {
      const fresh = await limitedApi({ RATE_LIMIT_OHIO_PASSWORD: '2/600' });
      const attempt = (i: number, headers: Record<string, string>) =>
        fresh
          .agent()
          .post('/api/ohio/unlock')
          .set('X-Forwarded-For', `203.0.113.${80 + i}`)
          .set(headers)
          .send({ password: 'nope' });
      expect((await attempt(0, { [PROXY_SECRET_HEADER]: 'a-guess-at-the-proxy-secret' })).status).to.equal(
        401,
      );
      expect((await attempt(1, {})).status).to.equal(401);
      expectLimited(await attempt(2, { [PROXY_SECRET_HEADER]: `${fresh.config.PROXY_SECRET!}x` }), 600);
    });
  });

  it('TRUST_PROXY=loopback without PROXY_SECRET: a proxy named by its address alone is believed', async () => {
    // For a proxy whose address no client shares; npm start and compose use the secret.
    const api = await limitedApi({
      TRUST_PROXY: 'loopback',
      PROXY_SECRET: '',
      RATE_LIMIT_OHIO_PASSWORD: '1/600',
    });
    const attempt = (xff: string) =>
      api.agent().post('/api/ohio/unlock').set('X-Forwarded-For', xff).send({ password: 'nope' });
    expect((await attempt('203.0.113.90')).status).to.equal(401);
    expectLimited(await attempt('203.0.113.90'), 600);
    expect((await attempt('203.0.113.91')).status).to.equal(401);
  });

  it('TRUST_PROXY=true (trust anyone) is refused at boot with a readable message', async () => {
    let message = '';
    await startApi({ TRUST_PROXY: 'true' }).then(
      (api) => api.close(),
      (err: Error) => {
        message = err.message;
      },
    );
    expect(message).to.match(/TRUST_PROXY: list the proxy addresses/);
    await startApi({ TRUST_PROXY: 'loopback, nonsense' }).then(
      (api) => api.close(),
      (err: Error) => {
        message = err.message;
      },
    );
    expect(message).to.match(/'nonsense' is not an IP address/);
  });
});
