import { useCallback, useEffect, useRef, useState } from 'react';
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
import {
  Bar,
  Inner,
  Brand,
  LogoLink,
  Nav,
  TopLink,
  SearchSlot,
  FanArea,
  Account,
  Hamburger,
} from './Header.styles';

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
