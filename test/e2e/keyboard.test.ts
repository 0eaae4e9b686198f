// Keyboard only, in Chromium: the skip link, signing in, sending likes, the account menu and the mobile
// drawer, with a visible focus ring on every stop and Escape returning focus to what opened a menu.
import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { stackAndBrowser } from './suite';
import { fundWallet } from '../factories';
import { interactive, unique } from './helpers';

/** Press Tab until the focused element matches `selector`; fails if it takes more than `max` presses. */
async function tabTo(page: Page, selector: string, max = 80): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => !!document.activeElement?.matches(s), selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** The focused element draws a focus indicator (outline or box-shadow). */
async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return false;
    const cs = getComputedStyle(el);
    return (cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) >= 2) || cs.boxShadow !== 'none';
  });
}

const focused = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.id ?? '',
  );

describe('e2e: keyboard only (Chromium)', function () {
  this.timeout(180_000);
  const e2e = stackAndBrowser();
  let context: BrowserContext;
  let page: Page;
  const url = (p: string) => `${e2e.stack.webUrl}${p}`;

  afterEach(async () => {
    await context?.close();
  });

  async function open(width: number) {
    context = await e2e.browser.newContext({ viewport: { width, height: 900 } });
    page = await context.newPage();
  }

  it('skip link first, then sign in with the keyboard, send likes, and open and close the account menu', async () => {
    await open(1280);
    await page.goto(url('/'));
    await page.getByTestId('fan-login').first().waitFor();

    // The first Tab reaches "Skip to content", visibly; Enter moves focus to the main content.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal('Skip to content');
    expect(await focusIsVisible(page)).to.equal(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).to.equal('main');

    // Fan Login -> the development sign-in form, all by keyboard.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await tabTo(page, '[data-testid="fan-login"]');
    expect(await focusIsVisible(page)).to.equal(true);
    await Promise.all([
      page.waitForURL((u) => u.pathname === '/api/auth/dev-login'),
      page.keyboard.press('Enter'),
    ]);
    const email = `keys.${unique()}@test.dev`;
    await page.waitForSelector('#f[data-ready="1"]');
    await tabTo(page, '#email');
    await page.keyboard.type(email);
    await tabTo(page, '#submit');
    await Promise.all([
      page.waitForURL((u) => !u.pathname.startsWith('/api/auth')),
      page.keyboard.press('Enter'),
    ]);
    await page.waitForURL((u) => u.pathname === '/fans/onboarding');

    // Send likes: search, pick a recipient and send, with the keyboard.
    const me = (await page.evaluate(async () => (await fetch('/api/auth/me')).json())) as { id: number };
    await fundWallet(me.id, 25);
    await page.goto(url('/send-likes'));
    await page.getByTestId('send-search').waitFor();
    await tabTo(page, '[data-testid="send-search"]');
    await page.keyboard.type('an');
    await page.locator('[data-testid^="send-result-athlete-"]').first().waitFor();
    await tabTo(page, '[data-testid^="send-result-athlete-"]');
    expect(await focusIsVisible(page)).to.equal(true);
    await page.keyboard.press('Enter');
    await page.getByTestId('send-recipient').waitFor();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="send-balance"]')?.textContent?.includes('25'),
    );
    await tabTo(page, '[data-testid="send-submit"]');
    expect(await focusIsVisible(page)).to.equal(true);
    await page.keyboard.press('Enter');
    await page.getByTestId('send-done').waitFor();

    // The account menu: Enter opens it with focus inside; Escape closes it and focus returns to the button.
    await tabTo(page, '[data-testid="fan-account-button"]');
    expect(await focusIsVisible(page)).to.equal(true);
    await page.keyboard.press('Enter');
    await page.getByTestId('fan-account-menu').waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).to.equal('menuitem');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).to.equal('menuitem');
    await page.keyboard.press('Escape');
    await page.getByTestId('fan-account-menu').waitFor({ state: 'hidden' });
    expect(await focused(page)).to.equal('fan-account-button');
  });

  it('the mobile drawer (390 px): opens from the keyboard, Escape closes it and returns focus', async () => {
    await open(390);
    await page.goto(url('/search-athletes'));
    await interactive(page);
    await page.getByTestId('mobile-menu-button').waitFor();
    await tabTo(page, '[data-testid="mobile-menu-button"]');
    expect(await focusIsVisible(page)).to.equal(true);
    expect(await page.getByTestId('mobile-menu-button').getAttribute('aria-expanded')).to.equal('false');
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor({ state: 'visible' });
    // Focus moved into the drawer, and the button's aria-controls names it.
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).to.equal(true);
    const controls = await page.getByTestId('mobile-menu-button').getAttribute('aria-controls');
    expect(await page.evaluate((id) => !!document.getElementById(id!), controls)).to.equal(true);
    // Tab stays inside the open drawer.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).to.equal(true);
    }
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page
      .waitForFunction(
        () => document.activeElement?.getAttribute('data-testid') === 'mobile-menu-button',
        undefined,
        {
          timeout: 3_000,
        },
      )
      .catch(() => undefined);
    expect(await focused(page)).to.equal('mobile-menu-button');
    expect(await page.getByTestId('mobile-menu-button').getAttribute('aria-controls')).to.equal(null);
  });
});
