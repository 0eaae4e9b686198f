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

  handle(m, 'GET /api/sitemap.xml', async ({ res }) => {
    const info = await sitemapInfo(deps.db.sequelize);
    const items = Array.from(
      { length: info.pages },
      (_, i) =>
        `  <sitemap><loc>${xmlEscape(`${origin}/api/sitemap/${i + 1}.xml`)}</loc><lastmod>${info.lastModified}</lastmod></sitemap>`,
    );
    res
      .type('application/xml')
      .set('Cache-Control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`,
      );
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
