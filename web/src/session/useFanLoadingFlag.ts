import { useEffect, useState } from 'react';
import { FAN_LOADING_FLAG_MS } from '@fanlift/core/web';
import { useSession } from './useSession';

/** When this page load began: the flag counts from here, not from each component's mount. */
const loadStart = performance.now();
const sinceLoad = () => performance.now() - loadStart;

/**
 * SPEC §4: "A loading flag of 2 seconds ends early once the fan check has run." True while the session (which
 * says whether the visitor is a fan, and an onboarded one) has not answered, and at most FAN_LOADING_FLAG_MS
 * after the page loaded; after that the page shows what a visitor sees until the answer comes.
 */
export function useFanLoadingFlag(): boolean {
  const checking = useSession().status === 'loading';
  const [expired, setExpired] = useState(() => sinceLoad() >= FAN_LOADING_FLAG_MS);
  useEffect(() => {
    if (!checking || expired) return;
    const t = setTimeout(() => setExpired(true), Math.max(0, FAN_LOADING_FLAG_MS - sinceLoad()));
    return () => clearTimeout(t);
  }, [checking, expired]);
  return checking && !expired;
}
