import { mkdirSync } from 'node:fs';
import { expect } from 'chai';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser';
import { startStack, type Stack } from '../helpers/processes';
import { SCREENSHOT_DIR, signInThroughForm } from './helpers';
import { fundWallet } from '../factories';

/**
 * A newcomer's path in Chromium: Register from any page leads into the onboarding of the type chosen, the
 * fan onboarding's schools step and welcome, the Terms and Privacy pages behind every checkbox, the reset
 * password pages, Sign Out (POST), the development sign-in on a phone, and a Send button that sends once.
 */
describe('e2e: newcomer path (Chromium)', function () {
  this.timeout(180_000);
  let stack: Stack;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** Content-Security-Policy violations reported by the browser: the SPA must run under its policy. */
  let cspErrors: string[];

  const url = (p: string) => `${stack.webUrl}${p}`;
  const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const shot = (name: string, p: Page = page) =>
    p.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
  const stepIs = (step: string) => page.waitForURL((u) => u.searchParams.get('step') === step);
  const noHorizontalScroll = (p: Page = page) =>
    p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  before(async () => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  });
  after(async () => {
    await browser?.close();
    await stack?.stop();
  });
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    cspErrors = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to (load|execute|apply|connect)/i.test(m.text()))
        cspErrors.push(m.text());
    });
  });
  afterEach(async function () {
    if (this.currentTest?.state === 'failed') {
      const t = this.currentTest.title.replace(/\W+/g, '-').slice(0, 60);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/failed-newcomer-${t}.png` }).catch(() => {});
    }
    await context.close();
    expect(cspErrors, 'CSP violations').to.deep.equal([]);
  });

  it('Fan Register on an athlete page: fan onboarding, schools step, legal links, welcome with the way back', async () => {
    const list = (await (await fetch(url('/api/athletes?limit=1'))).json()) as { athletes: { id: number }[] };
    const athletePath = `/athletes/${list.athletes[0].id}`;
    await page.goto(url(athletePath));
    await page.getByTestId('fan-register').first().click();
    await signInThroughForm(page, `newfan.${unique()}@test.dev`, 'fan');
    await page.waitForURL(
      (u) =>
        u.pathname === '/fans/onboarding' &&
        u.searchParams.get('step') === 'Basics' &&
        u.searchParams.get('returnTo') === athletePath,
    );
    await page.fill('#fan-first', 'Nina');
    await page.fill('#fan-last', 'Newcomer');
    await page.getByTestId('onboarding-next').click();
    await stepIs('Schools');

    // The unfiltered list says how many universities there are, not how many are shown.
    const total = (
      (await (await fetch(url('/api/schools/getSelectedSchools?limit=1'))).json()) as { total: number }
    ).total;
    expect(total).to.be.greaterThan(12);
    await page.waitForFunction(
      (n) =>
        document
          .querySelector('[data-testid="school-results-summary"]')
          ?.textContent?.startsWith(`${n.toLocaleString()} universities found, showing the first 12`),
      total,
    );

    // Continue without a school: told to pick one; the message goes once a school is picked.
    await page.getByTestId('onboarding-next').click();
    const alert = page.getByRole('alert').filter({ hasText: 'Pick at least one university to follow.' });
    await alert.waitFor();
    await shot('newcomer-schools-refused-1280');
    await page.getByTestId('school-option').first().click();
    await page.getByTestId('selected-schools').waitFor();
    await alert.waitFor({ state: 'detached' });
    await page.getByTestId('onboarding-next').click();
    await stepIs('Terms');

    // Terms and Privacy checkboxes link to the real pages (in a new tab, so the form keeps its state).
    const tos = page.getByTestId('tos-link');
    const privacy = page.getByTestId('privacy-link');
    expect(await tos.getAttribute('href')).to.equal('/terms');
    expect(await privacy.getAttribute('href')).to.equal('/privacy');
    expect(await tos.getAttribute('target')).to.equal('_blank');
    const [termsTab] = await Promise.all([context.waitForEvent('page'), tos.click()]);
    await termsTab.getByTestId('terms-page').waitFor();
    expect(await termsTab.getByRole('heading', { level: 1 }).innerText()).to.equal('Terms of Service');
    await termsTab.close();
    expect(await page.getByTestId('accept-tos').isChecked()).to.equal(false);

    await page.getByTestId('accept-tos').check();
    await page.getByTestId('accept-privacy').check();
    await page.getByTestId('onboarding-finish').click();
    await stepIs('Welcome');
    const welcome = page.getByTestId('fan-welcome');
    await welcome.waitFor();
    expect(await welcome.innerText()).to.contain("You're all set, Nina!");
    for (const id of [
      'welcome-my-university',
      'welcome-find-athletes',
      'welcome-add-likes',
      'welcome-playcast',
    ])
      expect(await page.getByTestId(id).isVisible(), id).to.equal(true);
    expect(await page.getByTestId('welcome-continue').getAttribute('href')).to.equal(athletePath);
    await shot('newcomer-fan-welcome-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await noHorizontalScroll()).to.be.at.most(0);
    await shot('newcomer-fan-welcome-390');
    await page.getByTestId('welcome-continue').click();
    await page.waitForURL((u) => u.pathname === athletePath);
  });

  it("Athlete Register on the home page (and 'Athlete' chosen on a fan link) leads to athlete onboarding", async () => {
    await page.goto(url('/'));
    await page.getByTestId('athlete-register').first().click();
    await signInThroughForm(page, `newathlete.${unique()}@test.dev`, 'athlete');
    await page.waitForURL(
      (u) => u.pathname === '/athletes/onboarding' && u.searchParams.get('step') === 'stepOne',
    );
    await page.getByTestId('athlete-onboarding-stepOne').waitFor();

    const other = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const p = await other.newPage();
      await p.goto(url('/'));
      await p.getByTestId('fan-register').first().click();
      await signInThroughForm(p, `switched.${unique()}@test.dev`, 'athlete');
      await p.waitForURL((u) => u.pathname === '/athletes/onboarding');
    } finally {
      await other.close();
    }
  });

  it('/terms and /privacy are public plain pages, readable on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, id, title] of [
      ['/terms', 'terms-page', 'Terms of Service'],
      ['/privacy', 'privacy-page', 'Privacy Policy'],
    ] as const) {
      await page.goto(url(path));
      await page.getByTestId(id).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).innerText()).to.equal(title);
      expect((await page.getByTestId(id).innerText()).length).to.be.greaterThan(2000);
      expect(await noHorizontalScroll()).to.be.at.most(0);
      expect(await page.title()).to.contain(title);
      await shot(`newcomer${path.replace('/', '-')}-390`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(url('/privacy'));
    await page.getByTestId('privacy-page').waitFor();
    await shot('newcomer-privacy-1280');
  });

  it('reset password (development): says there are no passwords and leads to sign in', async () => {
    await page.goto(url('/user/login'));
    await page.getByTestId('forgot-password').click();
    await page.waitForURL((u) => u.pathname === '/user/reset-password');
    const box = page.getByTestId('reset-development');
    await box.waitFor();
    expect(await box.innerText()).to.match(/no passwords/);
    expect(await box.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).to.equal(
      '/user/login',
    );
    await shot('newcomer-reset-password-1280');
    await page.goto(url('/athlete/reset-password'));
    expect(await page.getByTestId('reset-development').getByRole('link').getAttribute('href')).to.equal(
      '/athlete/login',
    );
    // With Auth0 (its answers stood in for here; the api side is tested in test/integration/auth.test.ts):
    // an email form whose request hands the reset over to Auth0.
    await page.route('**/api/auth/password-reset', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ contentType: 'application/json', body: '{"provider":"auth0"}' })
        : route.fulfill({ status: 202, contentType: 'application/json', body: '{"sent":true}' }),
    );
    await page.goto(url('/user/reset-password'));
    await page.getByTestId('reset-submit').click();
    await page.getByText('Enter the email address of your account.').waitFor();
    await page.fill('#reset-email', 'fan@example.com');
    const [post] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/auth/password-reset') && r.method() === 'POST'),
      page.getByTestId('reset-submit').click(),
    ]);
    expect(post.postDataJSON()).to.deep.equal({ email: 'fan@example.com' });
    await page.getByTestId('reset-sent').waitFor();
    expect(await page.getByTestId('reset-sent').innerText()).to.contain('fan@example.com');
    await shot('newcomer-reset-password-auth0-sent-1280');
  });

  it('the development sign-in card fits a 390 px phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url('/api/auth/login?userType=fan&hint=signup'));
    await page.waitForSelector('#email');
    expect(await noHorizontalScroll()).to.be.at.most(0);
    const card = await page.locator('main').boundingBox();
    expect(card!.x).to.be.at.least(0);
    expect(card!.x + card!.width).to.be.at.most(390);
    for (const id of ['#email', '#firstName', '#lastName', '#submit']) {
      const b = await page.locator(id).boundingBox();
      expect(b!.x + b!.width, id).to.be.at.most(card!.x + card!.width);
    }
    await shot('newcomer-dev-sign-in-390');
  });

  it('Sign Out posts and ends the session; opening GET /api/auth/logout does not sign out', async () => {
    await page.goto(url('/api/auth/login?userType=fan&returnTo=%2Fwallet'));
    await signInThroughForm(page, 'fan@fanlift.dev');
    await page.waitForURL((u) => u.pathname === '/wallet');
    const me = () => page.evaluate(async () => (await fetch('/api/auth/me')).status);

    // Another site's link (or image) to the old GET path: refused, still signed in.
    const res = await page.goto(url('/api/auth/logout'));
    expect(res!.status()).to.equal(405);
    expect(await me()).to.equal(200);

    await page.goto(url('/wallet'));
    await page.getByTestId('fan-account-button').click();
    const [post] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/auth/logout')),
      page.getByTestId('menu-sign-out').click(),
    ]);
    expect(post.method()).to.equal('POST');
    expect(post.headers()['x-requested-with']).to.equal('XMLHttpRequest');
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByTestId('fan-login').first().waitFor();
    expect(await me()).to.equal(204);
  });

  it('after a send the Send button stays disabled; a double click and a resubmit send once (one key)', async () => {
    const email = `sender.${unique()}@test.dev`;
    await page.goto(url('/api/auth/login?userType=fan&returnTo=%2Fsend-likes'));
    await signInThroughForm(page, email, 'fan');
    await page.waitForURL((u) => u.pathname === '/send-likes');
    const me = (await page.evaluate(async () => (await fetch('/api/auth/me')).json())) as { id: number };
    await fundWallet(me.id, 30);
    await page.reload();

    // Hold the first answer until both clicks are in.
    const keys: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route('**/api/likes/send**', async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      await gate;
      await route.continue();
    });
    await page.locator('[data-testid^="send-result-athlete-"]').first().click();
    await page.getByTestId('send-recipient').waitFor();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="send-balance"]')?.textContent?.includes('30'),
    );
    const button = page.getByTestId('send-submit');
    await button.dblclick();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="send-submit"]')?.hasAttribute('disabled'),
    );
    release();
    await page.getByTestId('send-done').waitFor();
    expect(await button.isDisabled()).to.equal(true);
    expect(await button.innerText()).to.contain('Sent');

    // Even a forced resubmit of the same intent sends nothing.
    await page.evaluate(() =>
      document.querySelector<HTMLFormElement>('form[aria-label="Send likes"]')!.requestSubmit(),
    );
    await page.getByTestId('send-done').waitFor();
    expect(keys).to.have.length(1);
    const balance = await page.evaluate(
      async () => (await (await fetch('/api/wallet/balance')).json()) as { balance: number },
    );
    expect(balance.balance).to.equal(20);
    await shot('newcomer-send-done-1280');

    // "Send more" starts a new intent: the button is armed again, with a new key.
    await page.getByTestId('send-more').click();
    expect(await button.isDisabled()).to.equal(false);
    await button.click();
    await page.getByTestId('send-done').waitFor();
    expect(keys).to.have.length(2);
    expect(keys[1]).to.not.equal(keys[0]);
  });
});
