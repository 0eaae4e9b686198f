import { Link } from 'react-router-dom';
import useSWR from 'swr';
import styled, { css } from 'styled-components';
import { ATHLETE_DASHBOARD_PATH, SCHEDULE_GAME_PATH, type AthleteSearchResult } from '@fanlift/core';
import { errorMessage, type ApiError } from '../../../api/client';
import {
  Avatar,
  ButtonAnchor,
  ButtonLink,
  Card,
  Container,
  EmptyState,
  ErrorState,
  Eyebrow,
  Skeleton,
} from '../../../ui';
import { Icon } from '../../../ui/Icon';
import { capitalise } from '../../../ui/format';
import { ClaimsWaitingNotice } from '../../claims/components/ClaimsWaitingNotice';
import { authUrl, displayName, useSession } from '../../../session';

const TOP_ATHLETES_KEY = '/athletes?limit=8';

function formatDollars(cents: number) {
  return (Number(cents) / 100).toLocaleString(undefined, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
}

function HeroActions() {
  const session = useSession();
  if (session.status === 'loading') return <Skeleton $h="48px" $w="320px" style={{ opacity: 0.2 }} />;
  if (session.isFan)
    return (
      <>
        <ButtonLink to={SCHEDULE_GAME_PATH}>Open Play Cast</ButtonLink>
        <ButtonLink to="/wallet/add" $variant="outlineOnDark">
          Add likes
        </ButtonLink>
        <ButtonLink to="/search-universities" $variant="outlineOnDark">
          Find your university
        </ButtonLink>
      </>
    );
  if (session.isAthlete)
    return session.athleteOnboarded ? (
      <ButtonLink to={ATHLETE_DASHBOARD_PATH}>Go to my dashboard</ButtonLink>
    ) : (
      <ButtonLink to="/athletes/onboarding">Finish my profile</ButtonLink>
    );
  return (
    <>
      <ButtonAnchor href={authUrl({ userType: 'fan', signup: true, returnTo: '/' })}>
        Join as a fan
      </ButtonAnchor>
      <ButtonAnchor href={authUrl({ userType: 'athlete', signup: true, returnTo: '/' })} $variant="onDark">
        I&rsquo;m an athlete
      </ButtonAnchor>
      <ButtonLink to={SCHEDULE_GAME_PATH} $variant="outlineOnDark">
        Explore Play Cast
      </ButtonLink>
    </>
  );
}

function TopAthletes() {
  const { data, error, isLoading, mutate } = useSWR<{ athletes: AthleteSearchResult[] }, ApiError>(
    TOP_ATHLETES_KEY,
  );
  if (isLoading && !data)
    return (
      <Strip role="status" aria-busy="true" aria-label="Loading top athletes">
        {Array.from({ length: 8 }, (_, i) => (
          <SkeletonCard key={i}>
            <Skeleton $h="72px" $w="72px" $round />
            <Skeleton $h="16px" $w="70%" />
            <Skeleton $h="12px" $w="50%" />
          </SkeletonCard>
        ))}
      </Strip>
    );
  if (error && !data)
    return (
      <ErrorState
        message={
          error.status === 0 || error.status >= 500
            ? 'Top athletes are not available right now. Please try again in a moment.'
            : errorMessage(error)
        }
        onRetry={() => void mutate()}
      />
    );
  const athletes = data?.athletes ?? [];
  if (athletes.length === 0) return <EmptyState>No athletes yet — check back soon.</EmptyState>;
  return (
    <Strip data-testid="top-athletes">
      {athletes.map((a) => {
        const name = `${a.user?.firstName ?? ''} ${a.user?.lastName ?? ''}`.trim();
        return (
          <AthleteCard key={a.id} to={`/athletes/${a.id}`} data-testid="top-athlete">
            <Avatar src={a.photoUrl} name={name} size={72} />
            <strong>{name}</strong>
            <small>
              {[a.position, capitalise(a.sport)].filter(Boolean).join(' · ')}
              {a.class ? ` · ’${String(a.class).slice(-2)}` : ''}
            </small>
            {a.schools?.[0] && <small>{a.schools[0].name}</small>}
            <Raised>{formatDollars(a.sumTotalInCents ?? 0)} raised</Raised>
          </AthleteCard>
        );
      })}
    </Strip>
  );
}

export function HomePage() {
  const session = useSession();
  return (
    <>
      <Hero>
        <Container>
          <HeroInner>
            <Eyebrow style={{ color: '#ffb39f' }}>Fan-funded NIL for college sports</Eyebrow>
            <h1>
              {session.user
                ? `Welcome back, ${displayName(session.user).split(' ')[0]}.`
                : 'Back the athletes you believe in.'}
            </h1>
            <p>
              Fanlift lets fans support college athletes and universities directly. Give likes to the recruits
              you follow, earn stars and spins as you go, and watch the games live with fellow fans.
            </p>
            <Actions>
              <HeroActions />
            </Actions>
          </HeroInner>
        </Container>
      </Hero>
      <Container>
        <Steps aria-label="How Fanlift works">
          <Step>
            <StepIcon>
              <Icon name="card" />
            </StepIcon>
            <h2>Get likes</h2>
            <p>Buy a pack of likes, or earn them free by inviting friends and spinning the wheel.</p>
          </Step>
          <Step>
            <StepIcon>
              <Icon name="heart" />
            </StepIcon>
            <h2>Give to athletes</h2>
            <p>Send likes to the recruits and universities you follow. Every like funds their NIL.</p>
          </Step>
          <Step>
            <StepIcon>
              <Icon name="star" />
            </StepIcon>
            <h2>Earn stars</h2>
            <p>The more you give, the more stars you earn — each new star brings a spin and rewards.</p>
          </Step>
        </Steps>
        <ClaimsWaitingNotice />
        <Section aria-labelledby="top-athletes-heading">
          <SectionHead>
            <h2 id="top-athletes-heading">Top athletes</h2>
            <Link to="/search-athletes">See all athletes →</Link>
          </SectionHead>
          <TopAthletes />
        </Section>
      </Container>
    </>
  );
}

const Hero = styled.section`
  background:
    radial-gradient(1200px 400px at 85% -10%, rgba(255, 92, 53, 0.35), transparent 60%),
    radial-gradient(800px 300px at 0% 110%, rgba(41, 73, 127, 0.8), transparent 60%),
    ${({ theme }) => theme.colors.navy900};
  color: #fff;
`;

const HeroInner = styled.div`
  padding: 56px 0 64px;
  max-width: 720px;
  h1 {
    font-size: clamp(34px, 6vw, 56px);
    font-weight: 850;
    letter-spacing: -0.03em;
    margin-bottom: 16px;
  }
  p {
    font-size: clamp(16px, 2vw, 19px);
    color: ${({ theme }) => theme.colors.textOnDarkMuted};
    max-width: 58ch;
  }
  ${({ theme }) => theme.media.desktop} {
    padding: 88px 0 96px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 28px;
`;

const Steps = styled.section`
  display: grid;
  gap: 16px;
  margin-top: -32px;
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(3, 1fr);
    gap: 24px;
  }
`;

const Step = styled(Card)`
  padding: 24px;
  h2 {
    font-size: 19px;
    margin: 10px 0 6px;
    color: ${({ theme }) => theme.colors.navy900};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StepIcon = styled.span`
  display: inline-flex;
  width: 44px;
  height: 44px;
  align-items: center;
  justify-content: center;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
`;

const Section = styled.section`
  margin: 48px 0 72px;
`;

const SectionHead = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 16px;
  h2 {
    font-size: 24px;
    margin: 0;
    color: ${({ theme }) => theme.colors.navy900};
  }
  a {
    font-weight: 600;
    text-decoration: none;
  }
`;

const Strip = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 168px;
  gap: 12px;
  overflow-x: auto;
  padding: 4px 2px 12px;
  scroll-snap-type: x mandatory;
  ${({ theme }) => theme.media.desktop} {
    grid-auto-flow: row;
    grid-template-columns: repeat(4, 1fr);
    grid-auto-columns: unset;
    gap: 20px;
    overflow: visible;
  }
`;

const cardStyle = css`
  scroll-snap-align: start;
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: 6px;
  padding: 20px 14px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition:
    transform 0.15s,
    box-shadow 0.15s;
  &:hover {
    transform: translateY(-2px);
    box-shadow: ${({ theme }) => theme.shadows.popover};
  }
  strong {
    margin-top: 6px;
    font-size: 16px;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 13px;
  }
`;

const AthleteCard = styled(Link)`
  ${cardStyle}
`;

const SkeletonCard = styled.div`
  ${cardStyle}
  &:hover {
    transform: none;
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
`;

const Raised = styled.span`
  margin-top: 6px;
  font-size: 13px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.success};
  background: #e8f6f0;
  border-radius: 999px;
  padding: 2px 10px;
`;
