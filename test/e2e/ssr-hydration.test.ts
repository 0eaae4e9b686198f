// Server-rendered public pages in Chromium (issue 30): the browser hydrates the server's markup without a
// mismatch and without fetching again the data the server sent; a page whose data call failed on the server
// still renders (the browser fetches it).
import { expect } from 'chai';
import type { Page, Route } from 'playwright-core';
import { interactive } from './helpers';
import { layoutProblems } from './layout-checks';
import { browserSuite } from './suite';
import { ssrPageCases, type SsrPageCase } from '../helpers/ssr-pages';

/** React's hydration complaints: the development wording and the production build's error numbers. */
const HYDRATION_ERROR = /hydrat|did not match|mismatch|error #(418|419|422|423|425)\b/i;

interface Visit {
  console: string[];
  apiRequests: string[];
  fallbackKeys: string[];
}

/** Open `path` and wait until the page is idle; what the console said and which api reads the page made. */
async function visit(page: Page, url: string): Promise<Visit> {
  const seen: Visit = { console: [], apiRequests: [], fallbackKeys: [] };
  const onConsole = (m: { type(): string; text(): string }) => {
    if (m.type() === 'error' || m.type() === 'warning') seen.console.push(m.text());
  };
  const onError = (e: Error) => seen.console.push(e.message);
  const onRequest = (r: { url(): string }) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/api/')) seen.apiRequests.push(`${u.pathname}${u.search}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onError);
  page.on('request', onRequest);
  await page.goto(url, { waitUntil: 'networkidle' });
  // Hydrated: React has attached its handlers to the root (a property it sets on the container).
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')),
  );
  seen.fallbackKeys = await page.evaluate(() => {
    const el = document.getElementById('fanlift-ssr');
    return el?.textContent ? Object.keys((JSON.parse(el.textContent) as { fallback: object }).fallback) : [];
  });
  page.off('console', onConsole);
  page.off('pageerror', onError);
  page.off('request', onRequest);
  return seen;
}

