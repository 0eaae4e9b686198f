import { useApi } from '../../api/routes';

/** GET /api/sitemap/:page (pages are numbered from 1). */
export const useSitemapPage = (page: string) =>
  useApi('GET /api/sitemap/:page', /^[1-9]\d{0,5}$/.test(page) ? { params: { page } } : null);
