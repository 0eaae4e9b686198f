import useSWR from 'swr';
import type { MySchoolsWithLikes, SchoolList } from '@fanlift/core/web';
import { apiUrl, type ApiError } from '../../api/client';

/** The fan's current schools with names (for prefilling the picker). */
export function useMySchools(enabled: boolean) {
  return useSWR<MySchoolsWithLikes, ApiError>(enabled ? '/schools/getMySchoolWithLikes' : null);
}

/** GET /api/schools (by name, at most `limit`); the previous list stays while the next loads. */
export const useSchoolList = (query: { name?: string; limit: number }) =>
  useSWR<SchoolList, ApiError>(apiUrl('/schools', query), { keepPreviousData: true });
