import useSWR from 'swr';
import type { AthleteDetail, AthleteSearchPage } from '@fanlift/core/web';
import { apiUrl, type ApiError } from '../../api/client';

export const athleteKey = (athleteId: number) => `/athletes/${athleteId}`;

/** GET /api/athletes/:id (null: nothing fetched yet). */
export const useAthleteDetail = (athleteId: number | string | null | undefined) =>
  useSWR<AthleteDetail, ApiError>(
    athleteId && /^\d+$/.test(String(athleteId)) ? athleteKey(Number(athleteId)) : null,
  );

/** GET /api/athletes?limit=: the first page of athletes (most supported first). */
export const useTopAthletes = (limit: number) =>
  useSWR<AthleteSearchPage, ApiError>(apiUrl('/athletes', { limit }));

/** GET /api/athletes (by name, at most `limit`); the previous list stays while the next loads. */
export const useAthleteSearch = (query: { limit: number; name?: string }) =>
  useSWR<AthleteSearchPage, ApiError>(apiUrl('/athletes', query), { keepPreviousData: true });
