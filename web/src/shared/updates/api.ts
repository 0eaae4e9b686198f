import useSWRInfinite from 'swr/infinite';
import type { ThanksPage, UpdatesPage } from '@fanlift/core/web';
import type { ApiError } from '../../api/client';
import { apiFetcher, apiKey, useApi } from '../../api/routes';

const PAGE = 10;

/** Keyset pages of an athlete's updates (what this viewer may see), newest first. */
export function useAthleteUpdates(athleteId: number) {
  return useSWRInfinite<UpdatesPage, ApiError>(
    (i, prev: UpdatesPage | null) =>
      i > 0 && !prev?.nextBefore
        ? null
        : apiKey('GET /api/updates/athletes/:id', {
            params: { id: athleteId },
            query: { limit: PAGE, ...(prev?.nextBefore ? { before: prev.nextBefore } : {}) },
          }),
    apiFetcher('GET /api/updates/athletes/:id'),
    { revalidateFirstPage: true },
  );
}

/** Keyset pages of the updates that reached the signed-in fan. */
export function useUpdatesFromMyAthletes(enabled: boolean) {
  return useSWRInfinite<UpdatesPage, ApiError>(
    (i, prev: UpdatesPage | null) =>
      !enabled || (i > 0 && !prev?.nextBefore)
        ? null
        : apiKey('GET /api/updates/from-my-athletes', {
            query: { limit: PAGE, ...(prev?.nextBefore ? { before: prev.nextBefore } : {}) },
          }),
    apiFetcher('GET /api/updates/from-my-athletes'),
    { revalidateFirstPage: true },
  );
}

/** Keyset pages of the thanks the signed-in fan received. */
export function useThanksReceived(enabled: boolean) {
  return useSWRInfinite<ThanksPage, ApiError>(
    (i, prev: ThanksPage | null) =>
      !enabled || (i > 0 && !prev?.nextBefore)
        ? null
        : apiKey('GET /api/thanks/received', {
            query: { limit: PAGE, ...(prev?.nextBefore ? { before: prev.nextBefore } : {}) },
          }),
    apiFetcher('GET /api/thanks/received'),
    { revalidateFirstPage: true },
  );
}

/** The athlete's goal-reached posts by allocation id (for Reached on each goal). */
export function useGoalPosts(athleteId: number | undefined) {
  const { data, mutate } = useApi(
    'GET /api/updates/athletes/:id/goals',
    athleteId ? { params: { id: athleteId } } : null,
  );
  return { reached: new Map((data?.updates ?? []).map((u) => [u.goal?.id ?? 0, u])), mutate };
}