describe('e2e: server-rendered public pages hydrate (Chromium)', function () {
  this.timeout(300_000);
  // The shared test machine is slow: a generous budget, so every page comes rendered (the 300 ms default and
  // the fallback are proven in test/integration/web-ssr.test.ts).
  const s = browserSuite({
    failShot: 'ssr-hydration',
    failOnCsp: true,
    stackEnv: { SSR_BUDGET_MS: '10000' },
  });
  let cases: SsrPageCase[];
  before(async () => {
    cases = (await ssrPageCases()).filter((c) => !c.signedIn);
  });

  it('each public page hydrates with no mismatch and fetches none of the data the server sent', async () => {
    await s.page.setViewportSize({ width: 390, height: 800 });
    for (const c of cases) {
      // Once to warm the server renderer (its first render of a page loads the page's code), then measured.
      await s.page.goto(s.url(c.path), { waitUntil: 'networkidle' });
      const v = await visit(s.page, s.url(c.path));
      expect(v.fallbackKeys.length, `${c.path}: the page came server rendered`).to.be.above(1);
      expect(
        v.console.filter((t) => HYDRATION_ERROR.test(t)),
        `${c.path}: console ${JSON.stringify(v.console)}`,
      ).to.deep.equal([]);
      const refetched = v.apiRequests.filter((r) => v.fallbackKeys.includes(r));
      expect(refetched, `${c.path}: data fetched again on hydration`).to.deep.equal([]);
      await s.page.locator('h1').first().waitFor();
    }
  });

  it('the code is asked for once the page is painted, each module once, and the page then answers taps', async () => {
    await s.page.setViewportSize({ width: 390, height: 800 });
    for (const path of ['/', cases.find((c) => c.path.startsWith('/athletes/'))!.path]) {
      const scripts: string[] = [];
      const onRequest = (r: { url(): string }) => {
        const u = new URL(r.url());
        if (u.pathname.startsWith('/assets/') && u.pathname.endsWith('.js')) scripts.push(u.pathname);
      };
      s.page.on('request', onRequest);
      await s.page.goto(s.url(path), { waitUntil: 'networkidle' });
      await interactive(s.page);
      s.page.off('request', onRequest);
      const timing = await s.page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        js: performance
          .getEntriesByType('resource')
          .filter((e) => new URL(e.name).pathname.endsWith('.js'))
          .map((e) => e.startTime),
      }));
      expect(timing.fcp, `${path}: painted`).to.be.a('number');
      expect(timing.js.length, `${path}: code came`).to.be.above(3);
      expect(Math.min(...timing.js), `${path}: no module asked for before the first paint`).to.be.at.least(
        timing.fcp!,
      );
      expect(scripts.length, `${path}: each module fetched once ${JSON.stringify(scripts)}`).to.equal(
        new Set(scripts).size,
      );
    }
  });

  it('before any script runs, the server markup of each public page fits a 360 px window (a desktop browser)', async () => {
    // The code comes after the first paint, so the server's markup is what a narrow window shows for a moment:
    // it must not stick out either (the live game's desktop columns did, until the code put the phone layout in).
    const context = await s.browser.newContext({
      viewport: { width: 360, height: 800 },
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      const problems: string[] = [];
      for (const c of cases) {
        await page.goto(s.url(c.path));
        await page.locator('h1').first().waitFor();
        for (const p of await layoutProblems(page))
          if (p.kind === 'overflow') problems.push(`${c.path}: ${p.detail}`);
      }
      expect(problems, problems.join('\n')).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it('a tap before the code has come is held and pressed once the page is interactive, not lost', async () => {
    // The page's code is held back until we let it go: the server's markup is all there is meanwhile.
    const held: Route[] = [];
    let release = false;
    await s.page.route('**/assets/*.js', (route) => (release ? route.continue() : void held.push(route)));
    try {
      await s.page.setViewportSize({ width: 390, height: 800 });
      await s.page.goto(s.url('/search-athletes'), { waitUntil: 'domcontentloaded' });
      await s.page.getByTestId('mobile-menu-button').click();
      const drawer = s.page.getByRole('dialog', { name: 'Menu' });
      expect(await s.page.evaluate(() => document.documentElement.hasAttribute('data-interactive'))).to.equal(
        false,
      );
      expect(await drawer.isVisible()).to.equal(false);
      release = true;
      for (const r of held.splice(0)) await r.continue();
      await interactive(s.page);
      await drawer.waitFor({ state: 'visible' });
      await s.page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });

      // A checkbox ticked before the code came: not ticked by the browser alone (the app would not know), then
      // ticked by the app once it is interactive.
      release = false;
      await s.page.setViewportSize({ width: 1280, height: 800 });
      await s.page.goto(s.url('/search-athletes'), { waitUntil: 'domcontentloaded' });
      const photo = s.page.getByTestId('filter-photo');
      await photo.click();
      expect(await photo.isChecked()).to.equal(false);
      release = true;
      for (const r of held.splice(0)) await r.continue();
      await interactive(s.page);
      await s.page.waitForFunction(
        () =>
          (document.querySelector('[data-testid="filter-photo"]') as HTMLInputElement | null)?.checked ===
          true,
      );
    } finally {
      release = true;
      for (const r of held.splice(0)) await r.continue();
      await s.page.unroute('**/assets/*.js');
    }
  });

  it('the page stays interactive after hydration: the header search lists results', async () => {
    await s.page.goto(s.url('/search-athletes'), { waitUntil: 'networkidle' });
    await s.page.getByTestId('header-search-input').first().fill('Ohio');
    await s.page.getByTestId('search-option-school').first().waitFor({ state: 'visible' });
  });

  it("a phone is sent the live game's phone layout: nothing moves when the page hydrates", async () => {
    const live = cases.find((c) => /^\/live-game\/\d+$/.test(c.path))!;
    const ctx = await s.browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
    });
    try {
      const page = await ctx.newPage();
      await page.goto(s.url(live.path), { waitUntil: 'networkidle' }); // warm the server renderer
      const boxes = () =>
        Promise.all(
          ['scoreboard', 'game-tabs'].map(async (id) => {
            const b = await page.getByTestId(id).first().boundingBox();
            return b && [id, Math.round(b.x), Math.round(b.y), Math.round(b.width), Math.round(b.height)];
          }),
        );
      // Before any script runs (as a slow phone paints it): the phone's layout, tabs and all.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(s.url(live.path));
      const painted = await boxes();
      expect(painted.every(Boolean), `the server's markup: ${JSON.stringify(painted)}`).to.equal(true);
      // Hydrated: the same boxes, nothing moved.
      await page.unroute('**/assets/*.js');
      await page.goto(s.url(live.path));
      await page.waitForSelector('html[data-interactive]', { timeout: 60_000 });
      expect(await boxes()).to.deep.equal(painted);
    } finally {
      await ctx.close();
    }
  });

  it('a visitor in another time zone: times change to theirs after hydration and nothing else moves', async () => {
    // The server renders times in Eastern time on a first visit; the browser then renders them in its own zone.
    // That second render once showed the page's loading fallback for a moment (the footer jumped: CLS 0.16).
    const ctx = await s.browser.newContext({
      viewport: { width: 412, height: 823 },
      timezoneId: 'Europe/Berlin',
    });
    try {
      const page = await ctx.newPage();
      await page.addInitScript(() => {
        const w = window as unknown as { __shift: number };
        w.__shift = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) w.__shift += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(s.url('/search-athletes'), { waitUntil: 'networkidle' }); // warm the server renderer
      // A first visit: the browser has not told the server its zone yet (the warm-up set the cookie).
      await ctx.clearCookies();
      // The code comes late, as on a slow phone: the server's markup is painted before it hydrates.
      await page.route('**/assets/*.js', async (route) => {
        await new Promise((r) => setTimeout(r, 500));
        await route.continue();
      });
      await page.goto(s.url('/search-athletes'));
      await page.waitForSelector('html[data-interactive]', { timeout: 60_000 });
      await page.waitForTimeout(1500);
      const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
      expect(shift, 'layout shift while the page hydrated and changed time zone').to.be.at.most(0.02);
    } finally {
      await ctx.close();
    }
  });

  it('a page whose data call failed on the server still renders: the browser fetches it and shows the answer', async () => {
    // The game does not exist: the server's read of it fails (404), so the page is sent in its loading state
    // and the browser's own read shows the not-found state.
    // The browser's read comes after hydration, which can be after the network was first idle: wait for it.
    const asked = s.page.waitForRequest((r) => new URL(r.url()).pathname === '/api/games/987654321', {
      timeout: 60_000,
    });
    const v = await visit(s.page, s.url('/live-game/987654321'));
    expect(v.fallbackKeys).to.not.include('/api/games/987654321');
    await asked;
    await s.page.getByText('Game not found').first().waitFor();
    expect(v.console.filter((t) => HYDRATION_ERROR.test(t))).to.deep.equal([]);
  });
});
