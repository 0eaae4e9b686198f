import { Router } from 'express';
import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { DomainError, SITEMAP_PAGE_SIZE, sitemapPageViewSchema, type SitemapPageView } from '@fanlift/core';
import { sitemapInfo, sitemapPage } from '@fanlift/db';
import type { ApiDeps } from '../deps';
import { err, json } from '../openapi/helpers';

const pageParam = z.object({
  page: z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/, 'page must be a positive whole number')
    .transform(Number),
});

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
export function sitemapRouter(deps: ApiDeps): Router {
  const r = Router();
  const origin = deps.config.PUBLIC_URL.replace(/\/+$/, '');

  r.get('/sitemap.xml', async (_req, res) => {
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

  r.get('/sitemap/:page.xml', async (req, res) => {
    const { page } = pageParam.parse(req.params);
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

  r.get('/sitemap/:page', async (req, res) => {
    const { page } = pageParam.parse(req.params);
    const p = await sitemapPage(deps.db.sequelize, page);
    if (!p) throw new DomainError('not_found', 'not_found', 'No such sitemap page');
    const body: SitemapPageView = {
      ...p,
      prev: p.page > 1 ? p.page - 1 : null,
      next: p.page < p.pages ? p.page + 1 : null,
    };
    res.json(body);
  });

  return r;
}

export function sitemapOpenApi(reg: OpenAPIRegistry): void {
  const params = z.object({ page: z.string() });
  const xml = { description: 'XML', content: { 'application/xml': { schema: z.string() } } };
  reg.registerPath({
    method: 'get',
    path: '/api/sitemap.xml',
    summary: 'Sitemap index (one <sitemap> per page)',
    responses: { 200: xml },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/sitemap/{page}.xml',
    summary: `One sitemap page (${SITEMAP_PAGE_SIZE} URLs: schools, then athletes)`,
    request: { params },
    responses: {
      200: xml,
      400: err('Bad page'),
      404: err('Past the last page'),
    },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/sitemap/{page}',
    summary: 'One sitemap page as JSON (for the /sitemap/{page} page)',
    request: { params },
    responses: {
      200: json(sitemapPageViewSchema, 'The page'),
      400: err('Bad page'),
      404: err('Past the last page'),
    },
  });
}
