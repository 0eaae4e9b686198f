import { z } from 'zod';

/** Sitemap contracts (SPEC §2 /sitemap/{page}): schools first (by id), then athletes (by id). */
export const SITEMAP_PAGE_SIZE = 500;

export const sitemapEntrySchema = z.strictObject({
  type: z.enum(['school', 'athlete']),
  id: z.number().int(),
  name: z.string(),
  /** The SPA path of the page. */
  path: z.string(),
  lastModified: z.string(),
});
export type SitemapEntry = z.infer<typeof sitemapEntrySchema>;

/** One page as db reads it. */
export const sitemapPageSchema = z.strictObject({
  page: z.number().int(),
  pages: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  entries: z.array(sitemapEntrySchema),
});
export type SitemapPage = z.infer<typeof sitemapPageSchema>;

/** GET /api/sitemap/{page}: the page with its neighbours. */
export const sitemapPageViewSchema = sitemapPageSchema.extend({
  prev: z.number().int().nullable(),
  next: z.number().int().nullable(),
});
export type SitemapPageView = z.infer<typeof sitemapPageViewSchema>;

/** `{page}` of GET /api/sitemap/{page}(.xml): a positive whole number. */
export const sitemapPageParamsSchema = z.object({
  page: z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/, 'page must be a positive whole number')
    .transform(Number),
});
