import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { Counter } from 'prom-client';
import supertest from 'supertest';
import { startApi, type TestApi } from '../helpers/api';
import { select } from '../helpers/db';
import { waitFor } from '../helpers/wait';
import { createAthlete, fundWallet, seededSchool, sessionCookie } from '../factories';

/**
 * The hot send (api/src/http/hot-send.ts, issue 27): a send from a fan whose session the api process keeps is
 * answered before Express. Each case runs against an api that keeps sessions (`hot`) and one that keeps none
 * (`cold`, SESSION_CACHE_MS=0: every send through Express), and the two answers must be the same: status, body
 * (ids aside) and headers (but the ETag Express adds). The hot api's counter tells which path answered.
 */
describe('hot send: the same answers before Express as through it', function () {
  this.timeout(60_000);
  const LIMIT = 4;
  let hot: TestApi;
  let cold: TestApi;
  let athleteId: number;
  before(async () => {
    // No worker runs here: a ?wait=1 send waits COMMAND_TIMEOUT_MS, then answers 202.
    const limits = { RATE_LIMIT_SENDS: `${LIMIT}/60`, COMMAND_TIMEOUT_MS: '300' };
    hot = await startApi(limits);
    cold = await startApi({ ...limits, SESSION_CACHE_MS: '0' });
    await waitFor(() => hot.deps.sessionCache?.live, {
      timeout: 10_000,
      message: 'the session cache to go live',
    });
    athleteId = (await createAthlete()).id;
  });
  after(async () => {
    await hot?.close();
    await cold?.close();
  });

  const served = async () => {
    const counter = hot.deps.metrics.registry.getSingleMetric('fanlift_api_hot_sends_total') as Counter;
    return (await counter.get()).values[0]?.value ?? 0;
  };

  /** A funded fan signed in on `api`, whose session that api has read once (the hot api keeps it from then on). */
  async function fanOn(api: TestApi, likes = 100) {
    const fan = await sessionCookie(api, 'hot-send');
    await fundWallet(fan.id, likes);
    const read = await supertest(api.url)
      .get('/api/wallet/balance')
      .set('X-Requested-With', 'XMLHttpRequest')
      .set('Cookie', fan.cookie);
    expect(read.status).to.equal(200);
    return fan;
  }

  type Fan = { id: number; cookie: string };
  type Send = (api: TestApi, fan: Fan) => supertest.Test;
  const send =
    (body: unknown, opts: { key?: string; xhr?: boolean; path?: string; raw?: string } = {}): Send =>
    (api, fan) => {
      let t = supertest(api.url)
        .post(opts.path ?? '/api/likes/send')
        .set('Cookie', fan.cookie)
        .set('Idempotency-Key', opts.key ?? `hot-${randomUUID()}`)
        .set('Content-Type', 'application/json');
      if (opts.xhr !== false) t = t.set('X-Requested-With', 'XMLHttpRequest');
      return t.send(opts.raw ?? JSON.stringify(body));
    };

  /** Headers both answers must share (Express's ETag and the per-answer ones aside). */
  const comparable = (headers: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(headers).filter(
        ([k]) => !['etag', 'date', 'content-length', 'location', 'connection', 'keep-alive'].includes(k),
      ),
    );
  /** An answer's body without what differs between two commands (the id and the times). */
  const withoutIds = (body: Record<string, unknown>) => {
    const { commandId: _c, createdAt: _t, appliedAt: _a, ...rest } = body;
    return rest;
  };

  /** Run `call` as each api's own fan; answers both responses and how many sends the hot path answered. */
  async function both(call: Send, fans?: { hot: Fan; cold: Fan }) {
    const f = fans ?? { hot: await fanOn(hot), cold: await fanOn(cold) };
    const before = await served();
    const h = await call(hot, f.hot);
    const hotServed = (await served()) - before;
    const c = await call(cold, f.cold);
    expect(h.status, `hot ${JSON.stringify(h.body)}`).to.equal(c.status);
    expect(withoutIds(h.body as Record<string, unknown>)).to.deep.equal(
      withoutIds(c.body as Record<string, unknown>),
    );
    expect(comparable(h.headers)).to.deep.equal(comparable(c.headers));
    return { hot: h, cold: c, hotServed };
  }

  it('accepts a send (202, Location, the security headers); the same key answers the same command, another body 409', async () => {
    const fans = { hot: await fanOn(hot), cold: await fanOn(cold) };
    const key = `hot-${randomUUID()}`;
    const first = await both(send({ athleteId, likes: 3 }, { key }), fans);
    expect(first.hotServed).to.equal(1);
    expect(first.hot.status).to.equal(202);
    expect(first.hot.body).to.include({ status: 'pending', replayed: false });
    expect(first.hot.headers.location).to.equal(`/api/commands/${first.hot.body.commandId}`);
    expect(first.hot.headers['content-security-policy'], 'helmet').to.be.a('string');
    expect(first.hot.headers['content-type']).to.equal('application/json; charset=utf-8');

    const again = await both(send({ athleteId, likes: 3 }, { key }), fans);
    expect(again.hotServed).to.equal(1);
    expect(again.hot.body).to.include({ commandId: first.hot.body.commandId, replayed: true });

    const conflict = await both(send({ athleteId, likes: 4 }, { key }), fans);
    expect(conflict.hotServed).to.equal(1);
    expect(conflict.hot.status).to.equal(409);
    expect(conflict.hot.body.error.code).to.equal('conflict');
  });

  it('refuses as the app does: a bad amount or field (400), another fan named (403), no such athlete (404)', async () => {
    const cases: [unknown, number][] = [
      [{ athleteId: 0, likes: 3 }, 400],
      [{ athleteId: 1, likes: 0 }, 400],
      [{ athleteId: 1, likes: 'many' }, 400],
      [{ athleteId: 1, likes: 3, extra: true }, 400],
      [{ athleteId: 1, likes: 3, fanID: 1 }, 403],
      [{ athleteId: 2_000_000_000, likes: 3 }, 404],
    ];
    for (const [body, status] of cases) {
      const r = await both(send(body));
      expect(r.hot.status, JSON.stringify(body)).to.equal(status);
      expect(r.hotServed, JSON.stringify(body)).to.equal(1);
    }
  });

  it('answers a malformed or too large body as the app does (400, 413)', async () => {
    const bad = await both(send(null, { raw: '{"athleteId": 1,' }));
    expect(bad.hot.status).to.equal(400);
    expect(bad.hot.body.error.code).to.equal('bad_request');
    const big = await both(send({ athleteId, likes: 1, note: 'x'.repeat(110_000) }));
    expect(big.hot.status).to.equal(413);
  });

  it('counts the same rate limit: the send past it is refused with Retry-After (429), nothing staged', async () => {
    const fans = { hot: await fanOn(hot), cold: await fanOn(cold) };
    for (let i = 0; i < LIMIT; i++)
      expect((await both(send({ athleteId, likes: 1 }), fans)).hot.status).to.equal(202);
    const over = await both(send({ athleteId, likes: 1 }), fans);
    expect(over.hotServed).to.equal(1);
    expect(over.hot.status).to.equal(429);
    expect(over.hot.body.error.code).to.equal('rate_limited');
    expect(Number(over.hot.headers['retry-after'])).to.be.greaterThan(0);
    const staged = await select<{ n: number }>(`SELECT count(*)::int AS n FROM commands WHERE user_id = $1`, [
      fans.hot.id,
    ]);
    expect(staged[0]!.n, 'commands staged for the hot fan').to.equal(LIMIT);
  });

  it('leaves to the app: a school, a query, no X-Requested-With, a forged cookie, an athlete, a signed-out session', async () => {
    const school = await seededSchool();
    const toApp: [string, Send, number][] = [
      ['a school', send({ schoolId: school.id, likes: 1 }), 202],
      ['?wait=1', send({ athleteId, likes: 1 }, { path: '/api/likes/send?wait=1' }), 202],
      ['no X-Requested-With', send({ athleteId, likes: 1 }, { xhr: false }), 403],
      [
        'a forged cookie',
        (api, fan) =>
          send({ athleteId, likes: 1 })(api, {
            ...fan,
            cookie: fan.cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
          }),
        401,
      ],
    ];
    for (const [name, call, status] of toApp) {
      const r = await both(call);
      expect(r.hot.status, name).to.equal(status);
      expect(r.hotServed, name).to.equal(0);
    }

    const athleteOn = async (api: TestApi) => {
      const agent = api.agent();
      const signIn = await agent
        .post('/api/auth/dev-login')
        .send({ email: `hot.${randomUUID()}@test.dev`, userType: 'athlete' });
      expect(signIn.status).to.equal(200);
      const cookie = ([] as string[])
        .concat(signIn.headers['set-cookie'] ?? [])
        .map((c) => c.split(';')[0])
        .find((c) => c.startsWith('fanlift.sid='))!;
      expect((await agent.get('/api/auth/me')).status).to.equal(200);
      return { id: signIn.body.id as number, cookie };
    };
    const athlete = await both(send({ athleteId, likes: 1 }), {
      hot: await athleteOn(hot),
      cold: await athleteOn(cold),
    });
    expect(athlete.hot.status).to.equal(403);
    expect(athlete.hotServed).to.equal(0);

    const fans = { hot: await fanOn(hot), cold: await fanOn(cold) };
    for (const [api, fan] of [
      [hot, fans.hot],
      [cold, fans.cold],
    ] as const)
      expect(
        (
          await supertest(api.url)
            .post('/api/auth/logout')
            .set('X-Requested-With', 'XMLHttpRequest')
            .set('Cookie', fan.cookie)
        ).status,
      ).to.be.below(400);
    const out = await both(send({ athleteId, likes: 1 }), fans);
    expect(out.hot.status).to.equal(401);
    expect(out.hotServed).to.equal(0);
  });

  it('counts its answers in the request metrics under the route, as the app does', async () => {
    const fan = await fanOn(hot);
    const before = await served();
    const r = await send({ athleteId, likes: 1 })(hot, fan);
    expect(r.status).to.equal(202);
    expect((await served()) - before).to.equal(1);
    const text = await hot.deps.metrics.registry.getSingleMetricAsString(
      'fanlift_http_request_duration_seconds',
    );
    expect(text).to.match(
      /fanlift_http_request_duration_seconds_count\{[^}]*route="\/api\/likes\/send"[^}]*status="202"[^}]*\} \d+/,
    );
  });
});
