/**
 * The public pages the web server renders on the server (issue 30), by core route path, each with the source
 * file of its lazy page: the server preloads that file's chunk (from the build manifest) in the HTML, so the
 * page's code arrives in the first round trip. Other routes (signed-in pages, forms) keep the client render.
 */
export const SSR_PAGES: Record<string, string> = {
  '/': 'src/features/home/pages/HomePage.tsx',
  '/athletes/:athleteId': 'src/features/athletes/pages/AthleteProfilePage.tsx',
  '/athletes/:athleteId/funds': 'src/features/wallet/pages/AthleteFundsPage.tsx',
  '/athletes/:athleteId/funds/:allocationId': 'src/features/wallet/pages/AthleteFundsPage.tsx',
  '/athletes/:athleteId/fund': 'src/features/wallet/pages/FundAthletePage.tsx',
  '/athletes/:athleteId/fund/:allocationId': 'src/features/wallet/pages/FundAthletePage.tsx',
  '/universities': 'src/features/universities/pages/UniversityPage.tsx',
  '/universities/:schoolId': 'src/features/universities/pages/UniversityPage.tsx',
  '/search-athletes': 'src/features/search/pages/SearchAthletesPage.tsx',
  '/search-universities': 'src/features/search/pages/SearchUniversitiesPage.tsx',
  '/live-game/game-schedule': 'src/features/games/pages/SchedulePage.tsx',
  '/upcoming-games': 'src/features/games/pages/UpcomingGamesPage.tsx',
  '/upcoming-games-basketball': 'src/features/games/pages/UpcomingGamesPage.tsx',
  '/live-game/:gameId': 'src/features/games/pages/LiveGamePages.tsx',
  '/live-game/basketball/:gameId': 'src/features/games/pages/LiveGamePages.tsx',
  '/cfb-bracket': 'src/features/brackets/pages/CfbBracketPage.tsx',
  '/mens-basketball-brackets': 'src/features/brackets/pages/MensBasketballBracketPage.tsx',
  '/marketplace': 'src/features/marketplace/pages/MarketplacePage.tsx',
};
