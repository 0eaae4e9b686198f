// The production sign-in path (passport-auth0) against a real OpenID Connect server: every flow of SPEC §2's
// session paths, with the api as its own process trusting the provider's throwaway CA (NODE_EXTRA_CA_CERTS).
import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import type { SignInClient } from '../helpers/oidc-client';
import { startAuth0Rig, stopAuth0Rig, type Auth0Rig } from '../helpers/auth0-rig';
import { testDb } from '../helpers/db';
import { uniqueEmail } from '../helpers/api';
import { createAthlete, seededSchool, followSchool } from '../factories';

async function userByEmail(email: string) {
  const rows = await testDb().sequelize.query<{
    id: number;
    auth_id: string;
    user_type: string;
    first_name: string | null;
    last_name: string | null;
    referred_by_user_id: number | null;
    referral_code: string;
  }>(
    'SELECT id, auth_id, user_type, first_name, last_name, referred_by_user_id, referral_code FROM users WHERE email = $1',
    { bind: [email], type: QueryTypes.SELECT },
  );
  return rows[0];
}

async function me(rig: Auth0Rig, c: SignInClient) {
  const res = await c.send('GET', `${rig.url}/api/auth/me`);
  return res.status === 200
    ? (JSON.parse(res.body) as { id: number; email: string; userType: string })
    : null;
}

