import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { stackAndBrowser } from './suite';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(ROOT, 'web', 'dist');
const MAPS = path.join(ROOT, 'web', 'sourcemaps');

/** Another origin (another port) with a page that frames `target`, and a framable page of its own. */
async function otherSite(target: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    if (req.url === '/own')
      res.end('<!doctype html><title>own</title><p id="own">framable page of the other site</p>');
    else
      res.end(
        `<!doctype html><title>evil</title>
         <iframe id="victim" src="${target}" width="800" height="600"></iframe>
         <iframe id="control" src="/own" width="300" height="100"></iframe>`,
      );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://localhost:${(server.address() as AddressInfo).port}`, server };
}

describe('e2e: the SPA is delivered with security headers, cannot be framed, and has no public source maps', function () {
  this.timeout(120_000);
  const e2e = stackAndBrowser();

  it('sends CSP (frame-ancestors none), X-Frame-Options, nosniff and Referrer-Policy on /, /wallet and an asset', async () => {
    const html = await (await fetch(`${e2e.stack.webUrl}/`)).text();
    const asset = /(?:src|data-entry)="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset, 'the built index.html names its entry script').to.be.a('string');
    for (const p of ['/', '/wallet', asset!]) {
      const res = await fetch(`${e2e.stack.webUrl}${p}`);
      await res.body?.cancel();
      expect(res.status, p).to.equal(200);
      expect(res.headers.get('content-security-policy'), p).to.include("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options'), p).to.equal('DENY');
      expect(res.headers.get('x-content-type-options'), p).to.equal('nosniff');
      expect(res.headers.get('referrer-policy'), p).to.equal('strict-origin-when-cross-origin');
    }
  });

  it('a page on another origin cannot frame /wallet (a page without the policy can be framed)', async () => {
    const site = await otherSite(`${e2e.stack.webUrl}/wallet`);
    const context = await e2e.browser.newContext();
    let page: Page | undefined;
    try {
      page = await context.newPage();
      const reported = page.waitForEvent('console', {
        predicate: (m) =>
          /violates the following Content Security Policy directive: "frame-ancestors 'none'"/.test(m.text()),
      });
      await page.goto(site.url, { waitUntil: 'load' });
      // The control frame renders: framing as such works in this e2e.browser.
      const control = await (await page.$('#control'))!.contentFrame();
      await control!.waitForSelector('#own');
      // The victim frame does not: Chromium reports the policy and shows its error page instead.
      const message = await reported;
      expect(message.text()).to.contain(e2e.stack.webUrl.replace('localhost', '127.0.0.1'));
      const victim = await (await page.$('#victim'))!.contentFrame();
      await victim!.waitForLoadState('load');
      expect(victim!.url()).to.equal('chrome-error://chromewebdata/');
      expect(await victim!.$('[data-testid="site-header"]')).to.equal(null);
    } finally {
      await context.close();
      await new Promise((r) => site.server.close(r));
    }
  });

  it('source maps are built into web/sourcemaps, not into the served web/dist, and never served', async () => {
    const assets = readdirSync(path.join(DIST, 'assets'));
    const scripts = assets.filter((f) => f.endsWith('.js'));
    expect(scripts.length).to.be.greaterThan(0);
    expect(assets.filter((f) => f.endsWith('.map'))).to.deep.equal([]);
    for (const js of scripts) {
      expect(readFileSync(path.join(DIST, 'assets', js), 'utf8'), js).not.to.include('sourceMappingURL');
    }
    const maps = existsSync(path.join(MAPS, 'assets')) ? readdirSync(path.join(MAPS, 'assets')) : [];
    expect(maps.length, 'maps of the app chunks').to.be.greaterThan(0);
    for (const m of maps) {
      expect(scripts, m).to.include(m.replace(/\.map$/, ''));
      const res = await fetch(`${e2e.stack.webUrl}/assets/${m}`);
      expect(res.status, m).to.equal(404);
      expect(await res.text(), m).not.to.include('"mappings"');
    }
  });
});
