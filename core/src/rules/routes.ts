/**
 * The route table of SPEC §2 with the access rules of SPEC §2 "Route access" and §4 "Route guard".
 * Used by the web router (what to render) and tested as pure functions.
 */
export type RouteAccess =
  | 'public' // anyone
  | 'fan' // fans (admins are fans)
  | 'athlete' // athletes
  | 'any' // any logged-in user
  | 'admin'; // fans with isAdmin = 1

export interface RouteDef {
  path: string;
  access: RouteAccess;
  title: string;
}

export const SCHEDULE_GAME_PATH = '/live-game/game-schedule';
export const ATHLETE_DASHBOARD_PATH = '/athletes/home';
export const LOGIN_API_PATH = '/api/auth/login';
export const ADMIN_CLAIMS_PATH = '/admin/claims';
export const ADMIN_CHAT_REPORTS_PATH = '/admin/chat-reports';
export const ADMIN_MARKETPLACE_PATH = '/admin/marketplace/list';

export const ROUTES: RouteDef[] = [
  // Athlete
  { path: '/athletes/account', access: 'athlete', title: 'Athlete account' },
  { path: '/athletes/home', access: 'athlete', title: 'Athlete dashboard' },
  { path: '/athletes/schools', access: 'athlete', title: 'My schools' },
  { path: '/athletes/report', access: 'athlete', title: 'Earnings report' },
  { path: '/athletes/onboarding', access: 'athlete', title: 'Athlete onboarding' },
  { path: '/athletes/claim-onboarding', access: 'athlete', title: 'Claim onboarding' },
  { path: '/athletes', access: 'public', title: 'Athletes' },
  { path: '/athletes/:athleteId/fund/roster-success', access: 'public', title: 'Thank you' },
  { path: '/athletes/:athleteId/funds/guest-like-roster-success', access: 'public', title: 'Thank you' },
  { path: '/athletes/:athleteId/fund', access: 'public', title: 'Fund athlete' },
  { path: '/athletes/:athleteId/fund/:allocationId', access: 'public', title: 'Fund athlete' },
  { path: '/athletes/:athleteId/funds', access: 'public', title: 'Athlete funds' },
  { path: '/athletes/:athleteId/funds/:allocationId', access: 'public', title: 'Athlete funds' },
  { path: '/athletes/:athleteId', access: 'public', title: 'Athlete profile' },
  { path: '/new-athlete', access: 'public', title: 'New athlete' },
  { path: '/claim-athlete', access: 'public', title: 'Claim your athlete profile' },
  { path: '/claim-profile/:athleteId', access: 'any', title: 'Claim profile' },
  { path: '/athlete-claim-profile/:id', access: 'any', title: 'Claim profile' },
  // Fan
  { path: '/fans/account', access: 'fan', title: 'Fan account' },
  { path: '/fans/onboarding', access: 'fan', title: 'Fan onboarding' },
  { path: '/fans/email-unsubscribe', access: 'public', title: 'Email preferences' },
  { path: '/fans/:fanId', access: 'any', title: 'Fan profile' },
  // Issue 29: the thank-yous athletes sent the fan and the updates of the athletes they back.
  { path: '/thanks', access: 'fan', title: 'Thanks received' },
  // Wallet and payments
  { path: '/wallet', access: 'fan', title: 'Wallet' },
  { path: '/wallet/add', access: 'fan', title: 'Add likes' },
  { path: '/wallet/success', access: 'fan', title: 'Payment received' },
  { path: '/my-likes', access: 'fan', title: 'Where your likes went' },
  { path: '/statement', access: 'fan', title: 'Yearly statement' },
  { path: '/receipts/:id', access: 'any', title: 'Receipt' },
  { path: '/stripeCallback', access: 'any', title: 'Payment' },
  { path: '/stripeGuestLikeCallback', access: 'public', title: 'Payment' },
  // QR and affiliate
  { path: '/qr-code/create', access: 'fan', title: 'Create QR code' },
  { path: '/qr-code/list', access: 'fan', title: 'My QR codes' },
  { path: '/qr-code/share/:qrcodeId', access: 'fan', title: 'Share QR code' },
  // Not fan-only (SPEC §2 lists them so): the athlete an invite is for opens it signed out, then signs in.
  { path: '/qr-code/claim-invite/:qrcodeId', access: 'public', title: 'Claim invite' },
  { path: '/qr-code/claim-verify', access: 'any', title: 'Verify claim' },
  { path: '/affiliate', access: 'fan', title: 'Affiliate' },
  { path: '/affiliate/qr-code/:qrcodeId', access: 'fan', title: 'Affiliate QR code' },
  // Public (SPEC §2 lists it with the logged-in routes): the visit is recorded before the visitor signs up.
  { path: '/affiliate/:affiliateCode', access: 'public', title: 'Affiliate' },
  { path: '/sb-lander/:athleteId', access: 'public', title: 'Support an athlete' },
  // Live and games
  { path: SCHEDULE_GAME_PATH, access: 'public', title: 'Play Cast' },
  { path: '/live-game/basketball/:gameId', access: 'public', title: 'Live game' },
  { path: '/live-game/:gameId', access: 'public', title: 'Live game' },
  { path: '/live-chat/:gameId', access: 'fan', title: 'Live chat' },
  // Admin pages (SPEC §6: the Admin menu's Bracket Participants): a fan is redirected like on any admin page.
  { path: '/cfb-bracket-participant', access: 'admin', title: 'Bracket participants' },
  { path: '/cfb-bracket-participant/:fanId', access: 'admin', title: 'Bracket participant' },
  { path: '/mens-basketball-brackets', access: 'public', title: "Men's basketball bracket" },
  { path: '/cfb-bracket', access: 'public', title: 'College Football Playoff bracket' },
  // Bracket groups (issue 29): public to look at (public groups); fans create and join.
  { path: '/brackets/groups', access: 'public', title: 'Bracket groups' },
  { path: '/brackets/groups/:groupId', access: 'public', title: 'Bracket group' },
  { path: '/brackets/groups/:groupId/join/:token', access: 'public', title: 'Join a bracket group' },
  { path: '/upcoming-games', access: 'public', title: 'Upcoming games' },
  { path: '/upcoming-games-basketball', access: 'public', title: 'Upcoming basketball games' },
  // Universities
  { path: '/universities', access: 'any', title: 'University' },
  { path: '/universities/:schoolId', access: 'any', title: 'University' },
  { path: '/dashboard', access: 'any', title: 'University dashboard' },
  { path: '/dashboard/:schoolId', access: 'any', title: 'University dashboard' },
  { path: '/university/ohio', access: 'public', title: 'Ohio State' },
  { path: '/university-fan-funded-nil', access: 'public', title: 'University fan-funded NIL' },
  // Other
  { path: '/', access: 'public', title: 'Fanlift' },
  { path: '/explore', access: 'any', title: 'Advanced search' },
  { path: '/search-athletes', access: 'public', title: 'Search athletes' },
  { path: '/search-universities', access: 'public', title: 'Search universities' },
  { path: '/radar-athletes', access: 'public', title: 'Radar athletes' },
  { path: '/invite-fan', access: 'fan', title: 'Invite a fan' },
  { path: '/send-likes', access: 'fan', title: 'Send likes' },
  { path: '/milestone', access: 'fan', title: 'Milestones' },
  // Admin page (SPEC §6: the Admin menu's Milestone Progression).
  { path: '/milestone/list', access: 'admin', title: 'Milestone progression' },
  { path: '/top-events-to-socialize', access: 'fan', title: 'Top events' },
  { path: '/earn', access: 'fan', title: 'Earn likes' },
  { path: '/marketplace', access: 'fan', title: 'Marketplace' },
  { path: ADMIN_MARKETPLACE_PATH, access: 'admin', title: 'Marketplace admin' },
  // Not in SPEC §2's list: admins review athletes' profile claims here (DESIGN §5 "Profile claims need proof").
  { path: ADMIN_CLAIMS_PATH, access: 'admin', title: 'Athlete claims' },
  // Not in SPEC §2's list either: admins read fans' reports of chat messages (DESIGN §5 chat) and delete them.
  { path: ADMIN_CHAT_REPORTS_PATH, access: 'admin', title: 'Chat reports' },
  { path: '/sitemap/:page', access: 'public', title: 'Sitemap' },
  { path: '/on3-elite-athlete', access: 'public', title: 'Elite athletes' },
  // Legal (linked from every Terms of Service and Privacy Policy checkbox, and the footer)
  { path: '/terms', access: 'public', title: 'Terms of Service' },
  { path: '/privacy', access: 'public', title: 'Privacy Policy' },
  // Public auth pages
  { path: '/user/login', access: 'public', title: 'Fan login' },
  { path: '/user/register', access: 'public', title: 'Fan registration' },
  { path: '/athlete/login', access: 'public', title: 'Athlete login' },
  { path: '/athlete/register', access: 'public', title: 'Athlete registration' },
  { path: '/user/reset-password', access: 'public', title: 'Reset password' },
  { path: '/athlete/reset-password', access: 'public', title: 'Reset password' },
  { path: '/user/callback', access: 'public', title: 'Signing in' },
  { path: '/authCallback', access: 'public', title: 'Signing in' },
];

