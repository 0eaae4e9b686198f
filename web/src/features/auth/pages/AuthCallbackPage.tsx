import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { safeReturnTo } from '@fanlift/core/web';
import { LoadingBlock } from '../../../ui';
import { useSession } from '../../../session';

/** /authCallback and /user/callback: refresh the session, then go to returnTo (same-site paths only). */
export function AuthCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { refresh } = useSession();
  const returnTo = safeReturnTo(params.get('returnTo'), '/');

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        await refresh();
      } catch {
        // The guard on the next page handles a failed session.
      }
      if (!cancelled) void navigate(returnTo, { replace: true });
    })();
    return () => {
      cancelled = true;
    };
  }, [returnTo, refresh, navigate]);

  return <LoadingBlock label="Signing you in…" />;
}
