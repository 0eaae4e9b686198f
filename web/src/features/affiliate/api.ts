import useSWR from 'swr';
import type { AffiliateAdminRow, AffiliateStats, AffiliateVisit } from '@fanlift/core/web';
import { apiFetch, type ApiError } from '../../api/client';
import { useSocketConnect, useSocketEvent } from '../../socket';

export const AFFILIATE_ME_KEY = '/affiliate/me';

/** The fan's affiliate stats; refetched when a visit, sign-up, commission or reversal is reported live. */
export function useAffiliateStats() {
  const swr = useSWR<AffiliateStats, ApiError>(AFFILIATE_ME_KEY);
  const { mutate } = swr;
  useSocketEvent('affiliate:update', () => void mutate());
  useSocketConnect(() => void mutate());
  return swr;
}

export const useAllAffiliates = (enabled: boolean) =>
  useSWR<{ affiliates: AffiliateAdminRow[] }, ApiError>(enabled ? '/affiliate/all' : null);

export const recordVisit = (code: string) =>
  apiFetch<AffiliateVisit>('/affiliate/visits', { method: 'POST', body: { code } });
