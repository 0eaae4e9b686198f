import { useApiKeepingLast } from '../../api/routes';

/** GET /api/athletes/me/dashboard?days= (athletes only; the previous range stays while the next loads). */
export const useAthleteDashboard = (enabled: boolean, days: number) =>
  useApiKeepingLast('GET /api/athletes/me/dashboard', enabled ? { query: { days } } : null);
