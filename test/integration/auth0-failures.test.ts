// Every way the production sign-in can fail ends on the sign-in page with a reason (`?error=`): never a 500,
// never a redirect loop, never a signed-in session. The provider is the real OpenID Connect server of the
// test helpers; faults are switched on in it (token endpoint down or slow, an ID token for another client).
import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import type { Answer, SignInClient } from '../helpers/oidc-client';
import { startAuth0Rig, stopAuth0Rig, type Auth0Rig } from '../helpers/auth0-rig';
import { uniqueEmail } from '../helpers/api';
import { testDb } from '../helpers/db';

const isCallback = (u: URL) => u.pathname === '/api/auth/callback';

describe('Auth0 path against a real OpenID Connect server: failures give a clear page', function () {
  this.timeout(60_000);
  let rig: Auth0Rig;
  before(async () => {
    rig = await startAuth0Rig();
  });
  after(() => stopAuth0Rig(rig));
  afterEach(() => {
    for (const k of Object.keys(rig.idp.faults)) delete rig.idp.faults[k as keyof typeof rig.idp.faults];
  });

  function account(tag: string, withEmail = true) {
    const email = uniqueEmail(tag);
    return rig.idp.addAccount({ login: email, ...(withEmail ? { email } : {}) });
  }

  /** Sign in up to the provider's redirect back to us, without following it: the callback URL. */
  async function callbackUrl(c: SignInClient, login: string, query: Record<string, string> = {}) {
    const back = await c.signInAt(await rig.startLogin(c, { userType: 'fan', ...query }), login, isCallback);
    return back.url;
  }

  /** Follow `url` to where the browser ends; it must be our sign-in page with `code`, signed out. */
  async function expectRefused(c: SignInClient, url: string, code: string, page = '/user/login') {
    const before = c.visited.length;
    const answer = await c.send('GET', url);
    expect(answer.status, answer.body.slice(0, 300)).to.equal(302);
    const to = new URL(answer.headers.location as string, url);
    expect(to.host).to.equal(new URL(rig.url).host);
    expect(to.pathname).to.equal(page);
    expect(to.searchParams.get('error')).to.equal(code);
    expect(c.visited.length - before).to.equal(1);
    expect((await c.send('GET', `${rig.url}/api/auth/me`)).status).to.equal(204);
    return answer;
  }

  it('the user cancels at the provider (error=access_denied)', async () => {
    const c = rig.client();
    const page = await rig.startLogin(c, { userType: 'athlete' });
    const back: Answer = await c.cancelAt(page, isCallback);
    const url = new URL(back.url);
    expect(url.searchParams.get('error')).to.equal('access_denied');
    await expectRefused(c, back.url, 'access_denied', '/athlete/login');
  });

  it('a forged state is refused', async () => {
    const a = account('forged');
    const c = rig.client();
    const url = new URL(await callbackUrl(c, a.login));
    url.searchParams.set('state', 'forged-state-value');
    await expectRefused(c, url.toString(), 'invalid_state');
  });

  it('a replayed state (the same callback again, here or in another browser) is refused', async () => {
    const a = account('replay');
    const c = rig.client();
    const url = await callbackUrl(c, a.login);
    const ok = await c.send('GET', url);
    expect(ok.status).to.equal(302);
    // A new fan: signed in and sent to onboarding.
    expect(new URL(ok.headers.location as string, url).pathname).to.equal('/fans/onboarding');
    // The state was spent with the first use; the session it lived in was replaced at sign-in.
    const other = rig.client();
    await expectRefused(other, url, 'invalid_state');
    const replay = await c.send('GET', url);
    expect(replay.status).to.equal(302);
    expect(new URL(replay.headers.location as string, url).searchParams.get('error')).to.equal(
      'invalid_state',
    );
  });

  it('a code already used is refused by the provider (invalid_grant), and the sign-in page says so', async () => {
    const a = account('codeused');
    const first = rig.client();
    const used = new URL(await callbackUrl(first, a.login));
    expect((await first.send('GET', used.toString())).status).to.equal(302);
    const code = used.searchParams.get('code')!;
    expect(rig.idp.redeemedCodes).to.include(code);

    // A second browser with a state of its own presents the spent code.
    const second = rig.client();
    const fresh = new URL(await callbackUrl(second, a.login));
    fresh.searchParams.set('code', code);
    await expectRefused(second, fresh.toString(), 'sign_in_expired');
  });

  it('the token endpoint is down', async () => {
    const a = account('down');
    const c = rig.client();
    const url = await callbackUrl(c, a.login);
    rig.idp.faults.tokenDown = true;
    await expectRefused(c, url, 'provider_unavailable');
  });

  it('the token endpoint is slow: the wait is bounded by AUTH0_TIMEOUT_MS (1.5 s here)', async () => {
    const a = account('slow');
    const c = rig.client();
    const url = await callbackUrl(c, a.login);
    rig.idp.faults.tokenDelayMs = 8_000;
    const t0 = Date.now();
    await expectRefused(c, url, 'provider_unavailable');
    const took = Date.now() - t0;
    expect(took).to.be.at.least(1_400);
    expect(took).to.be.below(6_000);
  });

  it('an ID token issued for another audience is refused', async () => {
    const a = account('audience');
    const c = rig.client();
    const url = await callbackUrl(c, a.login);
    rig.idp.faults.idTokenAudience = 'some-other-client';
    await expectRefused(c, url, 'invalid_token');
    const [{ n }] = await testDb().sequelize.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users WHERE auth_id = $1',
      { bind: [a.sub], type: QueryTypes.SELECT },
    );
    expect(n).to.equal(0);
  });

  it('a profile without an email is refused (no account is made)', async () => {
    const a = account('noemail', false);
    const c = rig.client();
    const url = await callbackUrl(c, a.login);
    await expectRefused(c, url, 'no_email');
    const [{ n }] = await testDb().sequelize.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users WHERE auth_id = $1',
      { bind: [a.sub], type: QueryTypes.SELECT },
    );
    expect(n).to.equal(0);
  });

  it('the same email from a second identity is refused (409 email_taken rule); the first still signs in', async () => {
    const email = uniqueEmail('twice');
    const first = rig.idp.addAccount({ login: `first-${email}`, email });
    const c1 = rig.client();
    await c1.signInAt(await rig.startLogin(c1, { userType: 'fan' }), first.login, rig.landed);
    expect((await c1.send('GET', `${rig.url}/api/auth/me`)).status).to.equal(200);

    const second = rig.idp.addAccount({ login: `second-${email}`, email: email.toUpperCase() });
    const c2 = rig.client();
    const url = await callbackUrl(c2, second.login);
    await expectRefused(c2, url, 'email_taken');
    const rows = await testDb().sequelize.query<{ auth_id: string }>(
      'SELECT auth_id FROM users WHERE email = $1',
      { bind: [email], type: QueryTypes.SELECT },
    );
    expect(rows.map((r) => r.auth_id)).to.deep.equal([first.sub]);

    const c3 = rig.client();
    await c3.signInAt(await rig.startLogin(c3, { userType: 'fan' }), first.login, rig.landed);
    expect((await c3.send('GET', `${rig.url}/api/auth/me`)).status).to.equal(200);
  });
});
