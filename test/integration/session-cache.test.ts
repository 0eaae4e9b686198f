import { expect } from 'chai';
import supertest from 'supertest';
import { startApi, type TestApi } from '../helpers/api';
import { scratchRedis, type ScratchRedis } from '../helpers/ledger-redis';
import { waitFor } from '../helpers/wait';
import { sessionCookie } from '../factories';

/**
 * The api's session cache (issue 27: one Redis round trip less on each signed-in request): two api processes on
 * one Redis; a session read once is answered from the process's copy, and a sign-out or a session change through
 * the other process shows at once, not after SESSION_CACHE_MS (30 s).
 */
const balance = (api: TestApi, cookie: string) =>
  supertest(api.url)
    .get('/api/wallet/balance')
    .set('X-Requested-With', 'XMLHttpRequest')
    .set('Cookie', cookie);

const live = (api: TestApi) =>
  waitFor(() => api.deps.sessionCache?.live, { timeout: 10_000, message: 'the session cache to go live' });

describe('session cache (two api processes, one Redis)', function () {
  this.timeout(60_000);
  let a: TestApi;
  let b: TestApi;
  before(async () => {
    a = await startApi();
    b = await startApi();
    await Promise.all([live(a), live(b)]);
  });
  after(async () => {
    await a?.close();
    await b?.close();
  });

  it('answers a signed-in read from its copy after the first read', async () => {
    const { cookie } = await sessionCookie(a, 'sc-hit');
    const counts = a.deps.sessionCache!.counts;
    const before = { ...counts };
    for (let i = 0; i < 5; i++) expect((await balance(a, cookie)).status).to.equal(200);
    expect(counts.misses - before.misses, 'reads that went to Redis').to.be.at.most(1);
    expect(counts.hits - before.hits, 'reads from the copy').to.be.at.least(4);
  });

  it('refuses a session signed out through the other process at once', async () => {
    const { cookie } = await sessionCookie(a, 'sc-logout');
    expect((await balance(a, cookie)).status).to.equal(200);
    expect((await balance(a, cookie)).status).to.equal(200); // now in a's copy
    const out = await supertest(b.url)
      .post('/api/auth/logout')
      .set('X-Requested-With', 'XMLHttpRequest')
      .set('Cookie', cookie);
    expect(out.status).to.equal(200);
    const started = Date.now();
    // The announcement reaches a's subscription within milliseconds; the copy would have lasted 30 s.
    const refused = await waitFor(
      async () => {
        const r = await balance(a, cookie);
        return r.status === 401 ? r : null;
      },
      { timeout: 2_000, interval: 20, message: 'the signed-out session to be refused by the other process' },
    );
    expect(refused.body.error.code).to.equal('unauthenticated');
    expect(Date.now() - started).to.be.below(2_000);
  });

  it('sees a session signed in again on the other process (a new session, the old one forgotten)', async () => {
    const first = await sessionCookie(a, 'sc-new');
    expect((await balance(a, first.cookie)).status).to.equal(200);
    const second = await sessionCookie(b, 'sc-new2');
    expect((await balance(a, second.cookie)).status).to.equal(200);
    expect((await balance(b, first.cookie)).status).to.equal(200);
  });
});

describe('session cache while its Redis is away', function () {
  this.timeout(60_000);
  let redis: ScratchRedis;
  let api: TestApi;
  before(async () => {
    redis = scratchRedis(13381);
    await redis.start();
    api = await startApi({ REDIS_URL: redis.url });
    await live(api);
  });
  after(async () => {
    await api?.close();
    await redis?.destroy();
  });

  it('keeps nothing while the subscription is down, and reads through it again once it is back', async () => {
    const { cookie } = await sessionCookie(api, 'sc-down');
    expect((await balance(api, cookie)).status).to.equal(200);
    await redis.stop();
    await waitFor(() => !api.deps.sessionCache!.live, {
      timeout: 5_000,
      message: 'the cache to stop keeping',
    });
    // Without Redis the session cannot be read: a clear 503, never the copy of a record that may have changed.
    const during = await balance(api, cookie);
    expect(during.status).to.equal(503);
    expect(during.body.error.code).to.equal('unavailable');
    await redis.start();
    await live(api);
    const counts = api.deps.sessionCache!.counts;
    const misses = counts.misses;
    expect((await balance(api, cookie)).status).to.equal(200);
    expect(counts.misses, 'the first read after Redis came back went to Redis').to.equal(misses + 1);
    expect((await balance(api, cookie)).status).to.equal(200);
    expect(counts.misses).to.equal(misses + 1);
  });
});
