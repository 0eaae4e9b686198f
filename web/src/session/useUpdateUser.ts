import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { UpdateUserInput, User } from '@fanlift/core/web';
import { apiCall } from '../api/routes';
import { SESSION_KEY, useSession } from './useSession';

/** PUT /users/{authId} for the signed-in user, then refresh the session (so onboarding flags update). */
export function useUpdateUser() {
  const { user } = useSession();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (input: UpdateUserInput): Promise<User> => {
      if (!user) throw new Error('Not signed in');
      const updated = await apiCall('PUT /api/users/:authId', {
        params: { authId: user.authId },
        body: input,
      });
      await mutate(SESSION_KEY, updated, { revalidate: false });
      return updated;
    },
    [user, mutate],
  );
}
