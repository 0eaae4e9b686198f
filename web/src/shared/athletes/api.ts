import { useApi, useApiKeepingLast } from '../../api/routes';

/** GET /api/athletes/:id (null: nothing fetched yet). */
export const useAthleteDetail = (athleteId: number | string | null | undefined) =>
  useApi(
    'GET /api/athletes/:id',
    athleteId && /^\d+$/.test(String(athleteId)) ? { params: { id: athleteId } } : null,
  );

/** GET /api/athletes?limit=: the first page of athletes (most supported first). */
export const useTopAthletes = (limit: number) => useApi('GET /api/athletes', { query: { limit } });

/** GET /api/athletes (by name, at most `limit`); the previous list stays while the next loads. */
export const useAthleteSearch = (query: { limit: number; name?: string }) =>
  useApiKeepingLast('GET /api/athletes', { query });
