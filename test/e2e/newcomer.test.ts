import { expect } from 'chai';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SCREENSHOT_DIR, signInThroughForm, unique } from './helpers';
import { browserSuite } from './suite';

/**
 * A newcomer's path in Chromium: Register from any page leads into the onboarding of the type chosen, the
 * fan onboarding's schools step and welcome, the Terms and Privacy pages behind every checkbox, the reset
 * password pages, Sign Out (POST), the development sign-in on a phone, and a Send button that sends once.
 */
describe('e2e: newcomer path, register and the public pages (Chromium)', function () {
  this.timeout(180_000);
  const s = browserSuite({ failShot: 'newcomer', failOnCsp: true });
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeEach(() => {
    ({ browser, context, page } = s);
  });

  const url = (p: string) => s.url(p);
  const shot = (name: string, p: Page = page) =>
    p.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
  const stepIs = (step: string) => page.waitForURL((u) => u.searchParams.get('step') === step);
  const noHorizontalScroll = (p: Page = page) =>
    p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

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
});
