import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { guardRoute, loginUrl, type RouteAccess } from '@fanlift/core/web';
import { useSession } from '../../session';

/**
 * SPEC §4 route guard on top of core `guardRoute`: nothing while the session loads; a signed-out visitor
 * (or a failed session) on a guarded route is sent to the login path with the current path as returnTo
 * and sees nothing meanwhile; a fan on a non-fan route goes to the schedule game page; an athlete on a
 * non-athlete route goes to the athlete dashboard.
 */
export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const { viewer } = useSession();
  const location = useLocation();
  const current = `${location.pathname}${location.search}`;
  const decision = guardRoute(access, viewer, current);
  const loginReturnTo = decision.kind === 'login' ? decision.returnTo : null;
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (loginReturnTo === null || sent.current === loginReturnTo) return;
    sent.current = loginReturnTo;
    window.location.assign(loginUrl(loginReturnTo, access === 'athlete' ? 'athlete' : 'fan'));
  }, [loginReturnTo, access]);

  switch (decision.kind) {
    case 'wait':
    case 'login':
      return null;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'render':
      return <>{children}</>;
  }
}
