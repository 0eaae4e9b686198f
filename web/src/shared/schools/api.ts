import { useApi, useApiKeepingLast } from '../../api/routes';

/** The fan's current schools with names (for prefilling the picker). */
export function useMySchools(enabled: boolean) {
  return useApi('GET /api/schools/getMySchoolWithLikes', enabled ? {} : null);
}

/** GET /api/schools (by name, at most `limit`); the previous list stays while the next loads. */
export const useSchoolList = (query: { name?: string; limit: number }) =>
  useApiKeepingLast('GET /api/schools', { query });
