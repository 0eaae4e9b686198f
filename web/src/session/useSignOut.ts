import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '../api/client';
import { apiCall } from '../api/routes';

/**
 * Sign Out: POST /api/auth/logout (with X-Requested-With, like every state change), then a full-page
 * navigation to where the api says (home, or the sign-in service's logout), which also drops every cached
 * answer of the signed-in user.
 */
export function useSignOut() {
  const busy = useRef(false);
  const [signingOut, setSigningOut] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signOut = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setSigningOut(true);
    setError(null);
    try {
      const res = await apiCall('POST /api/auth/logout');
      window.location.assign(res?.redirectTo ?? '/');
    } catch (err) {
      busy.current = false;
      setSigningOut(false);
      setError(`Sign out failed: ${errorMessage(err)}`);
    }
  }, []);
  return { signOut, signingOut, error };
}
