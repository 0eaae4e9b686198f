/** The sitemap (SPEC §2 /sitemap/{page}): schools first (by id), then athletes (by id), page by page. */
import { type Sequelize } from 'sequelize';
import { SITEMAP_PAGE_SIZE, type SitemapEntry, type SitemapPage } from '@fanlift/core';
import { q } from '../sql';

export async function sitemapInfo(sequelize: Sequelize, pageSize = SITEMAP_PAGE_SIZE) {
  const [c] = await q(sequelize)<{ schools: number; athletes: number; lastModified: Date | null }>(
    // The athlete count is the derived one (migration 0023), the newest change an index read (0080): a page of
    // the sitemap reads the same few rows with 1,000,000 athletes as with 1,000.
    `SELECT (SELECT count(*) FROM schools)::int AS schools, fanlift_count('athletes', 0)::int AS athletes,
            GREATEST((SELECT max(updated_at) FROM schools), (SELECT max(updated_at) FROM athlete_profiles)) AS "lastModified"`,
    [],
  );
  const total = c.schools + c.athletes;
  return {
    schools: c.schools,
    athletes: c.athletes,
    total,
    pages: Math.max(1, Math.ceil(total / pageSize)),
    lastModified: new Date(c.lastModified ?? Date.now()).toISOString(),
  };
}

/** One page (1-based), or null past the last page. */
export async function sitemapPage(
  sequelize: Sequelize,
  page: number,
  pageSize = SITEMAP_PAGE_SIZE,
): Promise<SitemapPage | null> {
  const info = await sitemapInfo(sequelize, pageSize);
  if (!Number.isSafeInteger(page) || page < 1 || page > info.pages) return null;
  const start = (page - 1) * pageSize;
  const end = start + pageSize;
  const run = q(sequelize);
  const entries: SitemapEntry[] = [];
  if (start < info.schools) {
    const rows = await run<{ id: number; name: string; updatedAt: Date }>(
      `SELECT id, name, updated_at AS "updatedAt" FROM schools ORDER BY id OFFSET $1 LIMIT $2`,
      [start, Math.min(end, info.schools) - start],
    );
    for (const r of rows) {
      entries.push({
        type: 'school',
        id: r.id,
        name: r.name,
        path: `/universities/${r.id}`,
        lastModified: new Date(r.updatedAt).toISOString(),
      });
    }
  }
  if (end > info.schools) {
    const offset = Math.max(0, start - info.schools);
    const rows = await run<{ id: number; name: string; updatedAt: Date }>(
      `SELECT id, full_name AS name, updated_at AS "updatedAt" FROM athlete_profiles ORDER BY id OFFSET $1 LIMIT $2`,
      [offset, end - Math.max(start, info.schools)],
    );
    for (const r of rows) {
      entries.push({
        type: 'athlete',
        id: r.id,
        name: r.name,
        path: `/athletes/${r.id}`,
        lastModified: new Date(r.updatedAt).toISOString(),
      });
    }
  }
  return { page, pages: info.pages, pageSize, total: info.total, entries };
}
