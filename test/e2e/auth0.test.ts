// The production sign-in in Chromium: the whole product on one origin with sign-in through a real OpenID
// Connect server (the test helpers' oidc-provider over HTTPS). Chromium trusts exactly the provider's
// throwaway key (--ignore-certificate-errors-spki-list), in this test only.
import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import type { BrowserContext, Page } from 'playwright-core';
import type { Stack } from '../helpers/processes';
import { browserSuite } from './suite';
import { startIdentityProvider, type TestIdentityProvider } from '../helpers/oidc-provider';
import { freePort } from '../helpers/ports';
import { testDb } from '../helpers/db';
import { SCREENSHOT_DIR, unique, claimLinkOf } from './helpers';
import { createAthlete, followSchool, seededSchool, unclaimedAthletes } from '../factories';

describe('e2e: sign-in through the identity provider (Auth0 path, Chromium)', function () {
  this.timeout(180_000);
  let idp: TestIdentityProvider;
  const s = browserSuite({
    failShot: 'auth0',
    // The provider first: it must know the public origin, and the stack must know the provider.
    async stackEnv() {
      const webPort = await freePort();
      idp = await startIdentityProvider(`http://127.0.0.1:${webPort}`);
      return { ...idp.auth0Env(), WEB_PORT: String(webPort), RATE_LIMIT_SIGN_IN: '10000/60' };
    },
    browserArgs: () => [`--ignore-certificate-errors-spki-list=${idp.spkiHash}`],
  });
  after(async () => {
    await idp?.close();
  });
  let stack: Stack;
  let context: BrowserContext;
  let page: Page;
  beforeEach(() => {
    ({ stack, context, page } = s);
  });
  const url = (p: string) => `${stack.webUrl}${p}`;
  const shot = (name: string) => page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
  const ours = (u: URL) => u.origin === stack.webUrl;

  /** On the provider's login page: type the account and continue; back on our origin. */
  async function signInAtProvider(login: string) {
    await page.waitForURL((u) => u.host === idp.domain && u.pathname.startsWith('/interaction/'));
    await page.getByLabel('Email or username').fill(login);
    await Promise.all([page.waitForURL(ours), page.click('#continue')]);
  }

  it('a fan signs in from "Fan Login" and returns to the page they came from', async () => {
    const email = `auth0.fan.${unique()}@test.dev`;
    idp.addAccount({ login: email, email, givenName: 'Paula', familyName: 'Provider' });
    // The fan has an account already (made on a first sign-in) and follows a school: onboarded.
    const first = await context.newPage();
    await first.goto(url('/api/auth/login?userType=fan&hint=signup'));
    await first.getByLabel('Email or username').fill(email);
    await Promise.all([first.waitForURL((u) => u.pathname === '/fans/onboarding'), first.click('#continue')]);
    await first.close();
    const school = await seededSchool();
    await followSchool({ email }, school.id);
    await context.clearCookies({ domain: '127.0.0.1' });

    const { id } = await createAthlete();
    await page.goto(url(`/athletes/${id}`));
    await page.getByTestId('athlete-name').waitFor();
    await page.getByTestId('fan-login').click();
    await signInAtProvider(email);
    await page.waitForURL((u) => u.pathname === `/athletes/${id}`);
    await page.getByTestId('athlete-name').waitFor();
    // Signed in: the header shows the account, not the sign-in buttons.
    await page.getByRole('button', { name: /Paula Provider/ }).waitFor();
    expect(await page.getByTestId('fan-login').count()).to.equal(0);
    await shot('auth0-fan-returned');
  });

  it('a new fan registers through the invite link and lands in fan onboarding', async () => {
    const [{ referral_code: code, id: inviterId }] = await testDb().sequelize.query<{
      referral_code: string;
      id: number;
    }>(`SELECT referral_code, id FROM users WHERE email = 'fan@fanlift.dev'`, { type: QueryTypes.SELECT });
    const email = `auth0.invited.${unique()}@test.dev`;
    idp.addAccount({ login: email, email, givenName: 'Ian', familyName: 'Invitee' });
    await page.goto(url(`/api/auth/login?hint=signup&userType=fan&referralCode=REFER${code}`));
    await signInAtProvider(email);
    await page.waitForURL(
      (u) => u.pathname === '/fans/onboarding' && u.searchParams.get('step') === 'Basics',
    );
    await page.locator('main h1, main h2').first().waitFor();
    const [{ referred_by_user_id: referredBy }] = await testDb().sequelize.query<{
      referred_by_user_id: number | null;
    }>('SELECT referred_by_user_id FROM users WHERE email = $1', { bind: [email], type: QueryTypes.SELECT });
    expect(referredBy).to.equal(inviterId);
    await shot('auth0-invited-fan-onboarding');
  });

  it('a new athlete registers with claim parameters from /claim-athlete and lands in the claim flow', async () => {
    const [target] = await unclaimedAthletes(1);
    const email = `auth0.claimer.${unique()}@test.dev`;
    idp.addAccount({ login: email, email });
    await page.goto(url('/claim-athlete'));
    await page.getByTestId('find-profile-name').waitFor();
    await page.fill('#find-first', target.firstName);
    await page.fill('#find-last', target.lastName);
    await page.getByTestId('find-profile-submit').click();
    await (await claimLinkOf(page, stack.webUrl, target.id)).link.click();
    await signInAtProvider(email);
    await page.waitForURL(
      (u) =>
        u.pathname === '/athletes/claim-onboarding' &&
        u.searchParams.get('step') === 'ToS' &&
        u.searchParams.get('athleteId') === String(target.id),
    );
    await page.getByTestId('claim-form').waitFor();
    const [{ user_type: type, first_name: first }] = await testDb().sequelize.query<{
      user_type: string;
      first_name: string;
    }>('SELECT user_type, first_name FROM users WHERE email = $1', {
      bind: [email],
      type: QueryTypes.SELECT,
    });
    expect(type).to.equal('athlete');
    expect(first).to.equal(target.firstName);
    await shot('auth0-claim-flow');
  });

  it('cancelling at the provider ends on the sign-in page with the reason, signed out', async () => {
    await page.goto(url('/user/login'));
    await page.getByTestId('auth-continue').click();
    await page.waitForURL((u) => u.host === idp.domain);
    await Promise.all([page.waitForURL(ours), page.click('#cancel')]);
    await page.waitForURL(
      (u) => u.pathname === '/user/login' && u.searchParams.get('error') === 'access_denied',
    );
    const refusal = page.getByTestId('auth-refusal');
    await refusal.waitFor();
    expect(await refusal.innerText()).to.contain('Sign-in was cancelled');
    await shot('auth0-cancelled');
  });
});
