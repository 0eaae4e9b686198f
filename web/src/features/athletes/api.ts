import useSWR from 'swr';
import type { AthleteDashboard } from '@fanlift/core/web';
import { apiUrl, type ApiError } from '../../api/client';

/** GET /api/athletes/me/dashboard?days= (athletes only; the previous range stays while the next loads). */
export const useAthleteDashboard = (enabled: boolean, days: number) =>
  useSWR<AthleteDashboard, ApiError>(enabled ? apiUrl('/athletes/me/dashboard', { days }) : null, {
    keepPreviousData: true,
  });
