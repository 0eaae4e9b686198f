// Over 300 lines (313): the one table of every SPEC page and its lazy component, kept in one place so the
// route test can compare it with core ROUTES; it is data, one line per page.
import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { findRoute, ROUTES } from '@fanlift/core/web';
import { NotFoundPage } from './shell/NotFoundPage';
import { RouteElement } from './shell/routing/RouteElement';

/** A lazy page: its component, and the import of its code (which a link near the viewport starts early). */
interface LazyPage {
  Page: ComponentType;
  load: () => Promise<unknown>;
}

/**
 * Pages are loaded when first opened (React.lazy): the first page loads only the shell and itself.
 * `Shell` shows an accessible loading state (Suspense) while a page's code arrives; `prefetchPage` starts it
 * earlier. Both call the same import, so the browser fetches each chunk once.
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyPage {
  const Page = lazy<ComponentType>(() => load().then((m) => ({ default: m[name] })));
  return { Page, load };
}

const AdminChatReportsPage = page(
  () => import('./features/chat/pages/AdminChatReportsPage'),
  'AdminChatReportsPage',
);
const AdminClaimsPage = page(() => import('./features/claims/pages/AdminClaimsPage'), 'AdminClaimsPage');
const AffiliateLanderPage = page(
  () => import('./features/affiliate/pages/AffiliateLanderPage'),
  'AffiliateLanderPage',
);
const AffiliatePage = page(() => import('./features/affiliate/pages/AffiliatePage'), 'AffiliatePage');
const SbLanderPage = page(() => import('./features/wallet/pages/SbLanderPage'), 'SbLanderPage');
const AthleteAccountPage = page(
  () => import('./features/athletes/pages/AthleteAccountPage'),
  'AthleteAccountPage',
);
const AthleteClaimProfilePage = page(
  () => import('./features/claims/pages/AthleteClaimProfilePage'),
  'AthleteClaimProfilePage',
);
const AthleteDashboardPage = page(
  () => import('./features/athletes/pages/AthleteDashboardPage'),
  'AthleteDashboardPage',
);
const AthleteFundsPage = page(() => import('./features/wallet/pages/AthleteFundsPage'), 'AthleteFundsPage');
const AthleteOnboardingPage = page(
  () => import('./features/athletes/pages/AthleteOnboardingPage'),
  'AthleteOnboardingPage',
);
const AthleteProfilePage = page(
  () => import('./features/athletes/pages/AthleteProfilePage'),
  'AthleteProfilePage',
);
const AthleteSchoolsPage = page(
  () => import('./features/athletes/pages/AthleteSchoolsPage'),
  'AthleteSchoolsPage',
);
const AthletesPage = page(() => import('./features/search/pages/AthletesPage'), 'AthletesPage');
const ClaimAthletePage = page(() => import('./features/claims/pages/ClaimAthletePage'), 'ClaimAthletePage');
const ClaimOnboardingPage = page(
  () => import('./features/claims/pages/ClaimOnboardingPage'),
  'ClaimOnboardingPage',
);
const ClaimProfilePage = page(() => import('./features/claims/pages/ClaimProfilePage'), 'ClaimProfilePage');
const FundAthletePage = page(() => import('./features/wallet/pages/FundAthletePage'), 'FundAthletePage');
const GuestLikeSuccessPage = page(
  () => import('./features/wallet/pages/GuestLikeSuccessPage'),
  'GuestLikeSuccessPage',
);
const NewAthletePage = page(() => import('./features/claims/pages/NewAthletePage'), 'NewAthletePage');
const RosterSuccessPage = page(
  () => import('./features/wallet/pages/RosterSuccessPage'),
  'RosterSuccessPage',
);
const AthleteLoginPage = page(() => import('./features/auth/pages/AthleteLoginPage'), 'AthleteLoginPage');
const AthleteRegisterPage = page(
  () => import('./features/auth/pages/AthleteRegisterPage'),
  'AthleteRegisterPage',
);
const AuthCallbackPage = page(() => import('./features/auth/pages/AuthCallbackPage'), 'AuthCallbackPage');
const FanLoginPage = page(() => import('./features/auth/pages/FanLoginPage'), 'FanLoginPage');
const FanRegisterPage = page(() => import('./features/auth/pages/FanRegisterPage'), 'FanRegisterPage');
const ResetPasswordPage = page(() => import('./features/auth/pages/ResetPasswordPage'), 'ResetPasswordPage');
const EmailUnsubscribePage = page(
  () => import('./features/rewards/pages/EmailUnsubscribePage'),
  'EmailUnsubscribePage',
);
const FanAccountPage = page(() => import('./features/fans/pages/FanAccountPage'), 'FanAccountPage');
const FanOnboardingPage = page(() => import('./features/fans/pages/FanOnboardingPage'), 'FanOnboardingPage');
const FanProfilePage = page(() => import('./features/fans/pages/FanProfilePage'), 'FanProfilePage');
const ThanksPage = page(() => import('./features/updates/pages/ThanksPage'), 'ThanksPage');
const BasketballLiveGamePage = page(
  () => import('./features/games/pages/LiveGamePages'),
  'BasketballLiveGamePage',
);
const BracketParticipantPage = page(
  () => import('./features/brackets/pages/BracketParticipantPage'),
  'BracketParticipantPage',
);
const BracketParticipantsPage = page(
  () => import('./features/brackets/pages/BracketParticipantsPage'),
  'BracketParticipantsPage',
);
const CfbBracketPage = page(() => import('./features/brackets/pages/CfbBracketPage'), 'CfbBracketPage');
const BracketGroupsPage = page(
  () => import('./features/brackets/pages/BracketGroupsPage'),
  'BracketGroupsPage',
);
const BracketGroupPage = page(() => import('./features/brackets/pages/BracketGroupPage'), 'BracketGroupPage');
const BracketGroupJoinPage = page(
  () => import('./features/brackets/pages/BracketGroupJoinPage'),
  'BracketGroupJoinPage',
);
const LiveChatPage = page(() => import('./features/games/pages/LiveChatPage'), 'LiveChatPage');
const LiveGamePage = page(() => import('./features/games/pages/LiveGamePages'), 'LiveGamePage');
const MensBasketballBracketPage = page(
  () => import('./features/brackets/pages/MensBasketballBracketPage'),
  'MensBasketballBracketPage',
);
const ScheduleGamePage = page(() => import('./features/games/pages/SchedulePage'), 'SchedulePage');
const UpcomingBasketballGamesPage = page(
  () => import('./features/games/pages/UpcomingGamesPage'),
  'UpcomingBasketballGamesPage',
);
const UpcomingGamesPage = page(() => import('./features/games/pages/UpcomingGamesPage'), 'UpcomingGamesPage');
const HomePage = page(() => import('./features/home/pages/HomePage'), 'HomePage');
const EarnPage = page(() => import('./features/rewards/pages/EarnPage'), 'EarnPage');
const EliteAthletesPage = page(
  () => import('./features/search/pages/EliteAthletesPage'),
  'EliteAthletesPage',
);
const ExplorePage = page(() => import('./features/search/pages/ExplorePage'), 'ExplorePage');
const InviteFanPage = page(() => import('./features/rewards/pages/InviteFanPage'), 'InviteFanPage');
const MarketplaceAdminPage = page(
  () => import('./features/marketplace/pages/MarketplaceAdminPage'),
  'MarketplaceAdminPage',
);
const MarketplacePage = page(() => import('./features/marketplace/pages/MarketplacePage'), 'MarketplacePage');
const MilestoneListPage = page(
  () => import('./features/rewards/pages/MilestoneListPage'),
  'MilestoneListPage',
);
const MilestonePage = page(() => import('./features/rewards/pages/MilestonePage'), 'MilestonePage');
const RadarAthletesPage = page(
  () => import('./features/search/pages/RadarAthletesPage'),
  'RadarAthletesPage',
);
const SearchAthletesPage = page(
  () => import('./features/search/pages/SearchAthletesPage'),
  'SearchAthletesPage',
);
const SearchUniversitiesPage = page(
  () => import('./features/search/pages/SearchUniversitiesPage'),
  'SearchUniversitiesPage',
);
const SendLikesPage = page(() => import('./features/wallet/pages/SendLikesPage'), 'SendLikesPage');
const SitemapPage = page(() => import('./features/sitemap/pages/SitemapPage'), 'SitemapPage');
const TopEventsPage = page(() => import('./features/games/pages/TopEventsPage'), 'TopEventsPage');
const QrClaimInvitePage = page(() => import('./features/qr/pages/QrClaimInvitePage'), 'QrClaimInvitePage');
const QrClaimVerifyPage = page(() => import('./features/qr/pages/QrClaimVerifyPage'), 'QrClaimVerifyPage');
const QrCreatePage = page(() => import('./features/qr/pages/QrCreatePage'), 'QrCreatePage');
const QrListPage = page(() => import('./features/qr/pages/QrListPage'), 'QrListPage');
const QrSharePage = page(() => import('./features/qr/pages/QrSharePage'), 'QrSharePage');
const OhioPage = page(() => import('./features/universities/pages/OhioPage'), 'OhioPage');
const UniversityDashboardPage = page(
  () => import('./features/universities/pages/UniversityDashboardPage'),
  'UniversityDashboardPage',
);
const UniversityNilPage = page(
  () => import('./features/universities/pages/UniversityNilPage'),
  'UniversityNilPage',
);
const UniversityPage = page(() => import('./features/universities/pages/UniversityPage'), 'UniversityPage');
const AddLikesPage = page(() => import('./features/wallet/pages/AddLikesPage'), 'AddLikesPage');
const GuestLikeCallbackPage = page(
  () => import('./features/wallet/pages/GuestLikeCallbackPage'),
  'GuestLikeCallbackPage',
);
const StripeCallbackPage = page(
  () => import('./features/wallet/pages/StripeCallbackPage'),
  'StripeCallbackPage',
);
const WalletPage = page(() => import('./features/wallet/pages/WalletPage'), 'WalletPage');
const MyLikesPage = page(() => import('./features/money/pages/MyLikesPage'), 'MyLikesPage');
const StatementPage = page(() => import('./features/money/pages/StatementPage'), 'StatementPage');
const ReceiptPage = page(() => import('./features/money/pages/ReceiptPage'), 'ReceiptPage');
const AthleteReportPage = page(() => import('./features/money/pages/AthleteReportPage'), 'AthleteReportPage');
const WalletSuccessPage = page(
  () => import('./features/wallet/pages/WalletSuccessPage'),
  'WalletSuccessPage',
);
const PrivacyPage = page(() => import('./features/legal/pages/PrivacyPage'), 'PrivacyPage');
const TermsPage = page(() => import('./features/legal/pages/TermsPage'), 'TermsPage');

/** Every path of core ROUTES -> its lazy page. */
const PAGES: Record<string, LazyPage> = {
  '/athletes/account': AthleteAccountPage,
  '/athletes/home': AthleteDashboardPage,
  '/athletes/schools': AthleteSchoolsPage,
  '/athletes/report': AthleteReportPage,
  '/athletes/onboarding': AthleteOnboardingPage,
  '/athletes/claim-onboarding': ClaimOnboardingPage,
  '/athletes': AthletesPage,
  '/athletes/:athleteId/fund/roster-success': RosterSuccessPage,
  '/athletes/:athleteId/funds/guest-like-roster-success': GuestLikeSuccessPage,
  '/athletes/:athleteId/fund': FundAthletePage,
  '/athletes/:athleteId/fund/:allocationId': FundAthletePage,
  '/athletes/:athleteId/funds': AthleteFundsPage,
  '/athletes/:athleteId/funds/:allocationId': AthleteFundsPage,
  '/athletes/:athleteId': AthleteProfilePage,
  '/new-athlete': NewAthletePage,
  '/claim-athlete': ClaimAthletePage,
  '/claim-profile/:athleteId': ClaimProfilePage,
  '/athlete-claim-profile/:id': AthleteClaimProfilePage,
  '/fans/account': FanAccountPage,
  '/fans/onboarding': FanOnboardingPage,
  '/fans/email-unsubscribe': EmailUnsubscribePage,
  '/fans/:fanId': FanProfilePage,
  '/thanks': ThanksPage,
  '/wallet': WalletPage,
  '/wallet/add': AddLikesPage,
  '/wallet/success': WalletSuccessPage,
  '/my-likes': MyLikesPage,
  '/statement': StatementPage,
  '/receipts/:id': ReceiptPage,
  '/stripeCallback': StripeCallbackPage,
  '/stripeGuestLikeCallback': GuestLikeCallbackPage,
  '/qr-code/create': QrCreatePage,
  '/qr-code/list': QrListPage,
  '/qr-code/share/:qrcodeId': QrSharePage,
  '/qr-code/claim-invite/:qrcodeId': QrClaimInvitePage,
  '/qr-code/claim-verify': QrClaimVerifyPage,
  '/affiliate': AffiliatePage,
  // The affiliate link's QR code is a QR code like any other: the same share page (download, print, scans).
  '/affiliate/qr-code/:qrcodeId': QrSharePage,
  '/affiliate/:affiliateCode': AffiliateLanderPage,
  '/sb-lander/:athleteId': SbLanderPage,
  '/live-game/game-schedule': ScheduleGamePage,
  '/live-game/basketball/:gameId': BasketballLiveGamePage,
  '/live-game/:gameId': LiveGamePage,
  '/live-chat/:gameId': LiveChatPage,
  '/cfb-bracket-participant': BracketParticipantsPage,
  '/cfb-bracket-participant/:fanId': BracketParticipantPage,
  '/mens-basketball-brackets': MensBasketballBracketPage,
  '/cfb-bracket': CfbBracketPage,
  '/brackets/groups': BracketGroupsPage,
  '/brackets/groups/:groupId': BracketGroupPage,
  '/brackets/groups/:groupId/join/:token': BracketGroupJoinPage,
  '/upcoming-games': UpcomingGamesPage,
  '/upcoming-games-basketball': UpcomingBasketballGamesPage,
  '/universities': UniversityPage,
  '/universities/:schoolId': UniversityPage,
  '/dashboard': UniversityDashboardPage,
  '/dashboard/:schoolId': UniversityDashboardPage,
  '/university/ohio': OhioPage,
  '/university-fan-funded-nil': UniversityNilPage,
  '/': HomePage,
  '/explore': ExplorePage,
  '/search-athletes': SearchAthletesPage,
  '/search-universities': SearchUniversitiesPage,
  '/radar-athletes': RadarAthletesPage,
  '/invite-fan': InviteFanPage,
  '/send-likes': SendLikesPage,
  '/milestone': MilestonePage,
  '/milestone/list': MilestoneListPage,
  '/top-events-to-socialize': TopEventsPage,
  '/earn': EarnPage,
  '/marketplace': MarketplacePage,
  '/admin/marketplace/list': MarketplaceAdminPage,
  '/admin/claims': AdminClaimsPage,
  '/admin/chat-reports': AdminChatReportsPage,
  '/sitemap/:page': SitemapPage,
  '/on3-elite-athlete': EliteAthletesPage,
  '/terms': TermsPage,
  '/privacy': PrivacyPage,
  '/user/login': FanLoginPage,
  '/user/register': FanRegisterPage,
  '/athlete/login': AthleteLoginPage,
  '/athlete/register': AthleteRegisterPage,
  '/user/reset-password': ResetPasswordPage,
  '/athlete/reset-password': ResetPasswordPage,
  '/user/callback': AuthCallbackPage,
  '/authCallback': AuthCallbackPage,
};

/** Core ROUTES paths without a page here (should be empty; checked in development). */
export function unmappedRoutes(): string[] {
  return ROUTES.filter((r) => !PAGES[r.path]).map((r) => r.path);
}

const prefetched = new Set<string>();

/** Start loading the code of the page at `pathname` (once per route; a failed load is tried again later). */
export function prefetchPage(pathname: string): void {
  const route = findRoute(pathname);
  const lazyPage = route && PAGES[route.path];
  if (!route || !lazyPage || prefetched.has(route.path)) return;
  prefetched.add(route.path);
  void lazyPage.load().catch(() => prefetched.delete(route.path));
}

/** The react-router route list, built from core ROUTES; unknown paths show the 404 page. */
export function buildRoutes(): RouteObject[] {
  const routes: RouteObject[] = ROUTES.map((route) => ({
    path: route.path,
    element: <RouteElement route={route} page={PAGES[route.path]?.Page ?? NotFoundPage} />,
  }));
  routes.push({ path: '*', element: <NotFoundPage /> });
  return routes;
}
