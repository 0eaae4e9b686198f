import { useApi, useApiKeepingLast } from '../../api/routes';
import { useLiveLikes } from '../live-likes/useLiveLikes';
import { useVisitorRefresh } from '../live-likes/useVisitorRefresh';

/** GET /api/athletes/:id (null: nothing fetched yet). */
export const useAthleteDetail = (athleteId: number | string | null | undefined) =>
  useApi(
    'GET /api/athletes/:id',
    athleteId && /^\d+$/.test(String(athleteId)) ? { params: { id: athleteId } } : null,
  );

/**
 * GET /api/athletes/:id kept live, one policy for every page of an athlete's figures (the profile, the funds and
 * fund pages): with a socket, each `athlete:likes` moves the likes at once and reads the rest again; without one
 * (visitors), a read every VISITOR_REFRESH_MS (useVisitorRefresh).
 */
export function useLiveAthleteDetail(athleteId: number | null) {
  const swr = useApi('GET /api/athletes/:id', athleteId ? { params: { id: athleteId } } : null, {
    refreshInterval: useVisitorRefresh(),
  });
  const { mutate } = swr;
  useLiveLikes('athlete', athleteId, ({ likes, sumTotalInCents }) => {
    void mutate((prev) => (prev ? { ...prev, likes, sumTotalInCents } : prev), { revalidate: true });
  });
  return swr;
}

/** GET /api/athletes?limit=: the first page of athletes (most supported first). */
export const useTopAthletes = (limit: number) => useApi('GET /api/athletes', { query: { limit } });

/** GET /api/athletes (by name, at most `limit`); the previous list stays while the next loads. */
export const useAthleteSearch = (query: { limit: number; name?: string }) =>
  useApiKeepingLast('GET /api/athletes', { query });
