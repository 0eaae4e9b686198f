import { useLocation } from 'react-router-dom';
import { LOGIN_API_PATH, safeReturnTo, type UserType } from '@fanlift/core/web';

export interface AuthUrlOptions {
  userType: UserType;
  /** Sign-up instead of sign-in (adds hint=signup). */
  signup?: boolean;
  /** Same-site path to come back to. */
  returnTo?: string;
  extra?: Record<string, string | undefined>;
}

/** The full-page login / register navigation of SPEC §2 "Session paths". */
export function authUrl({ userType, signup, returnTo, extra }: AuthUrlOptions): string {
  const q = new URLSearchParams({ userType });
  if (signup) q.set('hint', 'signup');
  if (returnTo) q.set('returnTo', safeReturnTo(returnTo));
  for (const [k, v] of Object.entries(extra ?? {})) if (v) q.set(k, v);
  return `${LOGIN_API_PATH}?${q.toString()}`;
}

export function currentPathWithSearch(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** The current path and query in render (the router's: also on the server, which has no window). */
export function useCurrentPathWithSearch(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}
