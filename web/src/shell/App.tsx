import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { BrowserRouter, Link, useLocation, useRoutes } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { swrConfig } from '../api/client';
import { Header } from './header/Header';
import { Container, LoadingBlock } from '../ui';
import { GlobalStyle } from '../ui/GlobalStyle';
import { buildRoutes, prefetchPage, unmappedRoutes } from '../routes';
import { useLinkPrefetch } from './routing/useLinkPrefetch';
import { SocketProvider } from '../socket';
import { useSession } from '../session';
import { theme } from '../ui/theme';
import { RenderClockContext, type RenderClock } from '../shared/clock/renderClock';

/** The referral panel is for onboarded fans only: its code loads once the session says so, not for everyone. */
const ReferralPanel = lazy(() =>
  import('../features/rewards/components/ReferralPanel').then((m) => ({ default: m.ReferralPanel })),
);

/** SPEC §2: the referral panel (and its header control) is hidden on these pages. */
const REFERRAL_HIDDEN_ON = [
  '/upcoming-games',
  '/upcoming-games-basketball',
  '/radar-athletes',
  '/university/ohio',
];

/** The referral panel's state: open or not, and the tab it opens on (Spin when spins wait). */
function useRewardsPanel(pathname: string) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [startTab, setStartTab] = useState<'invite' | 'spin'>('invite');
  const onToggle = useCallback((spinsWaiting: number) => {
    setOpen((was) => {
      if (!was) setStartTab(spinsWaiting > 0 ? 'spin' : 'invite');
      return !was;
    });
  }, []);
  const onClose = useCallback(() => setOpen(false), []);
  const offered =
    session.isFan && session.fanOnboarded && !REFERRAL_HIDDEN_ON.includes(pathname.replace(/\/+$/, ''));
  return { offered, open: offered && open, startTab, onToggle, onClose };
}

/** Routes whose page brings its own header (SPEC §2: the Ohio page hides the main header). */
export const HEADERLESS_PATHS = ['/university/ohio'];

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** The page shell (header, routes, footer) under a router: BrowserRouter in the browser, StaticRouter on the server. */
export function Shell() {
  const routes = useMemo(() => buildRoutes(), []);
  const element = useRoutes(routes);
  const { pathname } = useLocation();
  const hideHeader = HEADERLESS_PATHS.includes(pathname.replace(/\/+$/, '') || '/');
  const rewards = useRewardsPanel(pathname);
  useLinkPrefetch(prefetchPage);
  return (
    <Page>
      <SkipLink href="#main">Skip to content</SkipLink>
      {!hideHeader && <Header rewards={rewards.offered ? rewards : null} />}
      <Main id="main" tabIndex={-1}>
        <Suspense fallback={<LoadingBlock label="Loading the page…" />}>{element}</Suspense>
      </Main>
      {!hideHeader && <Footer />}
      {rewards.offered && (
        <Suspense fallback={null}>
          <ReferralPanel open={rewards.open} startTab={rewards.startTab} onClose={rewards.onClose} />
        </Suspense>
      )}
      <ScrollToTop />
    </Page>
  );
}

function Footer() {
  return (
    <FooterBar>
      <Container>
        <FooterInner>
          <span>© {new Date().getFullYear()} Fanlift · Fan-funded NIL for college sports</span>
          <nav aria-label="Footer">
            <Link to="/university-fan-funded-nil">For universities</Link>
            <Link to="/search-athletes">Athletes</Link>
            <Link to="/search-universities">Universities</Link>
            <Link to="/fans/email-unsubscribe">Email preferences</Link>
            <Link to="/terms">Terms of Service</Link>
            <Link to="/privacy">Privacy Policy</Link>
          </nav>
        </FooterInner>
      </Container>
    </FooterBar>
  );
}

/**
 * Theme, global styles, SWR and the socket around the routed shell. `swr` adds to the app's SWR settings (the
 * server-rendered data as `fallback`, a per-request cache on the server: web/src/ssr).
 */
export function AppProviders({
  swr,
  clock = null,
  children,
}: {
  swr?: SWRConfiguration;
  clock?: RenderClock | null;
  children: ReactNode;
}) {
  useEffect(() => {
    const missing = unmappedRoutes();
    if (missing.length) console.warn('Routes without a page:', missing);
  }, []);
  const value = useMemo(() => ({ ...swrConfig, ...swr }), [swr]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SWRConfig value={value}>
        <RenderClockContext.Provider value={clock}>
          <SocketProvider>{children}</SocketProvider>
        </RenderClockContext.Provider>
      </SWRConfig>
    </ThemeProvider>
  );
}

export function App({ swr, clock }: { swr?: SWRConfiguration; clock?: RenderClock | null }) {
  return (
    <AppProviders swr={swr} clock={clock}>
      <BrowserRouter>
        <Shell />
      </BrowserRouter>
    </AppProviders>
  );
}

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1;
  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -56px;
  z-index: 1000;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 8px 14px;
  border-radius: 8px;
  background: #fff;
  color: ${({ theme }) => theme.colors.navy900};
  font-weight: 600;
  &:focus {
    top: 8px;
  }
`;

const FooterBar = styled.footer`
  margin-top: 48px;
  background: ${({ theme }) => theme.colors.navy950};
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  font-size: 14px;
`;

const FooterInner = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 24px;
  justify-content: space-between;
  align-items: center;
  padding: 24px 0;
  nav {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 20px;
  }
  a {
    color: ${({ theme }) => theme.colors.textOnDarkMuted};
    text-decoration: none;
    &:hover {
      color: #fff;
    }
  }
  /* On a phone each link is a 44 px target (the rows were 21 px text links). */
  ${({ theme }) => theme.media.mobile} {
    nav {
      gap: 0 20px;
    }
    nav a {
      display: inline-flex;
      align-items: center;
      min-height: 44px;
    }
  }
`;
