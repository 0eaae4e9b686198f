// Over 300 lines (304): the header and its styles; the balance pill, rewards button and menus are their own
// files. Moving the styled blocks to Header.styles.ts is the next split.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useFanLoadingFlag, useSession } from '../../session';
import { Skeleton } from '../../ui';
import { AthleteMenu, FanAccountMenu } from './AccountMenus';
import { AuthButtons } from './AuthButtons';
import { BalancePill } from '../../shared/balance-pill/BalancePill';
import { RewardsButton } from './RewardsButton';
import { HeaderSearch } from './HeaderSearch';
import { MenuButton, MenuLink } from './Menu';
import { MOBILE_DRAWER_ID, MobileDrawer } from './MobileDrawer';
import { fanNav, PUBLIC_NAV } from './navModel';

export function Logo() {
  return (
    <LogoLink to="/" aria-label="Fanlift home">
      <svg viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#ff5c35" />
        <path d="M20 46V18h24v7H28v6h13v7H28v8z" fill="#fff" />
        <circle cx="46" cy="44" r="5" fill="#f5b301" />
      </svg>
      <span>Fanlift</span>
    </LogoLink>
  );
}

/** The rewards panel's control, when the page offers the panel (an onboarded fan, not on its hidden pages). */
export interface RewardsControl {
  open: boolean;
  onToggle: (spinsWaiting: number) => void;
}

/**
 * The main header of SPEC §2 "Shared page shell": navigation by role, search, account area; for a signed-in fan
 * the balance and the rewards control, on phones too.
 */
export function Header({ rewards }: { rewards?: RewardsControl | null }) {
  const session = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const closeDrawer = useCallback(() => {
    setDrawerOpen((wasOpen) => {
      if (wasOpen) setTimeout(() => hamburgerRef.current?.focus(), 0);
      return false;
    });
  }, []);

  // The header's height as --header-h on the document: what sticks under it (the live scoreboard) sits there.
  const barRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const bar = barRef.current;
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const ro = new ResizeObserver(() => root.style.setProperty('--header-h', `${bar.offsetHeight}px`));
    ro.observe(bar);
    return () => {
      ro.disconnect();
      root.style.removeProperty('--header-h');
    };
  }, []);

  // While the session check runs (2 s at most) the account area waits; then it offers sign-in until it answers.
  const waiting = useFanLoadingFlag();
  const signedOut = !session.user && !waiting;

  return (
    <Bar ref={barRef} data-testid="site-header" data-session={session.status}>
      <Inner data-compact={signedOut ? 'true' : undefined}>
        <Brand>
          <Logo />
        </Brand>
        <Nav aria-label="Main">
          {signedOut &&
            PUBLIC_NAV.map((item) => (
              <TopLink key={item.to} to={item.to} data-testid={item.testId}>
                {item.label}
              </TopLink>
            ))}
          {session.isFan &&
            fanNav(session).map((section) => (
              <MenuButton
                key={section.id}
                label={section.label}
                testId={section.testId}
                menuTestId={`${section.testId}-menu`}
              >
                {section.items.map((item) => (
                  <MenuLink
                    key={item.to}
                    to={item.to}
                    testId={item.testId}
                    reloadDocument={item.reloadDocument}
                  >
                    {item.label}
                  </MenuLink>
                ))}
              </MenuButton>
            ))}
        </Nav>
        <SearchSlot>
          <HeaderSearch />
        </SearchSlot>
        {session.isFan && (
          <FanArea>
            <BalancePill />
            {rewards && <RewardsButton open={rewards.open} onToggle={rewards.onToggle} />}
          </FanArea>
        )}
        <Account>
          {waiting && (
            <Skeleton $h="36px" $w="160px" style={{ opacity: 0.15 }} data-testid="account-loading" />
          )}
          {signedOut && <AuthButtons />}
          {session.isFan && <FanAccountMenu session={session} />}
          {session.isAthlete && <AthleteMenu session={session} />}
        </Account>
        <Hamburger
          ref={hamburgerRef}
          type="button"
          aria-label="Open menu"
          aria-expanded={drawerOpen}
          // Only while the drawer exists: aria-controls must point at an element in the page.
          aria-controls={drawerOpen ? MOBILE_DRAWER_ID : undefined}
          aria-haspopup="dialog"
          data-testid="mobile-menu-button"
          onClick={() => setDrawerOpen(true)}
        >
          <span />
          <span />
          <span />
        </Hamburger>
      </Inner>
      <MobileDrawer open={drawerOpen} onClose={closeDrawer} session={session} />
    </Bar>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.z.header};
  background: ${({ theme }) => theme.colors.navy900};
  /* On the dark bar the focus ring is the light blue (3:1 against navy). */
  --focus-ring: ${({ theme }) => theme.colors.focusOnDark};
  :focus-visible {
    outline-color: ${({ theme }) => theme.colors.focusOnDark};
  }
  color: ${({ theme }) => theme.colors.textOnDark};
  box-shadow:
    0 1px 0 rgba(255, 255, 255, 0.06),
    0 4px 18px rgba(6, 17, 31, 0.25);
