/**
 * The reads the season bench times, found by walking core's ROUTES (every GET route), not a hand-picked list.
 * Each gets its path parameters from the data (fixture.ts) and a caller its access allows; a route is left out
 * only with a printed reason: it changes something, it is an export (timed on its own, with /healthz), or it
 * belongs to the sign-in flow (redirects, the development sign-in page).
 */
import { ROUTES, splitRouteKey, type RouteSpec } from '@fanlift/core/routes';
import type { Fixture, Who } from './fixture';

export interface Read {
  key: string;
  who: Who;
  path: string;
}

export interface Skipped {
  key: string;
  reason: string;
}

/** GET routes that change something (a GET twin of a POST, kept for old clients). */
const MUTATIONS: Record<string, string> = {
  'GET /api/milestone/generate-old-data': 'mutation: recomputes every fan’s stars (admin)',
};

/** GET routes of the sign-in flow, and links only an email carries. */
const SIGN_IN: Record<string, string> = {
  'GET /api/email-unsubscribe': 'auth: answers only a signed token from an email',
};

function skipReason(key: string, spec: RouteSpec): string | null {
  if (MUTATIONS[key]) return MUTATIONS[key];
  if (SIGN_IN[key]) return SIGN_IN[key];
  if (spec.produces === 'csv') return 'export: timed below, with /healthz p99 meanwhile';
  if (spec.produces === 'redirect') return 'auth redirect (a scan, an email link or the sign-in flow)';
  if (key.startsWith('GET /api/auth/') && key !== 'GET /api/auth/me')
    return 'auth: the sign-in flow (redirects to the identity provider, the development sign-in page)';
  return null;
}

/** Who calls: the access it needs; the bracket pages as the fan in the middle of the CFP field. */
function callerOf(key: string, spec: RouteSpec): Who {
  if (spec.access === 'admin' || key.includes('/api/admin/')) return 'admin';
  if (spec.access === 'athlete' || key.startsWith('GET /api/athlete-wallet/')) return 'athlete';
  // The athlete's own money report (an admin's view of it costs the same).
  if (key === 'GET /api/athletes/:id/report') return 'athlete';
  // The group pages as a member (who sees the invite token and the own rank).
  if (key.startsWith('GET /api/bracket-groups/')) return 'bracketFan';
  if (key.startsWith('GET /api/brackets/')) return 'bracketFan';
  return 'fan';
}

/** A path parameter's value from the data; null when the data holds none. */
function paramOf(path: string, name: string, fx: Fixture): string | number | null {
  switch (name) {
    case 'kind':
      return 'cfp';
    case 'fanId':
      return fx.bracketFanId;
    case 'userId':
      return fx.fanId;
    case 'authId':
      return fx.fanAuthId;
    case 'sport':
      return 'football';
    case 'schoolId':
      return fx.schoolId;
    case 'page':
      return 1;
    case 'eventId':
      return fx.eventId;
    case 'name':
      return fx.uploadName;
    case 'code':
      return path.includes('/claim-invites/') ? fx.claimInviteCode : fx.qrCode;
    case 'token':
      return fx.groupToken;
  }
  if (name !== 'id') return null;
  const ids: [string, string | number | null][] = [
    ['/api/athletes/', fx.athleteId],
    ['/api/updates/athletes/', fx.athleteId],
    ['/api/updates/', fx.updateId],
    ['/api/bracket-groups/', fx.groupId],
    ['/api/me/receipts/', fx.receiptId],
    ['/api/athlete-wallet/', fx.athleteId],
    ['/api/games/', fx.gameId],
    ['/api/schools/', fx.schoolId],
    ['/api/marketplace/orders/', fx.orderId],
    ['/api/payments/', fx.checkoutId],
    ['/api/commands/', fx.commandId],
    ['/api/singleTransaction/', fx.txId],
    ['/api/fans/', fx.fanId],
    ['/api/walletTransactions/', fx.fanId],
    ['/api/referralCode/', fx.fanId],
    ['/api/milestone/', fx.fanId],
  ];
  return ids.find(([prefix]) => path.startsWith(prefix))?.[1] ?? null;
}

/** Query values a page sends that the route has no default for (the signed-in fan it is about). */
function queryOf(path: string, fx: Fixture): string {
  if (path.startsWith('/api/schools/get')) return `?fanUserId=${fx.fanId}`;
  // The claim page's search for one's own profile by name (a common first name, a grown last name).
  if (path === '/api/athletes/claimable') return '?firstName=Jalen&lastName=Season8';
  // The groups page's search of public CFP groups by a name's first letters.
  if (path === '/api/bracket-groups') return '?kind=cfp&q=Se';
  return '';
}

export function walkReads(fx: Fixture): { reads: Read[]; skipped: Skipped[] } {
  const reads: Read[] = [];
  const skipped: Skipped[] = [];
  for (const [key, spec] of Object.entries(ROUTES) as [string, RouteSpec][]) {
    const { method, path } = splitRouteKey(key);
    if (method !== 'GET') continue;
    const reason = skipReason(key, spec);
    if (reason) {
      skipped.push({ key, reason });
      continue;
    }
    let missing: string | null = null;
    const filled = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => {
      const v = paramOf(path, name, fx);
      if (v == null) missing ??= name;
      return encodeURIComponent(String(v ?? ''));
    });
    if (missing) {
      skipped.push({ key, reason: `NOT MEASURED: the data holds no value for :${missing}` });
      continue;
    }
    reads.push({ key, who: callerOf(key, spec), path: filled + queryOf(path, fx) });
  }
  return { reads, skipped };
}
