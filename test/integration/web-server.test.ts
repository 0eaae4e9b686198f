import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import pino from 'pino';
import { loadConfig, webConfigSchema } from '@fanlift/core/config';
import { startWebServer, type WebServer } from '../../web/server/app';
import { spaCsp } from '../../web/server/security';

const ROOT = path.resolve(import.meta.dirname, '../..');

const INDEX =
  '<!doctype html><html><head><title>Fanlift</title></head><body><div id="root"></div></body></html>';

/** A built SPA inside a dot-directory, the way a checkout under ~/.projects/fanlift has it. */
function distInDotDirectory(): { base: string; dist: string } {
  const base = mkdtempSync(path.join(tmpdir(), 'fanlift-web-'));
  const dist = path.join(base, '.projects', 'fanlift', 'web', 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app");\n');
  // A stray map (an old build): production must not serve it.
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.map'), '{"version":3}');
  return { base, dist };
}

async function start(dist: string, env: Record<string, string> = {}): Promise<WebServer> {
  const config = loadConfig(webConfigSchema, {
    WEB_PORT: '0',
    WEB_DIST: dist,
    API_URL: 'http://127.0.0.1:9',
    REALTIME_URL: 'http://127.0.0.1:9',
    ...env,
  });
  return startWebServer(config, { logger: pino({ level: 'silent' }), host: '127.0.0.1' });
}

describe('web server: any checkout path, security headers on every page', () => {
  let base: string;
  let dist: string;
  let web: WebServer;
  before(async () => {
    ({ base, dist } = distInDotDirectory());
    web = await start(dist);
  });
  after(async () => {
    await web.close();
    rmSync(base, { recursive: true, force: true });
  });

  it('serves the SPA from a dist folder under a dot-directory (/, a client route, an asset)', async () => {
    expect(dist).to.include(`${path.sep}.projects${path.sep}`);
    for (const p of ['/', '/wallet', '/fans/onboarding?step=Basics']) {
      const res = await fetch(`${web.url}${p}`);
      expect(res.status, p).to.equal(200);
      expect(res.headers.get('content-type'), p).to.match(/text\/html/);
      // The built page, with the page's own meta added to its head (see web-delivery.test.ts).
      const html = await res.text();
      expect(html, p).to.match(/^<!doctype html><html><head><title>[^<]+<\/title>/);
      expect(html, p).to.contain('<link rel="canonical"');
      expect(html, p).to.contain('</head><body><div id="root"></div></body></html>');
    }
    const asset = await fetch(`${web.url}/assets/index-abc123.js`);
    expect(asset.status).to.equal(200);
    expect(await asset.text()).to.include('console.log');
  });

  it('sends CSP with frame-ancestors none, X-Frame-Options DENY, nosniff and a Referrer-Policy', async () => {
    for (const p of ['/', '/wallet', '/assets/index-abc123.js', '/healthz', '/no/such/page']) {
      const res = await fetch(`${web.url}${p}`);
      await res.body?.cancel();
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, p).to.include("frame-ancestors 'none'");
      expect(csp, p).to.include("script-src 'self'");
      expect(csp, p).to.include("default-src 'self'");
      expect(csp, p).not.to.include('upgrade-insecure-requests');
      expect(res.headers.get('x-frame-options'), p).to.equal('DENY');
      expect(res.headers.get('x-content-type-options'), p).to.equal('nosniff');
      expect(res.headers.get('referrer-policy'), p).to.equal('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security'), p).to.equal(null);
    }
  });

  it('in production: never serves a source map, adds HSTS and upgrade-insecure-requests', async () => {
    const prod = await start(dist, { NODE_ENV: 'production' });
    try {
      const map = await fetch(`${prod.url}/assets/index-abc123.js.map`);
      expect(map.status).to.equal(404);
      expect(await map.text()).not.to.include('version');
      const page = await fetch(`${prod.url}/wallet`);
      await page.body?.cancel();
      expect(page.status).to.equal(200);
      expect(page.headers.get('content-security-policy')).to.include('upgrade-insecure-requests');
      expect(page.headers.get('strict-transport-security')).to.match(/max-age=\d+/);
      expect(page.headers.get('x-frame-options')).to.equal('DENY');
    } finally {
      await prod.close();
    }
  });
});

describe('deploy/nginx.conf: the edge sends the same headers and no source maps', () => {
  const read = (f: string) => readFileSync(path.join(ROOT, f), 'utf8');
  const snippet = read('deploy/nginx-security-headers.conf');
  const conf = read('deploy/nginx.conf');
  const dockerfile = read('Dockerfile');
  const header = (name: string) =>
    new RegExp(`^add_header ${name} "([^"]+)" always;$`, 'm').exec(snippet)?.[1] ?? null;

  it('the snippet holds the web server production CSP, DENY, nosniff and the Referrer-Policy', () => {
    expect(header('Content-Security-Policy')).to.equal(spaCsp(true));
    expect(header('X-Frame-Options')).to.equal('DENY');
    expect(header('X-Content-Type-Options')).to.equal('nosniff');
    expect(header('Referrer-Policy')).to.equal('strict-origin-when-cross-origin');
  });

  it('every location that serves files includes it, and the image installs it where it is included', () => {
    const include = 'include /etc/nginx/snippets/fanlift-security-headers.conf;';
    for (const loc of ['location / {', 'location /assets/ {', 'location ~ \\.map$ {']) {
      const at = conf.indexOf(loc);
      expect(at, loc).to.be.greaterThan(-1);
      const block = conf.slice(at, conf.indexOf('}', at));
      expect(block, loc).to.include(include);
    }
    expect(dockerfile).to.include(
      'COPY deploy/nginx-security-headers.conf /etc/nginx/snippets/fanlift-security-headers.conf',
    );
    // The edge image gets the built web/dist only (source maps are written to web/sourcemaps).
    expect(dockerfile).to.include('COPY --from=web-build /app/web/dist /usr/share/nginx/html');
    expect(dockerfile).not.to.match(/COPY[^\n]*sourcemaps/);
    expect(read('.dockerignore').split('\n')).to.include('web/sourcemaps');
  });
});
