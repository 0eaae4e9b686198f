import { expect } from 'chai';
import { User } from '@fanlift/db';
import { login, startApi, uniqueEmail, type TestApi } from '../helpers/api';

describe('api: auth and session', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(async () => {
    await api.close();
  });

  it('GET /api/auth/me answers 204 when nobody is signed in, then the user', async () => {
    const agent = api.agent();
    const none = await agent.get('/api/auth/me');
    expect(none.status).to.equal(204);
    expect(none.text).to.equal('');
    const email = uniqueEmail('fan');
    await login(agent, email, 'fan', { firstName: 'Fay', lastName: 'Fan' });
    const me = await agent.get('/api/auth/me');
    expect(me.status).to.equal(200);
    expect(me.body).to.include({
      email,
      userType: 'fan',
      firstName: 'Fay',
      lastName: 'Fan',
      isAdmin: 0,
      spinCount: 0,
    });
    expect(me.body.fanProfile).to.deep.include({ schools: [] });
    expect(me.body.athleteProfile).to.equal(null);
    for (const k of [
      'id',
      'authId',
      'tosAccepted',
      'privacyPolicyAccepted',
      'emailConsent',
      'referralCode',
    ]) {
      expect(me.body, k).to.have.property(k);
    }
  });

  it('sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const res = await api
      .agent()
      .post('/api/auth/dev-login')
      .send({ email: uniqueEmail('cookie'), userType: 'fan' });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).to.match(/fanlift\.sid=/);
    expect(cookie).to.match(/HttpOnly/i);
    expect(cookie).to.match(/SameSite=Lax/i);
  });

  it('gives isAdmin = 1 to DEV_ADMIN_EMAILS and not to others', async () => {
    const admin = await login(api.agent(), 'admin@test.dev', 'fan');
    expect(admin.isAdmin).to.equal(1);
    const fan = await login(api.agent(), uniqueEmail('notadmin'), 'fan');
    expect(fan.isAdmin).to.equal(0);
  });

  it('signs an athlete in with the athlete role and no fan profile', async () => {
    const a = await login(api.agent(), uniqueEmail('ath'), 'athlete');
    expect(a.userType).to.equal('athlete');
    expect(a.fanProfile).to.equal(null);
  });

  it('refuses bad dev-login input with a clear 400 and writes nothing', async () => {
    const before = await User.count();
    for (const body of [
      {},
      { email: 'nope', userType: 'fan' },
      { email: 'x@y.dev', userType: 'coach' },
      { email: 'x@y.dev', userType: 'fan', isAdmin: 1 },
    ]) {
      const res = await api.agent().post('/api/auth/dev-login').send(body);
      expect(res.status, JSON.stringify(body)).to.equal(400);
      expect(res.body.error.code).to.equal('validation_error');
      expect(res.body.error.message).to.be.a('string').and.not.empty;
    }
    expect(await User.count()).to.equal(before);
  });

  it('a POST without X-Requested-With gets 403', async () => {
    const res = await api
      .agent()
      .post('/api/auth/dev-login')
      .unset('X-Requested-With')
      .send({ email: uniqueEmail(), userType: 'fan' });
    expect(res.status).to.equal(403);
    expect(res.body.error.code).to.equal('forbidden');
  });

  it('returnTo=//evil.com lands on /', async () => {
    const agent = api.agent();
    const start = await agent.get('/api/auth/login').query({ userType: 'fan', returnTo: '//evil.com' });
    expect(start.status).to.equal(302);
    const form = new URL(start.headers.location, api.url);
    expect(form.pathname).to.equal('/api/auth/dev-login');
    expect(form.searchParams.get('returnTo')).to.equal('/');
    const res = await agent
      .post('/api/auth/dev-login')
      .send({ email: uniqueEmail(), userType: 'fan', returnTo: '//evil.com' });
    expect(res.body.returnTo).to.equal('/');
    for (const bad of ['https://evil.com', '/\\evil.com', 'javascript:alert(1)']) {
      const r = await agent
        .post('/api/auth/dev-login')
        .send({ email: uniqueEmail(), userType: 'fan', returnTo: bad });
      expect(r.body.returnTo, bad).to.equal('/');
    }
  });

  it('keeps a same-site returnTo through the login round trip', async () => {
    const agent = api.agent();
    const start = await agent.get('/api/auth/login').query({ userType: 'fan', returnTo: '/wallet' });
    expect(new URL(start.headers.location, api.url).searchParams.get('returnTo')).to.equal('/wallet');
    const res = await agent.post('/api/auth/dev-login').send({ email: uniqueEmail(), userType: 'fan' });
    expect(res.body.returnTo).to.equal('/wallet');
  });

  it('sends sign-ups to the onboarding step of their role', async () => {
    const fan = await api.agent().get('/api/auth/login').query({ userType: 'fan', hint: 'signup' });
    expect(new URL(fan.headers.location, api.url).searchParams.get('returnTo')).to.equal(
      '/fans/onboarding?step=Basics',
    );
    const ath = await api.agent().get('/api/auth/login').query({ userType: 'athlete', hint: 'signup' });
    expect(new URL(ath.headers.location, api.url).searchParams.get('returnTo')).to.equal(
      '/athletes/onboarding?step=stepOne',
    );
  });

  it('logout ends the session', async () => {
    const agent = api.agent();
    await login(agent, uniqueEmail(), 'fan');
    expect((await agent.get('/api/auth/me')).status).to.equal(200);
    const out = await agent.get('/api/auth/logout');
    expect(out.status).to.equal(302);
    expect((await agent.get('/api/auth/me')).status).to.equal(204);
  });

  it('refuses dev-login in production mode', async () => {
    const prod = await startApi({ NODE_ENV: 'production', SESSION_SECRET: 'another-production-like-secret' });
    try {
      const res = await prod
        .agent()
        .post('/api/auth/dev-login')
        .send({ email: uniqueEmail(), userType: 'fan' });
      expect(res.status).to.equal(404);
      const form = await prod.agent().get('/api/auth/dev-login');
      expect(form.status).to.equal(404);
    } finally {
      await prod.close();
    }
  });

  it('serves /healthz, /readyz and the OpenAPI document', async () => {
    const agent = api.agent();
    expect((await agent.get('/healthz')).status).to.equal(200);
    const ready = await agent.get('/readyz');
    expect(ready.status).to.equal(200);
    expect(ready.body).to.include({ database: true, redis: true });
    const doc = await agent.get('/api/openapi.json');
    expect(doc.status).to.equal(200);
    expect(doc.body.openapi).to.match(/^3\./);
    expect(doc.body.paths).to.have.property('/api/athletes');
    expect(doc.body.paths).to.have.property('/api/users/{authId}');
    const docs = await agent.get('/api/docs/');
    expect(docs.status).to.equal(200);
    expect(docs.text).to.match(/swagger/i);
  });

  it('answers unknown api routes with a 404 error body', async () => {
    const res = await api.agent().get('/api/nope');
    expect(res.status).to.equal(404);
    expect(res.body.error).to.include({ code: 'not_found' });
  });
});
