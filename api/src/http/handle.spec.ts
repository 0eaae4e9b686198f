import { expect } from 'chai';
import express, { type RequestHandler } from 'express';
import pino from 'pino';
import supertest from 'supertest';
import { notFound as notFoundError } from '@fanlift/core';
import { apiConfigSchema } from '@fanlift/core/config';
import type { ApiDeps } from '../deps';
import { errorHandler, notFound } from '../middleware/errors';
import { answer } from './answer';
import { handle } from './handle';
import { mountAt, type Mount } from './mount';

const logger = pino({ level: 'silent' });
const pass: RequestHandler = (_req, _res, next) => next();
/** What `handle` uses of the deps: the rate limits, the config, the logger. */
const deps = {
  limits: {
    limit: () => pass,
    consume: async () => {},
    consumeForUser: async () => {},
    assertNotBlocked: async () => {},
    reset: async () => {},
  },
  config: apiConfigSchema.parse({ NODE_ENV: 'test' }),
  logger,
} as Partial<ApiDeps> as ApiDeps;

/** An app with one mount, whose requests come from `user` (none: signed out). */
function appWith(path: string, user: Partial<Express.User> | null, register: (m: Mount) => void) {
  const app = express();
  app.use(express.json());
  app.use((req, _res, next) => {
    if (user) req.user = { id: 7, userType: 'fan', isAdmin: 0, ...user } as Express.User;
    next();
  });
  const m = mountAt(path, deps, {} as Mount['passport']);
  register(m);
  app.use(path, m.router);
  app.use(notFound);
  app.use(errorHandler(logger));
  return supertest(app);
}

describe('api/src/http/handle: routes registered from their declaration', () => {
  it('enforces the declared access before anything else: 401 signed out, 403 the wrong kind of user', async () => {
    const register = (m: Mount) => handle(m, 'GET /api/earn', () => ({}) as never);
    const out = await appWith('/api', null, register).get('/api/earn');
    expect(out.status).to.equal(401);
    expect(out.body.error.code).to.equal('unauthenticated');
    const athlete = await appWith('/api', { userType: 'athlete' }, register).get('/api/earn');
    expect(athlete.status).to.equal(403);
  });

  it('parses params, query and body with the declared schemas: 400 validation_error, or the route’s own answer', async () => {
    const seen: unknown[] = [];
    const api = appWith('/api/fans', { id: 7 }, (m) =>
      handle(
        m,
        'GET /api/fans/:id',
        ({ params }) => {
          seen.push(params.id);
          throw notFoundError('Fan not found');
        },
        { badParams: 'next' },
      ),
    );
    expect((await api.get('/api/fans/12')).status).to.equal(404);
    expect(seen).to.deep.equal([12]);
    // Not an id: not this route (the app's 404 for unknown routes), and the handler never ran.
    const other = await api.get('/api/fans/abc');
    expect(other.body.error.message).to.equal('No route for GET /api/fans/abc');
    expect(seen).to.have.length(1);
    const unlock = appWith('/api/ohio', null, (m) =>
      handle(m, 'POST /api/ohio/unlock', () => ({ unlocked: true })),
    );
    const bad = await unlock.post('/api/ohio/unlock').send({ password: 5 });
    expect(bad.status).to.equal(400);
    expect(bad.body.error.code).to.equal('validation_error');
    expect((await unlock.post('/api/ohio/unlock').send({ password: 'x' })).body).to.deep.equal({
      unlocked: true,
    });
  });

  it('answers the declared status (201 here), an Answer’s status and headers, and 204 for null', async () => {
    const checkout = {
      sessionId: 'cs_1',
      url: '/x',
      mode: 'local' as const,
      likes: 5,
      amountCents: 500,
      currency: 'usd',
    };
    const api = appWith('/api', { id: 7 }, (m) => {
      handle(m, 'POST /api/payments/checkout', () => checkout);
      handle(m, 'GET /api/payments/prices', () =>
        answer(
          203,
          {
            currency: 'usd',
            unitPriceCents: 100,
            packs: [],
            custom: { min: 1, max: 9 },
            mode: 'local' as const,
            feePercent: 0,
          },
          {
            'X-Test': 'yes',
          },
        ),
      );
    });
    const created = await api.post('/api/payments/checkout').send({ likes: 5 });
    expect(created.status).to.equal(201);
    expect(created.body).to.deep.equal(checkout);
    const prices = await api.get('/api/payments/prices');
    expect(prices.status).to.equal(203);
    expect(prices.get('x-test')).to.equal('yes');
    const me = appWith('/api/auth', null, (m) => handle(m, 'GET /api/auth/me', () => null));
    expect((await me.get('/api/auth/me')).status).to.equal(204);
  });

  it('in tests, an answer that does not match its declaration is a 500 (drift fails the tests)', async () => {
    const api = appWith('/api', { id: 7 }, (m) =>
      // A number, so it type-checks; not a whole one, so the declaration refuses it.
      handle(m, 'GET /api/wallet/balance', () => ({ balance: 1.5 })),
    );
    const res = await api.get('/api/wallet/balance');
    expect(res.status).to.equal(500);
    expect(res.body.error.code).to.equal('response_contract');
    expect(res.body.error.message).to.contain('balance');
  });

  it('refuses to register a route outside its router’s mount', () => {
    expect(() => appWith('/api/me', null, (m) => handle(m, 'GET /api/earn', () => ({}) as never))).to.throw(
      /not under its router's mount/,
    );
  });
});
