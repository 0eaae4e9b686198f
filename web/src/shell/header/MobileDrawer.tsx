import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ATHLETE_DASHBOARD_PATH } from '@fanlift/core';
import { displayName, useSignOut, type Session } from '../../session';
import { Avatar, Stars } from '../../ui';
import { Balance, Muted, RecruitBadge, useBalanceDisplay } from './AccountMenus';
import { AuthButtons } from './AuthButtons';
import { fanNav, PUBLIC_NAV } from './navModel';

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
          {!session.user && session.status !== 'loading' && (
            <>
              <Section aria-label="Navigation">
                {PUBLIC_NAV.map((item) => (
                  <DrawerLink key={item.to} to={item.to} data-testid={`drawer-${item.testId}`}>
                    {item.label}
                  </DrawerLink>
                ))}
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
      </Section>
      {fanNav(session).map((section) => (
        <Section key={section.id} aria-labelledby={`drawer-h-${section.id}`}>
          <SectionTitle id={`drawer-h-${section.id}`}>{section.label}</SectionTitle>
          {section.items.map((item) => (
            <DrawerLink key={item.to} to={item.to} data-testid={`drawer-${item.testId}`}>
              {item.label}
            </DrawerLink>
          ))}
        </Section>
      ))}
      <Section>
        <DrawerSignOut />
      </Section>
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
      <Section>
        <DrawerSignOut />
      </Section>
    </>
  );
}

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.drawer};
  background: rgba(6, 17, 31, 0.55);
  display: flex;
  justify-content: flex-end;
`;

const Panel = styled.div`
  width: min(360px, 88vw);
  height: 100%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  display: flex;
  flex-direction: column;
  box-shadow: ${({ theme }) => theme.shadows.popover};
`;

const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: 60px;
  padding: 0 12px 0 20px;
  background: ${({ theme }) => theme.colors.navy900};
  color: #fff;
  font-weight: 700;
`;

const CloseButton = styled.button`
  width: 44px;
  height: 44px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: #fff;
  cursor: pointer;
  svg {
    width: 22px;
    height: 22px;
  }
  &:hover {
    background: rgba(255, 255, 255, 0.1);
  }
`;

const PanelBody = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 8px 0 24px;
`;

const Section = styled.section`
  padding: 12px 16px;
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const SectionTitle = styled.h2`
  margin: 0 0 4px;
  padding: 0 8px;
  font-size: 12px;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 4px 8px 12px;
  div {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const linkStyle = `
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 44px;
  padding: 8px;
  border-radius: 8px;
  text-decoration: none;
  font-weight: 500;
`;

const DrawerLink = styled(Link)`
  ${linkStyle}
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

/** Sign Out (POST) in the drawer. */
function DrawerSignOut() {
  const { signOut, signingOut, error } = useSignOut();
  return (
    <>
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
    </>
  );
}

const DrawerAction = styled.button`
  ${linkStyle}
  width: 100%;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 500;
  text-align: left;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.danger};
  &:hover {
    background: ${({ theme }) => theme.colors.dangerSoft};
  }
`;
