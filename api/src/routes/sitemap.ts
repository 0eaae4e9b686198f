import { createHash } from 'node:crypto';
import { DomainError } from '@fanlift/core';
import { sitemapInfo, sitemapPage } from '@fanlift/db';
import { handle } from '../http/handle';
import type { Mount } from '../http/mount';

const xmlEscape = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/**
 * SEO (SPEC §2 /sitemap/{page}): schools then athletes, SITEMAP_PAGE_SIZE per page.
 * - GET /api/sitemap.xml: the sitemap index (the web server forwards /sitemap.xml here).
 * - GET /api/sitemap/{page}.xml: one page as a <urlset>.
 * - GET /api/sitemap/{page}: the same page as JSON for the SPA page /sitemap/{page}.
 */
export function sitemapRoutes(m: Mount): void {
  const { deps } = m;
  const origin = deps.config.PUBLIC_URL.replace(/\/+$/, '');

  // The index lists one sitemap per SITEMAP_PAGE_SIZE profiles, so its body grows with the data (2,001 entries at
  // season scale). It is a function of the page count and the newest change only: built once per (pages,
  // lastModified) and kept with its ETag, so a read costs the constant info query and a send (issue 27).
  let index: { key: string; body: Buffer; etag: string } | null = null;
  const indexOf = (pages: number, lastModified: string) => {
    const key = `${pages}|${lastModified}`;
    if (index?.key === key) return index;
    const items = Array.from(
      { length: pages },
      (_, i) =>
        `  <sitemap><loc>${xmlEscape(`${origin}/api/sitemap/${i + 1}.xml`)}</loc><lastmod>${lastModified}</lastmod></sitemap>`,
    );
    const body = Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`,
    );
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    index = { key, body, etag };
    return index;
  };

  handle(m, 'GET /api/sitemap.xml', async ({ res }) => {
    const info = await sitemapInfo(deps.db.sequelize);
    const { body, etag } = indexOf(info.pages, info.lastModified);
    // With the ETag set, Express answers a matching If-None-Match with 304 and does not hash the body again.
    res.type('application/xml').set({ 'Cache-Control': 'public, max-age=3600', ETag: etag }).send(body);
  });

  handle(m, 'GET /api/sitemap/:page.xml', async ({ params: { page }, res }) => {
    const p = await sitemapPage(deps.db.sequelize, page);
    if (!p) throw new DomainError('not_found', 'not_found', 'No such sitemap page');
    const urls = p.entries.map(
      (e) => `  <url><loc>${xmlEscape(`${origin}${e.path}`)}</loc><lastmod>${e.lastModified}</lastmod></url>`,
    );
    res
      .type('application/xml')
      .set('Cache-Control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });

  handle(m, 'GET /api/sitemap/:page', async ({ params: { page } }) => {
    const p = await sitemapPage(deps.db.sequelize, page);
    if (!p) throw new DomainError('not_found', 'not_found', 'No such sitemap page');
    return { ...p, prev: p.page > 1 ? p.page - 1 : null, next: p.page < p.pages ? p.page + 1 : null };
  });
}
