import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ROUTES } from '@fanlift/core';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteElement } from './routing/RouteElement';

/**
 * Pages are loaded when first opened (React.lazy): the first page loads only the shell and itself.
 * `Shell` shows an accessible loading state (Suspense) while a page's code arrives.
 */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

const AdminClaimsPage = page(() => import('./pages/admin/AdminClaimsPage'), 'AdminClaimsPage');
const AffiliateLanderPage = page(
  () => import('./pages/affiliate/AffiliateLanderPage'),
  'AffiliateLanderPage',
);
const AffiliatePage = page(() => import('./pages/affiliate/AffiliatePage'), 'AffiliatePage');
const AffiliateQrPage = page(() => import('./pages/affiliate/AffiliateQrPage'), 'AffiliateQrPage');
const SbLanderPage = page(() => import('./pages/affiliate/SbLanderPage'), 'SbLanderPage');
const AthleteAccountPage = page(() => import('./pages/athletes/AthleteAccountPage'), 'AthleteAccountPage');
const AthleteClaimProfilePage = page(
  () => import('./pages/athletes/AthleteClaimProfilePage'),
  'AthleteClaimProfilePage',
);
const AthleteDashboardPage = page(
  () => import('./pages/athletes/AthleteDashboardPage'),
  'AthleteDashboardPage',
);
const AthleteFundsPage = page(() => import('./pages/athletes/AthleteFundsPage'), 'AthleteFundsPage');
const AthleteOnboardingPage = page(
  () => import('./pages/athletes/AthleteOnboardingPage'),
  'AthleteOnboardingPage',
);
const AthleteProfilePage = page(() => import('./pages/athletes/AthleteProfilePage'), 'AthleteProfilePage');
const AthleteSchoolsPage = page(() => import('./pages/athletes/AthleteSchoolsPage'), 'AthleteSchoolsPage');
const AthletesPage = page(() => import('./pages/athletes/AthletesPage'), 'AthletesPage');
const ClaimAthletePage = page(() => import('./pages/athletes/ClaimAthletePage'), 'ClaimAthletePage');
const ClaimOnboardingPage = page(() => import('./pages/athletes/ClaimOnboardingPage'), 'ClaimOnboardingPage');
const ClaimProfilePage = page(() => import('./pages/athletes/ClaimProfilePage'), 'ClaimProfilePage');
const FundAthletePage = page(() => import('./pages/athletes/FundAthletePage'), 'FundAthletePage');
const GuestLikeSuccessPage = page(
  () => import('./pages/athletes/GuestLikeSuccessPage'),
  'GuestLikeSuccessPage',
);
const NewAthletePage = page(() => import('./pages/athletes/NewAthletePage'), 'NewAthletePage');
const RosterSuccessPage = page(() => import('./pages/athletes/RosterSuccessPage'), 'RosterSuccessPage');
const AthleteLoginPage = page(() => import('./pages/auth/AthleteLoginPage'), 'AthleteLoginPage');
const AthleteRegisterPage = page(() => import('./pages/auth/AthleteRegisterPage'), 'AthleteRegisterPage');
const AuthCallbackPage = page(() => import('./pages/auth/AuthCallbackPage'), 'AuthCallbackPage');
const FanLoginPage = page(() => import('./pages/auth/FanLoginPage'), 'FanLoginPage');
const FanRegisterPage = page(() => import('./pages/auth/FanRegisterPage'), 'FanRegisterPage');
const ResetPasswordPage = page(() => import('./pages/auth/ResetPasswordPage'), 'ResetPasswordPage');
const EmailUnsubscribePage = page(() => import('./pages/fans/EmailUnsubscribePage'), 'EmailUnsubscribePage');
const FanAccountPage = page(() => import('./pages/fans/FanAccountPage'), 'FanAccountPage');
const FanOnboardingPage = page(() => import('./pages/fans/FanOnboardingPage'), 'FanOnboardingPage');
const FanProfilePage = page(() => import('./pages/fans/FanProfilePage'), 'FanProfilePage');
const BasketballLiveGamePage = page(
  () => import('./pages/games/BasketballLiveGamePage'),
  'BasketballLiveGamePage',
);
const BracketParticipantPage = page(
  () => import('./pages/games/BracketParticipantPage'),
  'BracketParticipantPage',
);
const BracketParticipantsPage = page(
  () => import('./pages/games/BracketParticipantsPage'),
  'BracketParticipantsPage',
);
const CfbBracketPage = page(() => import('./pages/games/CfbBracketPage'), 'CfbBracketPage');
const LiveChatPage = page(() => import('./pages/games/LiveChatPage'), 'LiveChatPage');
const LiveGamePage = page(() => import('./pages/games/LiveGamePage'), 'LiveGamePage');
const MensBasketballBracketPage = page(
  () => import('./pages/games/MensBasketballBracketPage'),
  'MensBasketballBracketPage',
);
const ScheduleGamePage = page(() => import('./pages/games/ScheduleGamePage'), 'ScheduleGamePage');
const UpcomingBasketballGamesPage = page(
  () => import('./pages/games/UpcomingBasketballGamesPage'),
  'UpcomingBasketballGamesPage',
);
const UpcomingGamesPage = page(() => import('./pages/games/UpcomingGamesPage'), 'UpcomingGamesPage');
const HomePage = page(() => import('./pages/home/HomePage'), 'HomePage');
const EarnPage = page(() => import('./pages/other/EarnPage'), 'EarnPage');
const EliteAthletesPage = page(() => import('./pages/other/EliteAthletesPage'), 'EliteAthletesPage');
const ExplorePage = page(() => import('./pages/other/ExplorePage'), 'ExplorePage');
const InviteFanPage = page(() => import('./pages/other/InviteFanPage'), 'InviteFanPage');
const MarketplaceAdminPage = page(
  () => import('./features/marketplace/pages/MarketplaceAdminPage'),
  'MarketplaceAdminPage',
);
const MarketplacePage = page(() => import('./features/marketplace/pages/MarketplacePage'), 'MarketplacePage');
const MilestoneListPage = page(() => import('./pages/other/MilestoneListPage'), 'MilestoneListPage');
const MilestonePage = page(() => import('./pages/other/MilestonePage'), 'MilestonePage');
const RadarAthletesPage = page(() => import('./pages/other/RadarAthletesPage'), 'RadarAthletesPage');
const SearchAthletesPage = page(() => import('./pages/other/SearchAthletesPage'), 'SearchAthletesPage');
const SearchUniversitiesPage = page(
  () => import('./pages/other/SearchUniversitiesPage'),
  'SearchUniversitiesPage',
);
const SendLikesPage = page(() => import('./pages/other/SendLikesPage'), 'SendLikesPage');
const SitemapPage = page(() => import('./pages/other/SitemapPage'), 'SitemapPage');
const TopEventsPage = page(() => import('./pages/other/TopEventsPage'), 'TopEventsPage');
const QrClaimInvitePage = page(() => import('./features/qr/pages/QrClaimInvitePage'), 'QrClaimInvitePage');
const QrClaimVerifyPage = page(() => import('./features/qr/pages/QrClaimVerifyPage'), 'QrClaimVerifyPage');
const QrCreatePage = page(() => import('./features/qr/pages/QrCreatePage'), 'QrCreatePage');
const QrListPage = page(() => import('./features/qr/pages/QrListPage'), 'QrListPage');
const QrSharePage = page(() => import('./features/qr/pages/QrSharePage'), 'QrSharePage');
const OhioPage = page(() => import('./pages/universities/OhioPage'), 'OhioPage');
const UniversityDashboardPage = page(
  () => import('./pages/universities/UniversityDashboardPage'),
  'UniversityDashboardPage',
);
const UniversityNilPage = page(() => import('./pages/universities/UniversityNilPage'), 'UniversityNilPage');
const UniversityPage = page(() => import('./pages/universities/UniversityPage'), 'UniversityPage');
const AddLikesPage = page(() => import('./pages/wallet/AddLikesPage'), 'AddLikesPage');
const GuestLikeCallbackPage = page(
  () => import('./pages/wallet/GuestLikeCallbackPage'),
  'GuestLikeCallbackPage',
);
const StripeCallbackPage = page(() => import('./pages/wallet/StripeCallbackPage'), 'StripeCallbackPage');
const WalletPage = page(() => import('./pages/wallet/WalletPage'), 'WalletPage');
const WalletSuccessPage = page(() => import('./pages/wallet/WalletSuccessPage'), 'WalletSuccessPage');
const PrivacyPage = page(() => import('./pages/legal/PrivacyPage'), 'PrivacyPage');
const TermsPage = page(() => import('./pages/legal/TermsPage'), 'TermsPage');

