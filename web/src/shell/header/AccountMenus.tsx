import styled from 'styled-components';
import { ATHLETE_DASHBOARD_PATH, STAR_TOTAL } from '@fanlift/core/web';
import { displayName, useFanSummary, useSignOut, type Session } from '../../session';
import { Avatar, Stars } from '../../ui';
import { formatLikes } from '../../ui/format';
import { fanAccountLinks } from './navModel';
import { MenuAction, MenuButton, MenuHeader, MenuLink, MenuSeparator } from './Menu';

/** Balance text: '—' while loading, null (hidden) on error. */
export function useBalanceDisplay() {
  const { data, error, isLoading } = useFanSummary();
  const balance = data ? formatLikes(data.balance) : error && !isLoading ? null : '—';
  const earnedStar = data ? data.earnedStar : null;
  return { balance, earnedStar, starsLoading: !data && !error, starsError: !!error && !data };
}

export function FanAccountMenu({ session }: { session: Session }) {
  const user = session.user!;
  const name = displayName(user);
  const { balance, earnedStar, starsLoading } = useBalanceDisplay();
  return (
    <MenuButton
      variant="account"
      align="right"
      testId="fan-account-button"
      menuTestId="fan-account-menu"
      label={<AccountLabel name={name} />}
    >
      <MenuHeader>
        <strong data-testid="account-name">{name}</strong>
        {user.firstName && <Muted>{user.email}</Muted>}
      </MenuHeader>
      <MenuSeparator />
      {(earnedStar !== null || starsLoading) && (
        <MenuLink
          to="/milestone"
          testId="menu-stars"
          aria-label={
            earnedStar !== null ? `Star progress: ${earnedStar} of ${STAR_TOTAL} stars` : 'Star progress'
          }
        >
          <span>Stars</span>
          {earnedStar !== null ? <Stars earnedStar={earnedStar} /> : <Muted>—</Muted>}
        </MenuLink>
      )}
      <MenuLink to="/wallet" testId="menu-wallet">
        <span>Wallet</span>
        {balance !== null && <Balance data-testid="wallet-balance">{balance}</Balance>}
      </MenuLink>
      <MenuLink to="/fans/account" testId="menu-account">
        Account
      </MenuLink>
      {fanAccountLinks(session).map((item) => (
        <MenuLink key={item.to} to={item.to} testId={`menu-${item.testId}`}>
          {item.label}
        </MenuLink>
      ))}
      <MenuSeparator />
      <SignOutItem />
    </MenuButton>
  );
}

export function AthleteMenu({ session }: { session: Session }) {
  const user = session.user!;
  const name = displayName(user);
  return (
    <MenuButton
      variant="account"
      align="right"
      testId="athlete-account-button"
      menuTestId="athlete-account-menu"
      label={<AccountLabel name={name} photoUrl={user.athleteProfile?.photoUrl} />}
    >
      <MenuHeader>
        <strong data-testid="account-name">{name}</strong>
        <RecruitBadge data-testid="recruit-label">RECRUIT</RecruitBadge>
      </MenuHeader>
      <MenuSeparator />
      {session.athleteOnboarded && (
        <MenuLink to={ATHLETE_DASHBOARD_PATH} testId="menu-my-dashboard">
          My Dashboard
        </MenuLink>
      )}
      <SignOutItem />
    </MenuButton>
  );
}

/** The account button's text: avatar and name (the visible text, WCAG 2.5.3), then what the button opens. */
function AccountLabel({ name, photoUrl }: { name: string; photoUrl?: string | null }) {
  return (
    <>
      <Avatar name={name} src={photoUrl} size={32} />
      <AccountName>{name}</AccountName>
      <span className="visually-hidden">, account menu</span>
    </>
  );
}

/** Sign Out (POST); says so while it runs and when it fails. */
function SignOutItem() {
  const { signOut, signingOut, error } = useSignOut();
  return (
    <>
      <MenuAction onSelect={() => void signOut()} busy={signingOut} testId="menu-sign-out">
        {signingOut ? 'Signing out…' : 'Sign Out'}
      </MenuAction>
      {error && (
        <SignOutError role="alert" data-testid="sign-out-error">
          {error}
        </SignOutError>
      )}
    </>
  );
}

const SignOutError = styled.p`
  margin: 4px 12px 8px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.danger};
  max-width: 240px;
`;

const AccountName = styled.span`
  max-width: 160px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
  font-weight: 400;
`;

export const Balance = styled.span`
  font-weight: 700;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.navy800};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  padding: 2px 10px;
`;

export const RecruitBadge = styled.span`
  align-self: flex-start;
  margin-top: 4px;
  font-size: 11px;
  font-weight: 800;
  letter-spacing: 0.12em;
  color: ${({ theme }) => theme.colors.onAccent};
  background: ${({ theme }) => theme.colors.accent};
  border-radius: 4px;
  padding: 2px 8px;
`;
