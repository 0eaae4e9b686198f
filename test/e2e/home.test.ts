// The home page shows what is on (issue 28), in Chromium at 390 px: a visitor reads how Fanlift works first; a
// signed-in fan sees "Live now" (the game's score, a link to its page) and "My university" before it, "Welcome" on
// the first visit and "Welcome back" after; no "$0 raised" badge; nothing wider than the phone.
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { createTestGame } from '../helpers/games';
import { uniqueEmail } from '../helpers/api';
import { waitFor } from '../helpers/wait';
import { browserSuite } from './suite';
import { SCREENSHOT_DIR, interactive } from './helpers';
import { signInContext } from './a11y-helpers';

const PHONE = { width: 390, height: 844 };

/**
 * Which comes first in the page: the "Live now" section or "How Fanlift works". Both are waited for first: when the
 * server's render ran out of its budget the page is rendered in the browser, and it is interactive (the shell
 * answers taps) while the home page's own code may still be on its way.
 */
const firstOf = async (page: Page) => {
  await page.waitForFunction(
    () =>
      !!document.getElementById('live-now-heading') &&
      !!document.querySelector('[aria-label="How Fanlift works"]'),
    undefined,
    { timeout: 30_000 },
  );
  return page.evaluate(() => {
    const live = document.getElementById('live-now-heading');
    const how = document.querySelector('[aria-label="How Fanlift works"]');
    if (!live || !how) return 'missing';
    return live.compareDocumentPosition(how) & Node.DOCUMENT_POSITION_FOLLOWING ? 'live now' : 'how it works';
  });
};

describe('e2e: the home page shows what is on (Chromium, 390 px)', function () {
  this.timeout(120_000);
  const s = browserSuite({ failShot: 'home' });

  it('a visitor reads how it works first; a fan sees Live now and My university first, Welcome then Welcome back', async () => {
    const gameId = await createTestGame('football');
    const admin = await s.browser.newContext();
    await signInContext(admin, s.stack.webUrl, 'admin');
    const res = await admin.request.post(s.url(`/api/admin/games/${gameId}/events`), {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { kind: 'status', status: 'live' },
    });
    expect(res.status(), await res.text()).to.equal(202);
    // At least this game is live (other files' games may be too: the list shows six).
    await waitFor(
      async () => {
        const r = await admin.request.get(s.url(`/api/games/${gameId}`), {
          headers: { 'X-Requested-With': 'XMLHttpRequest' },
        });
        return ((await r.json()) as { status: string }).status === 'live';
      },
      { timeout: 20_000, interval: 200, message: `game ${gameId} live` },
    );
    await admin.close();
    const liveLink = (page: Page) => page.getByTestId('live-now').getByRole('link').first();

    // A visitor: how Fanlift works, then what is on.
    await s.page.setViewportSize(PHONE);
    await s.page.goto(s.url('/'));
    await interactive(s.page);
    expect(await firstOf(s.page)).to.equal('how it works');
    await liveLink(s.page).waitFor();
    expect(await s.page.getByTestId('my-university').count(), 'no My university for a visitor').to.equal(0);

    // A fan on the first visit: Welcome, then Live now (score and link), My university, then how it works.
    const fan = await s.browser.newContext({ viewport: PHONE });
    const login = await fan.request.post(s.url('/api/auth/dev-login'), {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { email: uniqueEmail('home'), userType: 'fan', firstName: 'Hana', lastName: 'Home' },
    });
    expect(login.status()).to.equal(200);
    const page = await fan.newPage();
    await page.goto(s.url('/'));
    await interactive(page);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).to.equal('Welcome, Hana.');
    expect(await firstOf(page)).to.equal('live now');
    const card = liveLink(page);
    await card.waitFor();
    expect(await card.innerText()).to.match(/live[\s\S]*\d+[\s\S]*\d+[\s\S]*watching/i);
    await page.getByRole('heading', { name: 'My university' }).waitFor();
    expect(await page.locator('main').innerText()).to.not.contain('$0 raised');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(PHONE.width);
    // The header's controls are thumb-sized: the search field, the balance pill.
    for (const id of ['header-search-input', 'header-balance'])
      expect((await page.getByTestId(id).boundingBox())?.height, id).to.be.at.least(44);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/home-fan-390.png` });

    // The next visit says Welcome back; the live game's card opens its page.
    await page.reload();
    await interactive(page);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).to.equal('Welcome back, Hana.');
    const href = (await card.getAttribute('href'))!;
    expect(href).to.match(/^\/live-game\/(basketball\/)?\d+$/);
    await card.click();
    await page.waitForURL((u) => u.pathname === href);
    await page.getByTestId('scoreboard').waitFor();
    await fan.close();
  });

  it('/search-universities at 390 px: a school nobody follows says "No fans yet", never "0 fans"', async () => {
    await s.page.setViewportSize(PHONE);
    await s.page.goto(s.url('/search-universities'));
    await interactive(s.page);
    const results = s.page.getByTestId('university-results');
    await results.waitFor();
    const text = await results.innerText();
    expect(text).to.not.match(/(^|[^\d,])0 fans/);
    expect(text).to.match(/No fans yet|\d fans?/);
  });
});
