import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ROUTES } from '@fanlift/core';
import { AdminClaimsPage } from './pages/admin/AdminClaimsPage';
import { AffiliateLanderPage } from './pages/affiliate/AffiliateLanderPage';
import { AffiliatePage } from './pages/affiliate/AffiliatePage';
import { AffiliateQrPage } from './pages/affiliate/AffiliateQrPage';
import { SbLanderPage } from './pages/affiliate/SbLanderPage';
import { AthleteAccountPage } from './pages/athletes/AthleteAccountPage';
import { AthleteClaimProfilePage } from './pages/athletes/AthleteClaimProfilePage';
import { AthleteDashboardPage } from './pages/athletes/AthleteDashboardPage';
import { AthleteFundsPage } from './pages/athletes/AthleteFundsPage';
import { AthleteOnboardingPage } from './pages/athletes/AthleteOnboardingPage';
import { AthleteProfilePage } from './pages/athletes/AthleteProfilePage';
import { AthleteSchoolsPage } from './pages/athletes/AthleteSchoolsPage';
import { AthletesPage } from './pages/athletes/AthletesPage';
import { ClaimAthletePage } from './pages/athletes/ClaimAthletePage';
import { ClaimOnboardingPage } from './pages/athletes/ClaimOnboardingPage';
import { ClaimProfilePage } from './pages/athletes/ClaimProfilePage';
import { FundAthletePage } from './pages/athletes/FundAthletePage';
import { GuestLikeSuccessPage } from './pages/athletes/GuestLikeSuccessPage';
import { NewAthletePage } from './pages/athletes/NewAthletePage';
import { RosterSuccessPage } from './pages/athletes/RosterSuccessPage';
import { AthleteLoginPage } from './pages/auth/AthleteLoginPage';
import { AthleteRegisterPage } from './pages/auth/AthleteRegisterPage';
import { AuthCallbackPage } from './pages/auth/AuthCallbackPage';
import { FanLoginPage } from './pages/auth/FanLoginPage';
import { FanRegisterPage } from './pages/auth/FanRegisterPage';
import { ResetPasswordPage } from './pages/auth/ResetPasswordPage';
import { EmailUnsubscribePage } from './pages/fans/EmailUnsubscribePage';
import { FanAccountPage } from './pages/fans/FanAccountPage';
import { FanOnboardingPage } from './pages/fans/FanOnboardingPage';
import { FanProfilePage } from './pages/fans/FanProfilePage';
import { BasketballLiveGamePage } from './pages/games/BasketballLiveGamePage';
import { BracketParticipantPage } from './pages/games/BracketParticipantPage';
import { BracketParticipantsPage } from './pages/games/BracketParticipantsPage';
import { CfbBracketPage } from './pages/games/CfbBracketPage';
import { LiveChatPage } from './pages/games/LiveChatPage';
import { LiveGamePage } from './pages/games/LiveGamePage';
import { MensBasketballBracketPage } from './pages/games/MensBasketballBracketPage';
import { ScheduleGamePage } from './pages/games/ScheduleGamePage';
import { UpcomingBasketballGamesPage } from './pages/games/UpcomingBasketballGamesPage';
import { UpcomingGamesPage } from './pages/games/UpcomingGamesPage';
import { HomePage } from './pages/home/HomePage';
import { EarnPage } from './pages/other/EarnPage';
import { EliteAthletesPage } from './pages/other/EliteAthletesPage';
import { ExplorePage } from './pages/other/ExplorePage';
import { InviteFanPage } from './pages/other/InviteFanPage';
import { MarketplaceAdminPage } from './pages/other/MarketplaceAdminPage';
import { MarketplacePage } from './pages/other/MarketplacePage';
import { MilestoneListPage } from './pages/other/MilestoneListPage';
import { MilestonePage } from './pages/other/MilestonePage';
import { RadarAthletesPage } from './pages/other/RadarAthletesPage';
import { SearchAthletesPage } from './pages/other/SearchAthletesPage';
import { SearchUniversitiesPage } from './pages/other/SearchUniversitiesPage';
import { SendLikesPage } from './pages/other/SendLikesPage';
import { SitemapPage } from './pages/other/SitemapPage';
import { TopEventsPage } from './pages/other/TopEventsPage';
import { QrClaimInvitePage } from './pages/qr/QrClaimInvitePage';
import { QrClaimVerifyPage } from './pages/qr/QrClaimVerifyPage';
import { QrCreatePage } from './pages/qr/QrCreatePage';
import { QrListPage } from './pages/qr/QrListPage';
import { QrSharePage } from './pages/qr/QrSharePage';
import { OhioPage } from './pages/universities/OhioPage';
import { UniversityDashboardPage } from './pages/universities/UniversityDashboardPage';
import { UniversityNilPage } from './pages/universities/UniversityNilPage';
import { UniversityPage } from './pages/universities/UniversityPage';
import { AddLikesPage } from './pages/wallet/AddLikesPage';
import { GuestLikeCallbackPage } from './pages/wallet/GuestLikeCallbackPage';
import { StripeCallbackPage } from './pages/wallet/StripeCallbackPage';
import { WalletPage } from './pages/wallet/WalletPage';
import { WalletSuccessPage } from './pages/wallet/WalletSuccessPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PrivacyPage } from './pages/legal/PrivacyPage';
import { TermsPage } from './pages/legal/TermsPage';
import { RouteElement } from './routing/RouteElement';

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
