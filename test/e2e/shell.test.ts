import { expect } from 'chai';
import type { Page } from 'playwright-core';
import type { Stack } from '../helpers/processes';
import { browserSuite } from './suite';
import { SCREENSHOT_DIR, interactive, signIn, signInThroughForm } from './helpers';

describe('e2e: page shell, sign-in, header search and route guard (Chromium)', function () {
  this.timeout(120_000);
  const s = browserSuite({ failShot: 'shell' });
  let stack: Stack;
  let page: Page;
  beforeEach(() => {
    ({ stack, page } = s);
  });

  const url = (p: string) => `${stack.webUrl}${p}`;
  const visible = (testId: string) => page.getByTestId(testId).first().isVisible();

  it('shows the logged-out header with fan and athlete login and register', async () => {
    await page.goto(url('/'));
    await page.getByTestId('site-header').waitFor();
    // The header settles once the session check has answered (204: nobody signed in).
    await page.getByTestId('fan-login').first().waitFor({ state: 'visible' });
    for (const id of [
      'fan-login',
      'fan-register',
      'athlete-login',
      'athlete-register',
      'nav-playcast',
      'nav-university-search',
    ]) {
      expect(await visible(id), id).to.equal(true);
    }
    expect(await page.getByTestId('fan-account-button').count()).to.equal(0);
    expect(await page.title()).to.match(/Fanlift/);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).to.be.a('string').and.not.empty;
    await page.screenshot({ path: `${SCREENSHOT_DIR}/home-logged-out.png` });
  });

  it('a fan sees the account dropdown with stars, wallet balance, account, marketplace, QR codes, affiliate and sign out; no admin menu', async () => {
    await signIn(page, stack.webUrl, 'fan@fanlift.dev');
    await page.getByTestId('fan-account-button').click();
    for (const id of [
      'menu-stars',
      'menu-wallet',
      'menu-account',
      'menu-marketplace',
      'menu-qr-codes',
      'menu-affiliate',
      'menu-sign-out',
    ]) {
      expect(await visible(id), id).to.equal(true);
    }
    expect(await page.getByTestId('menu-wallet').innerText()).to.match(/Wallet/);
    expect(await page.getByTestId('nav-admin').count()).to.equal(0);
    // The demo fan follows a school: 'My University' is in the University menu.
    await page.keyboard.press('Escape');
    await page.getByTestId('nav-university').click();
    expect(await visible('nav-my-university')).to.equal(true);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/fan-header.png` });
    await page.keyboard.press('Escape');
    await page.getByTestId('fan-account-button').click();
    await page.getByTestId('menu-qr-codes').click();
    await page.waitForURL((u) => u.pathname === '/qr-code/list');
  });

  it('an admin sees the Admin menu with its nine items, Affiliate listed once; Queues opens the queue dashboard', async () => {
    await signIn(page, stack.webUrl, 'admin@fanlift.dev');
    await page.getByTestId('nav-admin').click();
    for (const id of [
      'nav-admin-invite',
      'nav-admin-affiliate',
      'nav-admin-milestones',
      'nav-admin-brackets',
      'nav-admin-top-events',
      'nav-admin-claims',
      'nav-admin-marketplace',
      'nav-admin-chat-reports',
      'nav-admin-queues',
    ]) {
      expect(await visible(id), id).to.equal(true);
    }
    expect(await page.getByTestId('nav-admin-claims').getAttribute('href')).to.equal('/admin/claims');
    expect(await page.getByTestId('nav-admin-marketplace').getAttribute('href')).to.equal(
      '/admin/marketplace/list',
    );
    await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-menu.png` });
    await page.keyboard.press('Escape');
    // The account menu leaves out what the Admin menu links: Affiliate appears once in the header.
    await page.getByTestId('fan-account-button').click();
    expect(await visible('menu-marketplace')).to.equal(true);
    expect(await page.getByTestId('menu-affiliate').count()).to.equal(0);
    expect(await page.locator('header a[href="/affiliate"]').count()).to.equal(1);
    await page.keyboard.press('Escape');
    await page.getByTestId('nav-admin').click();
    // The dashboard is the server's page (bull-board through the api), not the SPA's.
    await page.getByTestId('nav-admin-queues').click();
    await page.waitForURL((u) => u.pathname.startsWith('/admin/queues'));
    await page.getByText('ledger', { exact: true }).first().waitFor({ timeout: 15_000 });
    await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-queues.png` });
    await page.goBack();
  });

  it('an onboarded athlete sees the RECRUIT dropdown with My Dashboard', async () => {
    await signIn(page, stack.webUrl, 'athlete@fanlift.dev', 'athlete', '/athletes/home');
    await page.getByTestId('athlete-account-button').click();
    expect(await visible('recruit-label')).to.equal(true);
    expect(await page.getByTestId('recruit-label').innerText()).to.equal('RECRUIT');
    expect(await visible('menu-my-dashboard')).to.equal(true);
    expect(await visible('menu-sign-out')).to.equal(true);
    // The fan-only pages are not offered to athletes.
    expect(await page.getByTestId('menu-marketplace').count()).to.equal(0);
  });

  it('a new athlete (not onboarded) has no My Dashboard item', async () => {
    await signIn(page, stack.webUrl, `new.athlete.${Date.now()}@test.dev`, 'athlete', '/athlete/login');
    await page.getByTestId('athlete-account-button').click();
    expect(await visible('recruit-label')).to.equal(true);
    expect(await page.getByTestId('menu-my-dashboard').count()).to.equal(0);
  });

  it('header search opens at 3 characters with athletes and universities; choosing opens the profile', async () => {
    // Find a 3-letter fragment that matches both an athlete and a school in this run's data.
    let fragment = '';
    for (const f of ['son', 'ton', 'ell', 'ana', 'ari', 'ore', 'ing', 'ers', 'tat', 'ian', 'ast', 'ich']) {
      const [a, s] = await Promise.all([
        fetch(url(`/api/athletes?name=${f}&limit=6`)).then((r) => r.json()),
        fetch(url(`/api/schools?name=${f}&limit=6`)).then((r) => r.json()),
      ]);
      if (a.athletes.length && s.schools.length) {
        fragment = f;
        break;
      }
    }
    expect(fragment, 'a fragment matching athletes and schools').to.not.equal('');
    // The page's clock is ours to move on: its timers (search debounce, highlight) run when we say, no sleeps.
    await page.clock.install();
    await page.goto(url('/'));
    await interactive(page);
    const input = page.getByTestId('header-search-input');
    await input.fill(fragment.slice(0, 2));
    await page.clock.runFor(600);
    expect(
      await page
        .getByTestId('header-search-dropdown')
        .isVisible()
        .catch(() => false),
    ).to.equal(false);
    await input.fill(fragment);
    await page.getByTestId('search-option-athlete').first().waitFor();
    expect(await page.getByTestId('search-option-school').count()).to.be.greaterThan(0);
    expect(await page.getByTestId('search-option-advanced').count()).to.equal(1);
    expect(await page.locator('[data-testid="header-search-dropdown"] mark').count()).to.be.greaterThan(0);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/header-search.png` });
    // The highlight clears after 2 seconds.
    await page.clock.runFor(2_300);
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="header-search-dropdown"] mark').length === 0,
      undefined,
      { timeout: 5_000 },
    );
    await page.getByTestId('search-option-athlete').first().click();
    await page.waitForURL(/\/athletes\/\d+$/);
  });

  it('choosing a university in the header search opens the university page', async () => {
    await signIn(page, stack.webUrl, 'fan@fanlift.dev');
    await page.getByTestId('header-search-input').fill('Ohio');
    await page.getByTestId('search-option-school').first().click();
    await page.waitForURL(/\/universities\/\d+$/);
  });

  it('a fan opening an athlete-only or an admin route lands on the schedule game page', async () => {
    await signIn(page, stack.webUrl, 'fan@fanlift.dev');
    for (const path of ['/athletes/home', '/milestone/list', '/cfb-bracket-participant', '/admin/claims']) {
      await page.goto(url(path));
      await page.waitForURL(/\/live-game\/game-schedule$/);
      expect(await page.getByText('Milestone Progression').count(), path).to.equal(0);
    }
  });

  it('an athlete opening a fan route lands on the athlete dashboard', async () => {
    await signIn(page, stack.webUrl, 'athlete@fanlift.dev', 'athlete');
    await page.goto(url('/wallet'));
    await page.waitForURL(/\/athletes\/home$/);
  });

  it('a signed-out visitor on /wallet is sent to login with returnTo=/wallet and comes back there', async () => {
    await page.goto(url('/wallet'));
    await page.waitForURL(/\/api\/auth\/dev-login/);
    expect(new URL(page.url()).searchParams.get('returnTo')).to.equal('/wallet');
    await signInThroughForm(page, 'fan@fanlift.dev');
    expect(new URL(page.url()).pathname).to.equal('/wallet');
  });

  it('under 992px the menu moves into a drawer with the same items', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, stack.webUrl, 'fan@fanlift.dev');
    expect(await visible('mobile-menu-button')).to.equal(true);
    await page.getByTestId('mobile-menu-button').click();
    await page.getByTestId('mobile-drawer').waitFor();
    for (const id of [
      'drawer-wallet',
      'drawer-stars',
      'drawer-account',
      'drawer-marketplace',
      'drawer-qr-codes',
      'drawer-affiliate',
      'drawer-sign-out',
    ]) {
      expect(await visible(id), id).to.equal(true);
    }
    await page.screenshot({ path: `${SCREENSHOT_DIR}/mobile-drawer.png` });
  });
});
