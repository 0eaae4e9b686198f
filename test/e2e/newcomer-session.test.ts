import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { fundWallet } from '../factories';
import { SCREENSHOT_DIR, signInThroughForm, unique } from './helpers';
import { browserSuite } from './suite';

/**
 * A newcomer's path in Chromium: Register from any page leads into the onboarding of the type chosen, the
 * fan onboarding's schools step and welcome, the Terms and Privacy pages behind every checkbox, the reset
 * password pages, Sign Out (POST), the development sign-in on a phone, and a Send button that sends once.
 */
describe('e2e: newcomer path, signing out and sending once (Chromium)', function () {
  this.timeout(180_000);
  const s = browserSuite({ failShot: 'newcomer', failOnCsp: true });
  let page: Page;
  beforeEach(() => {
    ({ page } = s);
  });

  const url = (p: string) => s.url(p);
  const shot = (name: string, p: Page = page) =>
    p.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });

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
