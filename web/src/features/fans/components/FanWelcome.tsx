import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SCHEDULE_GAME_PATH, safeReturnTo } from '@fanlift/core/web';
import { Icon, type IconName } from '../../../ui/Icon';
import { ButtonLink, GridList } from '../../../ui';
import type { Session } from '../../../session';

interface NextStep {
  to: string;
  icon: IconName;
  title: string;
  text: string;
  testId: string;
}

/** The last view of fan onboarding: welcome, and what to do next (where the fan was going first). */
export function FanWelcome({ session, returnTo }: { session: Session; returnTo: string | null }) {
  const firstName = session.user?.firstName?.trim();
  const schoolId = session.user?.fanProfile?.schools?.[0]?.schoolId;
  const back = returnTo ? safeReturnTo(returnTo, '') : '';
  const steps: NextStep[] = [
    ...(schoolId != null
      ? [
          {
            to: `/dashboard/${schoolId}?active=myuniversity`,
            icon: 'school' as const,
            title: 'Visit My University',
            text: 'See its athletes, the fans backing them and where your school ranks.',
            testId: 'welcome-my-university',
          },
        ]
      : []),
    {
      to: '/search-athletes',
      icon: 'search',
      title: 'Find athletes to back',
      text: 'Search recruits by school, sport, position and class.',
      testId: 'welcome-find-athletes',
    },
    {
      to: '/wallet/add',
      icon: 'card',
      title: 'Get likes',
      text: 'Buy a pack of likes to give, or earn them by inviting friends and spinning the wheel.',
      testId: 'welcome-add-likes',
    },
    {
      to: SCHEDULE_GAME_PATH,
      icon: 'tv',
      title: 'Follow live games',
      text: 'Play Cast: scores, plays and chat with fellow fans on game day.',
      testId: 'welcome-playcast',
    },
  ];
  return (
    <div data-testid="fan-welcome">
      <Lead role="status">
        {firstName ? `You're all set, ${firstName}!` : "You're all set!"} Your account is ready. Here is how
        to get started.
      </Lead>
      {back && (
        <ButtonLink to={back} data-testid="welcome-continue" style={{ marginBottom: 20 }}>
          Continue where you left off
        </ButtonLink>
      )}
      <Steps>
        {steps.map((s) => (
          <li key={s.testId}>
            <StepLink to={s.to} data-testid={s.testId}>
              <IconTile aria-hidden="true">
                <Icon name={s.icon} size={22} />
              </IconTile>
              <span>
                <strong>{s.title}</strong>
                <small>{s.text}</small>
              </span>
            </StepLink>
          </li>
        ))}
      </Steps>
    </div>
  );
}

const Lead = styled.p`
  font-size: 17px;
  color: ${({ theme }) => theme.colors.text};
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const Steps = styled(GridList).attrs({ $min: 260, $gap: 12 })``;

const StepLink = styled(Link)`
  display: flex;
  gap: 14px;
  align-items: flex-start;
  height: 100%;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accentSoft};
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.navy900};
    margin-bottom: 2px;
  }
  small {
    display: block;
    font-size: 14px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const IconTile = styled.span`
  flex: none;
  display: inline-flex;
  width: 40px;
  height: 40px;
  align-items: center;
  justify-content: center;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentText};
`;
