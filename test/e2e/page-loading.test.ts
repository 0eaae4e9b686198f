import { expect } from 'chai';
import type { Page, Route } from 'playwright-core';
import { FAN_LOADING_FLAG_MS, LINK_PREFETCH_MARGIN_PX } from '@fanlift/core';
import { browserSuite } from './suite';
import { interactive, signIn } from './helpers';

/** A page the web server leaves to the browser (web/src/ssr/pages.ts): its session check is the browser's. */
const CLIENT_RENDERED = '/terms';

/** The JavaScript chunk of a lazy page, as the build names it (`<Page>-<hash>.js`). */
const chunkOf = (pageName: string) => new RegExp(`/assets/${pageName}-[\\w-]+\\.js$`);

/** Two animation frames: every IntersectionObserver notification due for the current layout has run by then. */
const settle = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );

/** Scroll so that the top of `selector` lies `below` px under the bottom edge of the viewport. */
async function placeBelowViewport(page: Page, selector: string, below: number) {
  await page.evaluate(
    ([sel, px]) => {
      const el = document.querySelector(sel)!;
      const top = el.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top - window.innerHeight - px);
    },
    [selector, below] as const,
  );
  await settle(page);
}

describe('e2e: link prefetch and the fan loading flag (Chromium)', function () {
  this.timeout(120_000);
  const s = browserSuite({ failShot: 'page-loading' });

  it(`a link's page code is requested once it comes within ${LINK_PREFETCH_MARGIN_PX}px of the viewport, before any click`, async () => {
    const { page } = s;
    await page.setViewportSize({ width: 390, height: 640 });
    const profileChunk: string[] = [];
    page.on('request', (r) => {
      if (chunkOf('AthleteProfilePage').test(r.url())) profileChunk.push(r.url());
    });
    // The home page's top athletes sit far below the hero on a phone; only they link athlete profiles.
    await page.goto(s.url('/'));
    await interactive(page); // (the server's markup is replaced once at hydration)
    const card = '[data-testid="top-athlete"]';
    await page.locator(card).first().waitFor({ state: 'attached' });
    await settle(page);
    const distance = await page.evaluate(
      (sel) => document.querySelector(sel)!.getBoundingClientRect().top - window.innerHeight,
      card,
    );
    expect(distance, 'the first card starts far below the viewport').to.be.above(
      LINK_PREFETCH_MARGIN_PX + 100,
    );
    expect(profileChunk, 'nothing requested while the links are far away').to.deep.equal([]);

    await placeBelowViewport(page, card, LINK_PREFETCH_MARGIN_PX + 60);
    expect(profileChunk, `nothing requested ${LINK_PREFETCH_MARGIN_PX + 60}px below`).to.deep.equal([]);

    const requested = page.waitForRequest((r) => chunkOf('AthleteProfilePage').test(r.url()));
    await placeBelowViewport(page, card, LINK_PREFETCH_MARGIN_PX - 60);
    await requested;
    const outside = await page.evaluate(
      (sel) => document.querySelector(sel)!.getBoundingClientRect().top > window.innerHeight,
      card,
    );
    expect(outside, 'the link is still below the viewport when its page is requested').to.equal(true);

    await page.locator(card).first().click();
    await page.waitForURL(/\/athletes\/\d+$/);
    await page.getByTestId('send-likes-button').waitFor();
    expect(profileChunk, 'the click reuses the prefetched chunk').to.have.length(1);
  });

  /** Hold the session check (GET /api/auth/me) until the test lets it through. */
  async function holdSessionCheck(page: Page): Promise<() => Promise<void>> {
    let held: Route | null = null;
    const arrived = new Promise<void>((resolve) => {
      void page.route('**/api/auth/me', (route) => {
        held = route;
        resolve();
      });
    });
    return async () => {
      await arrived;
      await held!.continue();
      await page.unroute('**/api/auth/me');
    };
  }

  it(`the account area waits ${FAN_LOADING_FLAG_MS} ms at most for a session check that does not answer`, async () => {
    const { page } = s;
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    const release = await holdSessionCheck(page);
    // A client-rendered page: a server-rendered one (home, issue 30) comes with the session already known.
    await page.goto(s.url(CLIENT_RENDERED));
    await page.getByTestId('account-loading').waitFor();
    await page.clock.runFor(FAN_LOADING_FLAG_MS - 100);
    expect(await page.getByTestId('account-loading').isVisible(), 'still waiting').to.equal(true);
    expect(await page.getByTestId('fan-login').count()).to.equal(0);
    await page.clock.runFor(200);
    await page.getByTestId('fan-login').first().waitFor();
    expect(await page.getByTestId('account-loading').count(), 'the flag is down').to.equal(0);
    await release();
    await page.locator('[data-testid="site-header"][data-session="signedOut"]').waitFor();
    expect(await page.getByTestId('fan-login').first().isVisible()).to.equal(true);
  });

  it('the flag ends early once the session check has answered', async () => {
    const { page } = s;
    await signIn(page, s.stack.webUrl, 'fan@fanlift.dev');
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    const release = await holdSessionCheck(page);
    await page.goto(s.url(CLIENT_RENDERED));
    await page.getByTestId('account-loading').waitFor();
    await page.clock.runFor(300);
    await release();
    // The fan's menu replaces the placeholder with the clock still 300 ms into the page: no 2 s wait.
    await page.getByTestId('fan-account-button').waitFor();
    expect(await page.getByTestId('account-loading').count()).to.equal(0);
  });
});