`;

const Inner = styled.div`
  max-width: 1360px;
  margin: 0 auto;
  display: grid;
  align-items: center;
  padding: 10px 16px;
  gap: 10px 12px;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-areas:
    'brand fan burger'
    'search search search';
  ${({ theme }) => theme.media.desktop} {
    padding: 0 16px;
    height: ${({ theme }) => theme.layout.headerHeight};
    gap: 12px;
    grid-template-columns: auto auto minmax(130px, 1fr) auto auto;
    grid-template-areas: 'brand nav search fan account';
  }
  ${({ theme }) => theme.media.lg} {
    padding: 0 24px;
    gap: 16px;
    grid-template-columns: auto auto minmax(180px, 1fr) auto auto;
  }
  /* Signed out, four auth buttons: on small desktops the search moves to a second row. */
  &[data-compact='true'] {
    @media (min-width: ${({ theme }) => theme.breakpoints.md}px) and (max-width: ${({ theme }) =>
        theme.breakpoints.wide - 0.02}px) {
      height: auto;
      padding: 10px 16px;
      grid-template-columns: auto auto 1fr auto;
      grid-template-areas:
        'brand nav . account'
        'search search search search';
    }
  }
`;

const Brand = styled.div`
  grid-area: brand;
`;

const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  color: #fff;
  text-decoration: none;
  font-weight: 800;
  font-size: 21px;
  letter-spacing: -0.02em;
  svg {
    width: 32px;
    height: 32px;
  }
`;

const Nav = styled.nav`
  grid-area: nav;
  display: none;
  align-items: center;
  gap: 4px;
  ${({ theme }) => theme.media.desktop} {
    display: flex;
  }
`;

const TopLink = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  height: 40px;
  padding: 0 8px;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.textOnDark};
  ${({ theme }) => theme.media.lg} {
    padding: 0 12px;
  }
  text-decoration: none;
  font-weight: 600;
  font-size: 15px;
  white-space: nowrap;
  &:hover,
  &.active {
    background: rgba(255, 255, 255, 0.1);
  }
`;

const SearchSlot = styled.div`
  grid-area: search;
  min-width: 0;
  ${({ theme }) => theme.media.desktop} {
    max-width: 440px;
    justify-self: end;
    width: 100%;
  }
  [data-compact='true'] > & {
    @media (min-width: ${({ theme }) => theme.breakpoints.md}px) and (max-width: ${({ theme }) =>
        theme.breakpoints.wide - 0.02}px) {
      max-width: none;
    }
  }
`;

const FanArea = styled.div`
  grid-area: fan;
  justify-self: end;
  display: flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
`;

const Account = styled.div`
  grid-area: account;
  display: none;
  ${({ theme }) => theme.media.desktop} {
    display: flex;
    align-items: center;
    justify-content: flex-end;
  }
`;

const Hamburger = styled.button`
  grid-area: burger;
  justify-self: end;
  width: 44px;
  height: 44px;
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 5px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  cursor: pointer;
  span {
    display: block;
    width: 22px;
    height: 2px;
    border-radius: 2px;
    background: #fff;
  }
  &:hover {
    background: rgba(255, 255, 255, 0.1);
  }
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;
