// Light delivery and crawlable pages, on the real build (web/dist) and the real api: brotli/gzip, a year's
// immutable cache for hashed assets and a revalidated index.html, robots.txt, each page's title and
// description, Open Graph and Twitter cards on athlete and university pages, 404 for paths that are no page,
// and the home page's first-load JavaScript within 200 KiB compressed.
import { request } from 'node:http';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { expect } from 'chai';
import pino from 'pino';
import { QueryTypes } from 'sequelize';
import { loadConfig, webConfigSchema } from '@fanlift/core/config';
import { startWebServer, type WebServer } from '../../web/server/app';
import { startApi, type TestApi } from '../helpers/api';
import { testDb } from '../helpers/db';

const DIST = path.resolve(import.meta.dirname, '../../web/dist');
const PUBLIC_URL = 'https://fanlift.example';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}
/** A request whose body is not decompressed: what travels on the wire. */
function raw(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    request(url, { headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/** The JavaScript a first visit to a page loads: the entry, its preloads, the page's chunk, and their imports. */
export function firstLoadScripts(indexHtml: string, pageChunkPrefix: string, assets: string[]): string[] {
  const entry = [...indexHtml.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const page = assets.find((a) => a.startsWith(`${pageChunkPrefix}-`) && a.endsWith('.js'));
  if (!page) throw new Error(`no chunk for ${pageChunkPrefix}`);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(path.join(DIST, 'assets', file), 'utf8');
    // Static imports only (import(...) loads later, when that page is opened).
    for (const m of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g))
      visit(m[1]!);
  };
  for (const f of [...entry, page]) visit(f);
  return [...seen];
}

describe('web server: light delivery and crawlable pages (real build, real api)', function () {
  this.timeout(30_000);
  let api: TestApi;
  let web: WebServer;
  let athlete: { id: number; first_name: string; last_name: string };
  let school: { id: number; name: string };

  before(async () => {
    api = await startApi();
    const config = loadConfig(webConfigSchema, {
      WEB_PORT: '0',
      WEB_DIST: DIST,
      API_URL: api.url,
      REALTIME_URL: 'http://127.0.0.1:9',
      PUBLIC_URL,
      // Pages render on the server (web-ssr.test.ts); the shared test machine is slow for the 300 ms default.
      SSR_BUDGET_MS: '10000',
    });
    web = await startWebServer(config, { logger: pino({ level: 'silent' }), host: '127.0.0.1' });
    [athlete] = await testDb().sequelize.query<{ id: number; first_name: string; last_name: string }>(
      `SELECT id, first_name, last_name FROM athlete_profiles WHERE first_name <> '' ORDER BY id LIMIT 1`,
      { type: QueryTypes.SELECT },
    );
    [school] = await testDb().sequelize.query<{ id: number; name: string }>(
      'SELECT id, name FROM schools ORDER BY id LIMIT 1',
      { type: QueryTypes.SELECT },
    );
  });
  after(async () => {
    await web?.close();
    await api?.close();
  });

  const assetOf = () => {
    const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
    return /src="(\/assets\/index-[^"]+\.js)"/.exec(html)![1]!;
  };

  it('hashed assets: brotli (or gzip), a year immutable; index.html revalidated', async () => {
    const asset = assetOf();
    const br = await raw(`${web.url}${asset}`, { 'Accept-Encoding': 'br, gzip' });
    expect(br.status).to.equal(200);
    expect(br.headers['content-encoding']).to.equal('br');
    expect(br.headers['cache-control']).to.equal('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).to.match(/accept-encoding/i);
    const plain = readFileSync(path.join(DIST, asset));
    expect(br.body.length).to.be.below(plain.length / 2);
    const gz = await raw(`${web.url}${asset}`, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).to.equal('gzip');
    const none = await raw(`${web.url}${asset}`);
    expect(none.headers['content-encoding']).to.equal(undefined);
    expect(none.body.equals(plain)).to.equal(true);

    // What `curl -sI -H 'Accept-Encoding: br'` shows: the encoding and the cache of the precompressed file.
    const head = await raw(`${web.url}${asset}`, { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).to.equal(200);
    expect(head.headers['content-encoding']).to.equal('br');
    expect(head.headers['content-type']).to.match(/javascript/);
    expect(head.headers['cache-control']).to.equal('public, max-age=31536000, immutable');

    const index = await raw(`${web.url}/`, { 'Accept-Encoding': 'br' });
    expect(index.headers['content-encoding']).to.equal('br');
    // A server-rendered public page: cached a short time at the edge (web-ssr.test.ts); a client-rendered
    // one (here, a page for signed-in users) is revalidated.
    expect(index.headers['cache-control']).to.match(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
    const wallet = await raw(`${web.url}/wallet`, { 'Accept-Encoding': 'br' });
    expect(wallet.headers['cache-control']).to.equal('no-cache');
  });

  it('/robots.txt is a robots file: public pages allowed, api/admin/wallet/account not, the sitemap named', async () => {
    const res = await raw(`${web.url}/robots.txt`);
    expect(res.status).to.equal(200);
    expect(res.headers['content-type']).to.match(/^text\/plain/);
    const text = res.body.toString();
    expect(text).to.not.contain('<');
    for (const line of [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /admin/',
      'Disallow: /wallet',
    ])
      expect(text.split('\n')).to.include(line);
    expect(text).to.contain('Disallow: /fans/account');
    expect(text).to.contain(`Sitemap: ${PUBLIC_URL}/api/sitemap.xml`);
    // Every line a crawler reads is a known directive.
    for (const line of text.split('\n').filter(Boolean))
      expect(line).to.match(/^(User-agent|Allow|Disallow|Sitemap): \S+/);
  });

  it('an athlete page is sent with its title, description, canonical URL, Open Graph and Twitter card', async () => {
    const res = await raw(`${web.url}/athletes/${athlete.id}`);
    expect(res.status).to.equal(200);
    const html = res.body.toString();
    const name = `${athlete.first_name} ${athlete.last_name}`;
    expect(html).to.match(new RegExp(`<title>${name}[^<]*· Fanlift</title>`));
    expect(html).to.match(new RegExp(`<meta property="og:title" content="${name}[^"]*"`));
    expect(html).to.contain(`<meta property="og:type" content="profile" />`);
    expect(html).to.match(/<meta property="og:image" content="https:\/\/fanlift\.example\/[^"]+"/);
    expect(html).to.match(/<meta name="twitter:card" content="summary(_large_image)?"/);
    expect(html).to.contain(`<link rel="canonical" href="${PUBLIC_URL}/athletes/${athlete.id}" />`);
    expect(html).to.match(new RegExp(`<meta name="description" content="Back ${name}`));
    // The page itself comes rendered (web-ssr.test.ts).
    expect(html).to.match(new RegExp(`<div id="root">.*<h1[^>]*>${name}</h1>`, 's'));
  });

  it('a university page carries the school name and logo; other pages their own title and description', async () => {
    const html = (await raw(`${web.url}/universities/${school.id}`)).body.toString();
    expect(html).to.contain(`<meta property="og:title" content="${school.name} · Fanlift" />`);
    expect(html).to.match(
      /<meta property="og:image" content="https:\/\/fanlift\.example\/api\/schools\/\d+\/logo\.svg"/,
    );
    const terms = (await raw(`${web.url}/terms`)).body.toString();
    expect(terms).to.contain('<title>Terms of Service · Fanlift</title>');
    expect(terms).to.contain('<meta name="description" content="Terms of Service on Fanlift');
    const home = (await raw(`${web.url}/`)).body.toString();
    expect(home).to.contain(`<link rel="canonical" href="${PUBLIC_URL}/" />`);
  });

  it('paths that are no page answer 404 with the SPA (which shows its not-found page)', async () => {
    for (const p of ['/no-such-page', '/athletes/999999999', `/universities/999999999`]) {
      const res = await raw(`${web.url}${p}`);
      expect(res.status, p).to.equal(404);
      expect(res.body.toString()).to.contain('<div id="root"></div>');
    }
    // A fund page naming a funding goal the athlete does not have: 404, titled so before the app runs.
    for (const p of [`/athletes/${athlete.id}/fund/999999999`, `/athletes/${athlete.id}/funds/999999999`]) {
      const res = await raw(`${web.url}${p}`);
      expect(res.status, p).to.equal(404);
      expect(res.body.toString(), p).to.contain('<title>Funding goal not found · Fanlift</title>');
    }
    expect((await raw(`${web.url}/search-athletes`)).status).to.equal(200);
  });

  it('first-load JavaScript of the home page is at most 200 KiB compressed (brotli)', () => {
    const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
    const files = firstLoadScripts(html, 'HomePage', readdirSync(path.join(DIST, 'assets')));
    let rawBytes = 0;
    let brBytes = 0;
    for (const f of files) {
      const buf = readFileSync(path.join(DIST, 'assets', f));
      rawBytes += buf.length;
      brBytes += brotliCompressSync(buf).length;
    }
    console.log(
      `      home first load: ${files.length} scripts, ${(rawBytes / 1024).toFixed(0)} KiB raw, ${(brBytes / 1024).toFixed(0)} KiB brotli`,
    );
    expect(files.some((f) => f.startsWith('HomePage-'))).to.equal(true);
    // Other pages' code is not part of it.
    expect(files.some((f) => f.startsWith('WalletPage-') || f.startsWith('AthleteDashboardPage-'))).to.equal(
      false,
    );
    expect(brBytes).to.be.at.most(200 * 1024);
  });
});
