// The browser waits for a command's result on the socket (`command:result`), asking the api once when the
// event comes (and once at the start), instead of polling GET /commands/{id}. The worker holds the command's
// transaction for 2 s and the api answers 202 pending at once, so the wait really happens.
import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser';
import { startStack, type Stack } from '../helpers/processes';
import { signIn } from './helpers';
import { fundWallet } from '../factories';

describe('e2e: a pending send is finished by the socket event, not by polling (Chromium)', function () {
  this.timeout(120_000);
  let stack: Stack;
  let browser: Browser;
  let page: Page;

  before(async () => {
    [stack, browser] = await Promise.all([
      startStack({ FAULT_HOLD_APPLY_MS: '2000', COMMAND_TIMEOUT_MS: '100' }),
      launchBrowser(),
    ]);
  });
  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('asks GET /commands/{id} at the start and when command:result arrives, then shows the send as done', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signIn(page, stack.webUrl, `waiter.${Date.now().toString(36)}@test.dev`, 'fan', '/send-likes');
    await page.waitForURL((u) => u.pathname === '/send-likes');
    const me = (await page.evaluate(async () => (await fetch('/api/auth/me')).json())) as { id: number };
    await fundWallet(me.id, 20);
    await page.reload();
    const sends: number[] = [];
    const polls: number[] = [];
    page.on('response', (r) => {
      const u = new URL(r.url());
      if (u.pathname === '/api/likes/send') sends.push(r.status());
      if (u.pathname.startsWith('/api/commands/')) polls.push(Date.now());
    });
    await page.locator('[data-testid^="send-result-athlete-"]').first().click();
    await page.getByTestId('send-recipient').waitFor();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="send-balance"]')?.textContent?.includes('20'),
    );
    const t0 = Date.now();
    await page.getByTestId('send-submit').click();
    await page.getByTestId('send-done').waitFor({ timeout: 20_000 });
    // The api answered 202 (pending): the browser waited for the worker, 2 s.
    expect(sends).to.deep.equal([202]);
    expect(Date.now() - t0).to.be.at.least(1_500);
    // One look at the start, one when the event came: no polling every second.
    expect(polls.length).to.be.within(1, 2);
    await context.close();
  });
});
