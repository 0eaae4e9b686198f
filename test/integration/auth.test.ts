import { expect } from 'chai';
import { User } from '@fanlift/db';
import { login, startApi, uniqueEmail, fileApi } from '../helpers/api';

describe('api: auth and session', () => {
  const api = fileApi();

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

  it('returnTo=//evil.com never leaves the site', async () => {
    const agent = api.agent();
    const start = await agent.get('/api/auth/login').query({ userType: 'fan', returnTo: '//evil.com' });
    expect(start.status).to.equal(302);
    const form = new URL(start.headers.location, api.url);
    expect(form.pathname).to.equal('/api/auth/dev-login');
    expect(form.searchParams.get('returnTo')).to.equal('/');
    // A new fan who asked for nothing usable lands in fan onboarding, on this site.
    const res = await agent
      .post('/api/auth/dev-login')
      .send({ email: uniqueEmail(), userType: 'fan', returnTo: '//evil.com' });
    expect(res.body.returnTo).to.equal('/fans/onboarding?step=Basics');
    for (const bad of ['https://evil.com', '/\\evil.com', 'javascript:alert(1)']) {
      const r = await agent
        .post('/api/auth/dev-login')
        .send({ email: uniqueEmail(), userType: 'fan', returnTo: bad });
      expect(r.body.returnTo, bad).to.equal('/fans/onboarding?step=Basics');
      // An onboarded fan lands on /.
      const demo = await api
        .agent()
        .post('/api/auth/dev-login')
        .send({ email: 'fan@fanlift.dev', userType: 'fan', returnTo: bad });
      expect(demo.body.returnTo, bad).to.equal('/');
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

  it('sign-up lands in the onboarding of the user type actually chosen, from any page (dev-login)', async () => {
    // Fan Register on the home page: the link carries returnTo=/ (the form posts it back).
    const fan = api.agent();
    const start = await fan.get('/api/auth/login').query({ userType: 'fan', hint: 'signup', returnTo: '/' });
    const formReturnTo = new URL(start.headers.location, api.url).searchParams.get('returnTo');
    expect(formReturnTo).to.equal('/');
    const f = await fan
      .post('/api/auth/dev-login')
      .send({ email: uniqueEmail('reg-fan'), userType: 'fan', returnTo: formReturnTo });
    expect(f.body.returnTo).to.equal('/fans/onboarding?step=Basics');

    // From an athlete's page: onboarding first, then back there.
    const fan2 = api.agent();
    await fan2.get('/api/auth/login').query({ userType: 'fan', hint: 'signup', returnTo: '/athletes/9' });
    const f2 = await fan2
      .post('/api/auth/dev-login')
      .send({ email: uniqueEmail('reg-fan2'), userType: 'fan' });
    expect(f2.body.returnTo).to.equal('/fans/onboarding?step=Basics&returnTo=%2Fathletes%2F9');

    // "I'm an athlete" on a fan sign-up link: athlete onboarding.
    const ath = api.agent();
    await ath.get('/api/auth/login').query({ userType: 'fan', hint: 'signup' });
    const a = await ath
      .post('/api/auth/dev-login')
      .send({ email: uniqueEmail('reg-ath'), userType: 'athlete', returnTo: '/fans/onboarding?step=Basics' });
    expect(a.body.userType).to.equal('athlete');
    expect(a.body.returnTo).to.equal('/athletes/onboarding?step=stepOne');

    // An onboarded user pressing Register is not sent into an onboarding.
    const demo = api.agent();
    await demo.get('/api/auth/login').query({ userType: 'fan', hint: 'signup' });
    const d = await demo.post('/api/auth/dev-login').send({ email: 'fan@fanlift.dev', userType: 'fan' });
    expect(d.body.returnTo).to.equal('/');
  });

  it('logout is POST only: it ends the session; a GET (a link on another site) does not sign out', async () => {
    const agent = api.agent();
    await login(agent, uniqueEmail(), 'fan');
    expect((await agent.get('/api/auth/me')).status).to.equal(200);

    const get = await agent.get('/api/auth/logout').redirects(0);
    expect(get.status).to.equal(405);
    expect(get.headers.allow).to.equal('POST');
    expect(get.body.error.code).to.equal('method_not_allowed');
    expect((await agent.get('/api/auth/me')).status).to.equal(200);

    const noXhr = await agent.post('/api/auth/logout').unset('X-Requested-With');
    expect(noXhr.status).to.equal(403);
    expect((await agent.get('/api/auth/me')).status).to.equal(200);

    const out = await agent.post('/api/auth/logout');
    expect(out.status).to.equal(200);
    expect(out.body).to.deep.equal({ redirectTo: '/' });
    expect((await agent.get('/api/auth/me')).status).to.equal(204);
  });

  it('reset password: development has no passwords; with Auth0 the reset is handed to Auth0', async () => {
    const dev = api.agent();
    expect((await dev.get('/api/auth/password-reset')).body).to.deep.equal({ provider: 'development' });
    const refused = await dev.post('/api/auth/password-reset').send({ email: 'fan@fanlift.dev' });
    expect(refused.status).to.equal(409);
    expect(refused.body.error.code).to.equal('no_passwords');
    expect((await dev.post('/api/auth/password-reset').send({ email: 'nope' })).status).to.equal(400);

    // Auth0 configured (a tenant that does not answer here): the api asks Auth0, and says so when it fails.
    const withAuth0 = await startApi({
      AUTH0_DOMAIN: '127.0.0.1:9',
      AUTH0_CLIENT_ID: 'client',
      AUTH0_CLIENT_SECRET: 'secret',
    });
    try {
      const a = withAuth0.agent();
      expect((await a.get('/api/auth/password-reset')).body).to.deep.equal({ provider: 'auth0' });
      const res = await a.post('/api/auth/password-reset').send({ email: 'fan@fanlift.dev' });
      expect(res.status).to.equal(502);
      expect(res.body.error.code).to.equal('sign_in_service_unavailable');
    } finally {
      await withAuth0.close();
    }
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

  it('/api/docs and /api/openapi.json are off in production unless API_DOCS=true', async () => {
    const prodEnv = { NODE_ENV: 'production', SESSION_SECRET: 'another-production-like-secret' };
    const prod = await startApi(prodEnv);
    try {
      expect((await prod.agent().get('/api/openapi.json')).status).to.equal(404);
      expect((await prod.agent().get('/api/docs/')).status).to.equal(404);
    } finally {
      await prod.close();
    }
    const prodDocs = await startApi({ ...prodEnv, API_DOCS: 'true' });
    try {
      expect((await prodDocs.agent().get('/api/openapi.json')).status).to.equal(200);
      expect((await prodDocs.agent().get('/api/docs/')).status).to.equal(200);
    } finally {
      await prodDocs.close();
    }
    const devOff = await startApi({ API_DOCS: 'false' });
    try {
      expect((await devOff.agent().get('/api/openapi.json')).status).to.equal(404);
    } finally {
      await devOff.close();
    }
  });

  it('answers unknown api routes with a 404 error body', async () => {
    const res = await api.agent().get('/api/nope');
    expect(res.status).to.equal(404);
    expect(res.body.error).to.include({ code: 'not_found' });
  });
});
