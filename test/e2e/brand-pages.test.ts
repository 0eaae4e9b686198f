import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { BRAND_COLORS } from '@fanlift/core/brand';
import { theme } from '../../web/src/ui/theme';
import { axeFindings, signInContext } from './a11y-helpers';
import { SCREENSHOT_DIR } from './helpers';
import { browserSuite } from './suite';

/** Computed colours are `rgb(r, g, b)`: the theme's hex written that way. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/**
 * The pages the api renders itself (issue 26 item 1): the development sign-in and the local checkout have the
 * product's look (theme colours, dark text on the orange, the logo, a way back, the favicon) and no serious or
 * critical axe violation on a phone (390 px) or a desktop (1280 px).
 */
describe('e2e: the development sign-in and the local checkout look like the product', function () {
  this.timeout(120_000);
  const s = browserSuite({ failShot: 'brand-pages' });

  async function checkPage(page: Page, name: string) {
    // The shell: logo home, a link back into the product, the favicon.
    expect(await page.locator('header.bar a.brand').getAttribute('href')).to.equal('/');
    expect(await page.locator('header.bar a.back').textContent()).to.equal('Back to Fanlift');
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).to.equal('/favicon.ico');
    // The primary button: the brand orange with dark text (onAccent), never white.
    const button = page.locator('.btn:not(.secondary)').first();
    const colours = await button.evaluate((el) => {
      const cs = getComputedStyle(el);
      return { bg: cs.backgroundColor, fg: cs.color, h: el.getBoundingClientRect().height };
    });
    expect(colours.bg).to.equal(rgb(theme.colors.accent));
    expect(colours.fg).to.equal(rgb(theme.colors.onAccent));
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const findings = await axeFindings(page);
      expect(findings, `${name} at ${width} px: ${JSON.stringify(findings, null, 1)}`).to.deep.equal([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} at ${width} px scrolls sideways`).to.be.at.most(0);
      // Tap targets: every link, button and field of the page is at least 44 px high.
      const small = await page.$$eval('a, button, input, select', (els) =>
        els.filter((e) => e.getBoundingClientRect().height < 44).map((e) => e.outerHTML.slice(0, 80)),
      );
      expect(small, `${name} at ${width} px`).to.deep.equal([]);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/brand-${name}-${width}.png`, fullPage: true });
    }
  }

  it('the core brand colours are the web theme’s', () => {
    for (const [name, hex] of Object.entries(BRAND_COLORS))
      expect(hex, name).to.equal(theme.colors[name as keyof typeof theme.colors]);
  });

  it('/favicon.ico answers an icon on the web origin and on the api port', async () => {
    for (const base of [s.stack.webUrl, s.stack.api.url]) {
      const res = await fetch(`${base}/favicon.ico`);
      expect(res.status, base).to.equal(200);
      expect(res.headers.get('content-type'), base).to.match(/^image\/x-icon/);
      const bytes = new Uint8Array(await res.arrayBuffer());
      // An ICO header (reserved 0, type 1) with three images.
      expect([...bytes.subarray(0, 6)], base).to.deep.equal([0, 0, 1, 0, 3, 0]);
    }
  });

  it('the development sign-in page', async () => {
    await s.page.goto(s.url('/api/auth/login?userType=fan&hint=signup'));
    await s.page.waitForSelector('#f[data-ready="1"]');
    await checkPage(s.page, 'dev-sign-in');
    await s.page.click('header.bar a.back');
    await s.page.waitForURL((u) => u.pathname === '/');
  });

  it('the local checkout page', async () => {
    await signInContext(s.context, s.stack.webUrl, 'fan');
    const res = await s.context.request.post(s.url('/api/payments/checkout'), {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { likes: 5 },
    });
    expect(res.status()).to.equal(201);
    const { url } = (await res.json()) as { url: string };
    await s.page.goto(new URL(url, s.stack.webUrl).href);
    await s.page.waitForSelector('#checkout');
    await checkPage(s.page, 'local-checkout');
  });
});