describe('Auth0 path against a real OpenID Connect server: flows', function () {
  this.timeout(60_000);
  let rig: Auth0Rig;
  before(async () => {
    rig = await startAuth0Rig();
  });
  after(() => stopAuth0Rig(rig));

  it('a fan signs in from Fan Login and returns to the page they came from (state, PKCE, code, ID token)', async () => {
    const email = uniqueEmail('auth0fan');
    rig.idp.addAccount({ login: email, email, givenName: 'Olive', familyName: 'Oidc' });
    // First sign-in creates the account; the fan then follows a school, so they are onboarded.
    const first = rig.client();
    const landedFirst = await first.signInAt(
      await rig.startLogin(first, { userType: 'fan', hint: 'signup' }),
      email,
      rig.landed,
    );
    expect(new URL(landedFirst.url).pathname).to.equal('/fans/onboarding');
    const user = await userByEmail(email);
    expect(user).to.include({ user_type: 'fan', first_name: 'Olive', last_name: 'Oidc' });
    expect(user!.auth_id).to.match(/^auth0\|/);
    const school = await seededSchool();
    await followSchool({ userId: user!.id }, school.id);

    const athlete = await createAthlete();
    const c = rig.client();
    const page = await rig.startLogin(c, { userType: 'fan', returnTo: `/athletes/${athlete.id}` });
    // The authorization request is the real one: code flow, state, PKCE S256, nonce, the client.
    const authorize = new URL(c.visited.find((u) => u.includes('/authorize?'))!);
    expect(authorize.searchParams.get('response_type')).to.equal('code');
    expect(authorize.searchParams.get('client_id')).to.equal(rig.idp.clientId);
    expect(authorize.searchParams.get('redirect_uri')).to.equal(`${rig.url}/api/auth/callback`);
    expect(authorize.searchParams.get('code_challenge_method')).to.equal('S256');
    for (const k of ['state', 'nonce', 'code_challenge'])
      expect(authorize.searchParams.get(k)).to.be.a('string');
    const landed = await c.signInAt(page, email, rig.landed);
    expect(new URL(landed.url).pathname + new URL(landed.url).search).to.equal(`/athletes/${athlete.id}`);
    expect(rig.idp.redeemedCodes.length).to.be.greaterThan(0);
    expect(await me(rig, c)).to.include({ id: user!.id, email, userType: 'fan' });
  });

  it('returnTo stays same-site on this path too', async () => {
    const email = uniqueEmail('auth0ret');
    rig.idp.addAccount({ login: email, email });
    for (const returnTo of ['https://evil.example/steal', '//evil.example', '/\\evil.example']) {
      const c = rig.client();
      const landed = await c.signInAt(
        await rig.startLogin(c, { userType: 'fan', returnTo }),
        email,
        rig.landed,
      );
      expect(new URL(landed.url).host, returnTo).to.equal(new URL(rig.url).host);
    }
  });

  it('a new fan registers through the invite link: the referral code reaches the user record, then fan onboarding', async () => {
    const inviterEmail = uniqueEmail('inviter');
    rig.idp.addAccount({ login: inviterEmail, email: inviterEmail });
    const a = rig.client();
    await a.signInAt(await rig.startLogin(a, { userType: 'fan', hint: 'signup' }), inviterEmail, rig.landed);
    const inviter = (await userByEmail(inviterEmail))!;

    const email = uniqueEmail('invited');
    rig.idp.addAccount({ login: email, email, givenName: 'Ivy', familyName: 'Invited' });
    const c = rig.client();
    const page = await rig.startLogin(c, {
      hint: 'signup',
      userType: 'fan',
      referralCode: `REFER${inviter.referral_code}`,
    });
    // Auth0 shows its sign-up screen for hint=signup.
    const authorize = new URL(c.visited.find((u) => u.includes('/authorize?'))!);
    expect(authorize.searchParams.get('screen_hint')).to.equal('signup');
    const landed = await c.signInAt(page, email, rig.landed);
    const u = new URL(landed.url);
    expect(u.pathname).to.equal('/fans/onboarding');
    expect(u.searchParams.get('step')).to.equal('Basics');
    const user = await userByEmail(email);
    expect(user).to.include({ user_type: 'fan', referred_by_user_id: inviter.id });
  });

  it('a new athlete registers with claim parameters and lands in the claim flow', async () => {
    const athlete = await createAthlete();
    const email = uniqueEmail('claimer');
    rig.idp.addAccount({ login: email, email, givenName: 'Given', familyName: 'FromIdp' });
    const c = rig.client();
    const page = await rig.startLogin(c, {
      hint: 'signup',
      userType: 'athlete',
      athleteClaim: 'true',
      claimingAthleteId: String(athlete.id),
      athleteId: String(athlete.id),
      firstName: 'Casey',
      lastName: 'Claimer',
    });
    const landed = await c.signInAt(page, email, rig.landed);
    const u = new URL(landed.url);
    expect(u.pathname).to.equal('/athletes/claim-onboarding');
    expect(u.searchParams.get('athleteClaim')).to.equal('true');
    expect(u.searchParams.get('athleteId')).to.equal(String(athlete.id));
    // The names typed on our pre-sign-up form win over the provider's profile.
    expect(await userByEmail(email)).to.include({
      user_type: 'athlete',
      first_name: 'Casey',
      last_name: 'Claimer',
    });
    expect(await me(rig, c)).to.include({ email, userType: 'athlete' });
  });

  it('Sign Out ends the session here and at the provider, then returns to /', async () => {
    const email = uniqueEmail('signout');
    rig.idp.addAccount({ login: email, email });
    const c = rig.client();
    await c.signInAt(await rig.startLogin(c, { userType: 'fan' }), email, rig.landed);
    expect(await me(rig, c)).to.include({ email });

    // While the provider session lives, a new sign-in passes the provider without its login page.
    const again = await c.go(`${rig.url}/api/auth/login?userType=fan`, { until: rig.landed });
    expect(new URL(again.url).host).to.equal(new URL(rig.url).host);

    const out = await c.send('POST', `${rig.url}/api/auth/logout`, undefined, {
      'X-Requested-With': 'XMLHttpRequest',
    });
    expect(out.status).to.equal(200);
    const { redirectTo } = JSON.parse(out.body) as { redirectTo: string };
    const logoutUrl = new URL(redirectTo);
    expect(logoutUrl.host).to.equal(rig.idp.domain);
    expect(logoutUrl.pathname).to.equal('/v2/logout');
    expect(logoutUrl.searchParams.get('client_id')).to.equal(rig.idp.clientId);
    expect(logoutUrl.searchParams.get('returnTo')).to.equal(`${rig.url}/`);
    expect(await me(rig, c)).to.equal(null);

    const confirm = await c.go(redirectTo);
    const home = await c.confirmLogout(confirm, (u) => u.host === new URL(rig.url).host);
    expect(home.url).to.equal(`${rig.url}/`);
    // The provider's session is gone too: signing in again shows its login page.
    const page = await c.go(`${rig.url}/api/auth/login?userType=fan`, { until: rig.landed });
    expect(new URL(page.url).host).to.equal(rig.idp.domain);
    expect(page.body).to.contain('id="login"');
  });
});
