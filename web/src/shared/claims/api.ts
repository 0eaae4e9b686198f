import type { ClaimRequestView } from '@fanlift/core/web';
import { apiKey, useApi } from '../../api/routes';
import { useSession } from '../../session';

export const MY_CLAIMS_KEY = apiKey('GET /api/claims/mine', {});
export const ADMIN_CLAIMS_SUMMARY_KEY = apiKey('GET /api/admin/claims/summary', {});

/** The signed-in athlete's claim requests, newest first (nothing is fetched for fans or visitors). */
export function useMyClaims() {
  const { isAthlete } = useSession();
  return useApi('GET /api/claims/mine', isAthlete ? {} : null);
}

/**
 * The claim that tells where the athlete stands: the pending one if any, otherwise the newest decided one
 * (optionally for one profile only).
 */
export function currentClaim(
  claims: ClaimRequestView[] | undefined,
  athleteId?: number,
): ClaimRequestView | null {
  const list = (claims ?? []).filter((c) => athleteId === undefined || c.athleteId === athleteId);
  return list.find((c) => c.status === 'pending') ?? list[0] ?? null;
}

/** GET /api/admin/claims/summary: how many claims wait (admins only). */
export const useAdminClaimsSummary = (isAdmin: boolean) =>
  useApi('GET /api/admin/claims/summary', isAdmin ? {} : null);
