// Cheers and the game's goal in Chromium at 390 px (issue 28): fan A on one realtime node cheers, fan B on another
// sees it pinned; A's balance goes down; the goal crossing a threshold shows its celebration once on both.
import { expect } from 'chai';
import supertest from 'supertest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser';
import { createTestGame } from '../helpers/games';
import { startTwoNodeStack, type TwoNodeStack } from '../helpers/processes';
import { uniqueEmail } from '../helpers/api';
import { fanBalance } from '../helpers/ledger-fixtures';
import { fundWallet } from '../factories';
import { SCREENSHOT_DIR } from './helpers';
import { axeFindings } from './a11y-helpers';

describe('e2e: cheers pinned across realtime nodes and the goal celebration (Chromium, 390 px)', function () {
  this.timeout(180_000);
  let stack: TwoNodeStack;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const goalEnv = { GAME_GOAL_THRESHOLDS: '10,100000' };

  before(async () => {
    [stack, browser] = await Promise.all([startTwoNodeStack(goalEnv), launchBrowser()]);
  });
  after(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
    await stack?.stop();
  });

  /** A fan signed in on `webUrl` at 390 × 844, funded with `likes`, on `path`; counts celebrations shown. */
  const fanPage = async (webUrl: string, name: string, path: string, likes: number) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    contexts.push(context);
    const res = await context.request.post(`${webUrl}/api/auth/dev-login`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { email: uniqueEmail(name), userType: 'fan', firstName: name, lastName: 'Tester' },
    });
    expect(res.status()).to.equal(200);
    const me = (await res.json()) as { id: number };
    if (likes) await fundWallet(me.id, likes);
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __celebrations: number };
      w.__celebrations = 0;
      new MutationObserver((records) => {
        for (const r of records)
          for (const n of r.addedNodes)
            if (n instanceof HTMLElement && n.matches('[data-testid="goal-celebration"]')) w.__celebrations++;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${webUrl}${path}`);
    await page.getByTestId('goal-meter').waitFor({ timeout: 30_000 });
    return { page, id: me.id };
  };
  const celebrations = (p: Page) =>
    p.evaluate(() => (window as unknown as { __celebrations: number }).__celebrations);

  it('a cheer from fan A (node 1) is pinned for fan B (node 2); A’s balance goes down; the goal celebrates once on both', async () => {
    const gameId = await createTestGame('football');
    const admin = await signedInAdminOf(stack.api.url);
    await admin
      .post(`/api/admin/games/${gameId}/events`)
      .send({ kind: 'status', status: 'live' })
      .expect(202);
    const path = `/live-game/${gameId}`;
    const [a, b] = await Promise.all([
      fanPage(stack.web1.url, 'Alice', path, 40),
      fanPage(stack.web2.url, 'Bob', path, 0),
    ]);
    await a.page.getByTestId('cheer-open').click();
    await a.page.getByRole('button', { name: '25', exact: true }).click();
    await a.page.getByLabel('Message (optional)').fill('Fourth quarter, let’s go!');
    await a.page.getByTestId('cheer-send').click();
    await a.page.getByTestId('cheer-done').getByText('Your balance: 15 likes').waitFor({ timeout: 30_000 });
    expect(await fanBalance(a.id)).to.equal(15);

    const pin = b.page.getByTestId('pinned-cheer').first();
    await pin.waitFor({ timeout: 30_000 });
    expect(await pin.textContent()).to.match(/Alice T\. cheered 25 likes for .+“Fourth quarter, let’s go!”/);
    await b.page.getByTestId('chat-cheer').first().waitFor();
    // Pinned above the messages; "♥ Cheer" beside Send; with the pin, the composer is still in B's first screen.
    const box = async (l: ReturnType<Page['locator']>) => (await l.boundingBox())!;
    const [pinBox, logBox] = [await box(pin), await box(b.page.getByTestId('chat-log'))];
    expect(pinBox.y + pinBox.height, 'the pin is above the messages').to.be.at.most(logBox.y);
    const send = await box(b.page.getByTestId('chat').getByRole('button', { name: 'Send', exact: true }));
    const toggle = await box(b.page.getByTestId('cheer-open'));
    expect(Math.abs(toggle.y - send.y), 'Cheer and Send on one row').to.be.below(4);
    expect(toggle.x).to.be.below(send.x);
    expect(send.y + send.height, 'Send in the first screen under a pin').to.be.at.most(844);
    for (const p of [a.page, b.page]) {
      await p.getByTestId('goal-celebration').waitFor({ timeout: 30_000 });
      await p.waitForFunction(
        () => document.querySelector('[data-testid="goal-meter"]')?.getAttribute('data-likes') === '25',
      );
    }
    await b.page.screenshot({ path: `${SCREENSHOT_DIR}/cheers-390-pinned.png`, fullPage: false });

    // Another cheer passes no new threshold: no second celebration anywhere.
    await a.page.getByTestId('cheer-open').click();
    await a.page.getByRole('button', { name: '5', exact: true }).click();
    await a.page.getByTestId('cheer-send').click();
    for (const p of [a.page, b.page])
      await p.waitForFunction(
        () => document.querySelector('[data-testid="goal-meter"]')?.getAttribute('data-likes') === '30',
      );
    expect(await celebrations(a.page)).to.equal(1);
    expect(await celebrations(b.page)).to.equal(1);
    expect(await b.page.getByTestId('pinned-cheer').count()).to.equal(2);

    // Phone first: nothing wider than the screen; the cheer control's targets are 44 px; axe finds nothing.
    const overflow = await b.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).to.be.at.most(0);
    const open = await b.page.getByTestId('cheer-open').boundingBox();
    expect(open?.height).to.be.at.least(44);
    await b.page.getByTestId('game-cheers').screenshot({ path: `${SCREENSHOT_DIR}/cheers-390-section.png` });
    await a.page.getByTestId('cheer-open').click();
    await a.page.getByTestId('cheer-form').screenshot({ path: `${SCREENSHOT_DIR}/cheers-390-form.png` });
    await b.page.getByTestId('chat-log').screenshot({ path: `${SCREENSHOT_DIR}/cheers-390-chat.png` });
    const findings = await axeFindings(b.page);
    expect(findings.filter((f) => f.targets.some((t) => /cheer|goal|pinned/.test(t)))).to.deep.equal([]);
    await b.page.setViewportSize({ width: 1280, height: 900 });
    // The desktop layout replaces the phone's tabs (the cheers section is mounted again in its column).
    await b.page.getByTestId('game-tabs').waitFor({ state: 'detached' });
    await b.page.getByTestId('game-cheers').scrollIntoViewIfNeeded();
    await b.page.screenshot({ path: `${SCREENSHOT_DIR}/cheers-1280.png` });
  });
});

/** The operator (the test admin) as a cookie-keeping client of the api. */
async function signedInAdminOf(url: string) {
  const agent = supertest.agent(url).set('X-Requested-With', 'XMLHttpRequest');
  await agent.post('/api/auth/dev-login').send({ email: 'admin@test.dev', userType: 'fan' }).expect(200);
  return agent;
}