/** Every path of core ROUTES -> its page component. */
export const PAGES: Record<string, ComponentType> = {
  '/athletes/account': AthleteAccountPage,
  '/athletes/home': AthleteDashboardPage,
  '/athletes/schools': AthleteSchoolsPage,
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
  '/wallet': WalletPage,
  '/wallet/add': AddLikesPage,
  '/wallet/success': WalletSuccessPage,
  '/stripeCallback': StripeCallbackPage,
  '/stripeGuestLikeCallback': GuestLikeCallbackPage,
  '/qr-code/create': QrCreatePage,
  '/qr-code/list': QrListPage,
  '/qr-code/share/:qrcodeId': QrSharePage,
  '/qr-code/claim-invite/:qrcodeId': QrClaimInvitePage,
  '/qr-code/claim-verify': QrClaimVerifyPage,
  '/affiliate': AffiliatePage,
  '/affiliate/qr-code/:qrcodeId': AffiliateQrPage,
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

function FallbackStub() {
  return <NotFoundPage />;
}

/** The react-router route list, built from core ROUTES; unknown paths show the 404 page. */
export function buildRoutes(): RouteObject[] {
  const routes: RouteObject[] = ROUTES.map((route) => ({
    path: route.path,
    element: <RouteElement route={route} page={PAGES[route.path] ?? FallbackStub} />,
  }));
  routes.push({ path: '*', element: <NotFoundPage /> });
  return routes;
}
