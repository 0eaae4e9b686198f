import { useCallback } from 'react';
import { isAthleteOnboarded, isFanOnboarded, type User, type Viewer } from '@fanlift/core/web';
import type { ApiError } from '../api/client';
import { apiKey, useApi } from '../api/routes';

export const SESSION_KEY = apiKey('GET /api/auth/me', {});

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut' | 'error';

export interface Session {
  status: SessionStatus;
  user: User | null;
  error: ApiError | null;
  isFan: boolean;
  isAthlete: boolean;
  isAdmin: boolean;
  fanOnboarded: boolean;
  athleteOnboarded: boolean;
  /** For the route guard: 'loading', null (signed out or failed) or the viewer. */
  viewer: 'loading' | Viewer | null;
  refresh: () => Promise<unknown>;
}

/**
 * SPEC §7: GET /api/auth/me — 204 means no user, any other 2xx is the user, anything else (or a network
 * failure, status 0) is an error, and the session is then treated as failed (signed out).
 */
export function useSession(): Session {
  const { data, error, isLoading, mutate } = useApi(
    'GET /api/auth/me',
    {},
    { shouldRetryOnError: false, revalidateOnFocus: false, dedupingInterval: 5000 },
  );
  const refresh = useCallback(() => mutate(), [mutate]);
  let status: SessionStatus;
  if (data) status = 'signedIn';
  else if (error) status = 'error';
  else if (isLoading || data === undefined) status = 'loading';
  else status = 'signedOut';
  const user = status === 'signedIn' ? (data ?? null) : null;
  const isFan = user?.userType === 'fan';
  const isAthlete = user?.userType === 'athlete';
  return {
    status,
    user,
    error: error ?? null,
    isFan,
    isAthlete,
    isAdmin: user?.isAdmin === 1,
    fanOnboarded: isFan && isFanOnboarded(user),
    athleteOnboarded: isAthlete && isAthleteOnboarded(user),
    viewer:
      status === 'loading' ? 'loading' : user ? { userType: user.userType, isAdmin: user.isAdmin } : null,
    refresh,
  };
}

export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email;
}
