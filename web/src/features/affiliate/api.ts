import { apiCall, useApi } from '../../api/routes';
import { useSocketConnect, useSocketEvent } from '../../socket';

/** The fan's affiliate stats; refetched when a visit, sign-up, commission or reversal is reported live. */
export function useAffiliateStats() {
  const swr = useApi('GET /api/affiliate/me', {});
  const { mutate } = swr;
  useSocketEvent('affiliate:update', () => void mutate());
  useSocketConnect(() => void mutate());
  return swr;
}

export const useAllAffiliates = (enabled: boolean) => useApi('GET /api/affiliate/all', enabled ? {} : null);

export const recordVisit = (code: string) => apiCall('POST /api/affiliate/visits', { body: { code } });
