import useSWR from 'swr';
import type { SchoolListItem } from '@fanlift/core/web';

/** The fan's current schools with names (for prefilling the picker). */
export function useMySchools(enabled: boolean) {
  return useSWR<{ schools: SchoolListItem[] }>(enabled ? '/schools/getMySchoolWithLikes' : null);
}