/** Match a concrete pathname against a pattern with :params. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const clean = (s: string) => (s.length > 1 ? s.replace(/\/+$/, '') : s);
  const p = clean(pattern).split('/');
  const a = clean(pathname).split('/');
  if (p.length !== a.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < p.length; i++) {
    if (p[i].startsWith(':')) {
      if (!a[i]) return null;
      params[p[i].slice(1)] = decodeURIComponent(a[i]);
    } else if (p[i] !== a[i]) return null;
  }
  return params;
}

/** Static segments beat parameters, so '/athletes/home' wins over '/athletes/:athleteId'. */
export function findRoute(pathname: string): RouteDef | undefined {
  const matches = ROUTES.filter((r) => matchPath(r.path, pathname));
  const score = (r: RouteDef) => r.path.split('/').filter((s) => s && !s.startsWith(':')).length;
  return matches.sort((x, y) => score(y) - score(x))[0];
}

export interface Viewer {
  userType: 'fan' | 'athlete';
  isAdmin: number;
}

export type GuardDecision =
  | { kind: 'wait' }
  | { kind: 'render' }
  | { kind: 'redirect'; to: string }
  | { kind: 'login'; returnTo: string };

export function loginUrl(returnTo: string, userType: 'fan' | 'athlete' = 'fan'): string {
  const q = new URLSearchParams({ userType, returnTo });
  return `${LOGIN_API_PATH}?${q.toString()}`;
}

/**
 * SPEC §4 route guard. `session` is 'loading', null (nobody signed in or the session failed) or the viewer.
 */
export function guardRoute(
  access: RouteAccess,
  session: 'loading' | Viewer | null,
  currentPath: string,
): GuardDecision {
  if (session === 'loading') return { kind: 'wait' };
  if (access === 'public') return { kind: 'render' };
  if (session === null) return { kind: 'login', returnTo: currentPath };
  const { userType, isAdmin } = session;
  if (access === 'any') return { kind: 'render' };
  if (userType === 'fan') {
    if (access === 'fan') return { kind: 'render' };
    if (access === 'admin' && isAdmin === 1) return { kind: 'render' };
    return { kind: 'redirect', to: SCHEDULE_GAME_PATH };
  }
  // athlete
  if (access === 'athlete') return { kind: 'render' };
  return { kind: 'redirect', to: ATHLETE_DASHBOARD_PATH };
}
