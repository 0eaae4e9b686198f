import { useCallback, useEffect, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { UpdateUserInput, User } from '@fanlift/core';
import { apiFetch } from '../../api/client';
import { SESSION_KEY, useSession } from '../../session';
import type { SchoolListItem } from './types';

export function useDebounced<T>(value: T, ms = 250): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/** PUT /users/{authId} for the signed-in user, then refresh the session (so onboarding flags update). */
export function useUpdateUser() {
  const { user } = useSession();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (input: UpdateUserInput): Promise<User> => {
      if (!user) throw new Error('Not signed in');
      const updated = await apiFetch<User>(`/users/${encodeURIComponent(user.authId)}`, {
        method: 'PUT',
        body: input,
      });
      await mutate(SESSION_KEY, updated, { revalidate: false });
      return updated;
    },
    [user, mutate],
  );
}

/** The fan's current schools with names (for prefilling the picker). */
export function useMySchools(enabled: boolean) {
  return useSWR<{ schools: SchoolListItem[] }>(enabled ? '/schools/getMySchoolWithLikes' : null);
}
