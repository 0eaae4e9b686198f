import useSWR from 'swr';
import type { AdminClaimsSummary, ClaimRequestView, MyClaims } from '@fanlift/core/web';
import type { ApiError } from '../../api/client';
import { useSession } from '../../session';

export const MY_CLAIMS_KEY = '/claims/mine';
export const ADMIN_CLAIMS_SUMMARY_KEY = '/admin/claims/summary';

/** The signed-in athlete's claim requests, newest first (nothing is fetched for fans or visitors). */
export function useMyClaims() {
  const { isAthlete } = useSession();
  return useSWR<MyClaims, ApiError>(isAthlete ? MY_CLAIMS_KEY : null);
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
  useSWR<AdminClaimsSummary, ApiError>(isAdmin ? ADMIN_CLAIMS_SUMMARY_KEY : null);
