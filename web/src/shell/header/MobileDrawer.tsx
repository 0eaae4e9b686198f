import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { ATHLETE_DASHBOARD_PATH } from '@fanlift/core/web';
import { displayName, useFanLoadingFlag, useSignOut, type Session } from '../../session';
import { Avatar, Stars } from '../../ui';
import { Balance, Muted, RecruitBadge, useBalanceDisplay } from './AccountMenus';
import { AuthButtons } from './AuthButtons';
import { fanAccountLinks, fanNav, PUBLIC_NAV, type NavItem } from './navModel';
import {
  Overlay,
  Panel,
  PanelHead,
  CloseButton,
  PanelBody,
  Section,
  SectionTitle,
  Who,
  DrawerLink,
  DrawerAction,
} from './MobileDrawer.styles';

export const MOBILE_DRAWER_ID = 'mobile-drawer';

/** Under 992 px the hamburger opens this drawer holding the same items as the header (SPEC §2). */
export function MobileDrawer({
  open,
  onClose,
  session,
}: {
  open: boolean;
  onClose: () => void;
  session: Session;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const waiting = useFanLoadingFlag();

  // Close on navigation.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    onCloseRef.current();
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const prev = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = prev;
    };
  }, [open]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !panelRef.current) return;
    // Keep focus inside the dialog.
    const focusables = Array.from(
      panelRef.current.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), input, [tabindex="0"]',
      ),
    );
    if (focusables.length === 0) return;
    const firstEl = focusables[0];
    const lastEl = focusables[focusables.length - 1];
    if (e.shiftKey && document.activeElement === firstEl) {
      e.preventDefault();
      lastEl.focus();
    } else if (!e.shiftKey && document.activeElement === lastEl) {
      e.preventDefault();
      firstEl.focus();
    }
  };

  if (!open) return null;

  return (
    <Overlay onClick={onClose} data-testid="mobile-drawer-overlay">
      <Panel
        ref={panelRef}
        id={MOBILE_DRAWER_ID}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        data-testid="mobile-drawer"
        onClick={(e) => e.stopPropagation()}
        onKeyDown={onKeyDown}
      >
        <PanelHead>
          <span>Menu</span>
          <CloseButton ref={closeRef} type="button" aria-label="Close menu" onClick={onClose}>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </CloseButton>
        </PanelHead>
        <PanelBody>
          {session.isFan && <FanDrawerContent session={session} />}
          {session.isAthlete && <AthleteDrawerContent session={session} />}
          {!session.user && !waiting && (
            <>
              <Section aria-label="Navigation">
                <DrawerLinks items={PUBLIC_NAV} />
              </Section>
              <Section aria-label="Sign in">
                <AuthButtons stacked />
              </Section>
            </>
          )}
        </PanelBody>
      </Panel>
    </Overlay>
  );
}

function FanDrawerContent({ session }: { session: Session }) {
  const user = session.user!;
  const name = displayName(user);
  const { balance, earnedStar, starsLoading } = useBalanceDisplay();
  return (
    <>
      <Section aria-label="Account">
        <Who>
          <Avatar name={name} size={44} />
          <div>
            <strong>{name}</strong>
            {user.firstName && <Muted>{user.email}</Muted>}
          </div>
        </Who>
        {(earnedStar !== null || starsLoading) && (
          <DrawerLink to="/milestone" data-testid="drawer-stars">
            <span>Stars</span>
            {earnedStar !== null ? <Stars earnedStar={earnedStar} /> : <Muted>—</Muted>}
          </DrawerLink>
        )}
        <DrawerLink to="/wallet" data-testid="drawer-wallet">
          <span>Wallet</span>
          {balance !== null && <Balance>{balance}</Balance>}
        </DrawerLink>
        <DrawerLink to="/fans/account" data-testid="drawer-account">
          Account
        </DrawerLink>
        <DrawerLinks items={fanAccountLinks(session)} />
      </Section>
      {fanNav(session).map((section) => (
        <Section key={section.id} aria-labelledby={`drawer-h-${section.id}`}>
          <SectionTitle id={`drawer-h-${section.id}`}>{section.label}</SectionTitle>
          <DrawerLinks items={section.items} />
        </Section>
      ))}
      <DrawerSignOut />
    </>
  );
}

function AthleteDrawerContent({ session }: { session: Session }) {
  const user = session.user!;
  const name = displayName(user);
  return (
    <>
      <Section aria-label="Account">
        <Who>
          <Avatar name={name} src={user.athleteProfile?.photoUrl} size={44} />
          <div>
            <strong>{name}</strong>
            <RecruitBadge>RECRUIT</RecruitBadge>
          </div>
        </Who>
        {session.athleteOnboarded && (
          <DrawerLink to={ATHLETE_DASHBOARD_PATH} data-testid="drawer-my-dashboard">
            My Dashboard
          </DrawerLink>
        )}
      </Section>
      <DrawerSignOut />
    </>
  );
}

/** Links of the drawer, each with the test id `drawer-<item's id>`. */
function DrawerLinks({ items }: { items: NavItem[] }) {
  return (
    <>
      {items.map((item) => (
        <DrawerLink
          key={item.to}
          to={item.to}
          reloadDocument={item.reloadDocument}
          data-testid={`drawer-${item.testId}`}
        >
          {item.label}
        </DrawerLink>
      ))}
    </>
  );
}

/** Sign Out (POST) in the drawer, in a section of its own. */
function DrawerSignOut() {
  const { signOut, signingOut, error } = useSignOut();
  return (
    <Section>
      <DrawerAction
        type="button"
        onClick={() => void signOut()}
        disabled={signingOut}
        aria-busy={signingOut || undefined}
        data-testid="drawer-sign-out"
      >
        {signingOut ? 'Signing out…' : 'Sign Out'}
      </DrawerAction>
      {error && (
        <p role="alert" style={{ margin: '4px 8px', fontSize: 13 }}>
          {error}
        </p>
      )}
    </Section>
  );
}
