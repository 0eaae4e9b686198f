import useSWR from 'swr';
import type { SitemapPageView } from '@fanlift/core/web';
import type { ApiError } from '../../api/client';

/** GET /api/sitemap/:page (pages are numbered from 1). */
export const useSitemapPage = (page: string) =>
  useSWR<SitemapPageView, ApiError>(/^[1-9]\d{0,5}$/.test(page) ? `/sitemap/${page}` : null);
