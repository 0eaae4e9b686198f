import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { ATHLETE_DASHBOARD_PATH, SCHEDULE_GAME_PATH } from '@fanlift/core/web';
import { errorMessage } from '../../../api/client';
import {
  Avatar,
  ButtonAnchor,
  ButtonLink,
  Container,
  EmptyState,
  ErrorState,
  Eyebrow,
  Skeleton,
} from '../../../ui';
import { Icon } from '../../../ui/Icon';
import { capitalise } from '../../../ui/format';
import { ClaimsWaitingNotice } from '../../../shared/claims/ClaimsWaitingNotice';
import { authUrl, displayName, useFanLoadingFlag, useSession } from '../../../session';
import {
  Hero,
  HeroInner,
  Actions,
  Steps,
  Step,
  StepIcon,
  Section,
  SectionHead,
  Strip,
  AthleteCard,
  SkeletonCard,
  Raised,
} from './HomePage.styles';
import { useTopAthletes } from '../../../shared/athletes/api';
import { LiveNow } from '../components/LiveNow';
import { MyUniversity } from '../components/MyUniversity';
import { greeting, recordWelcome, wasWelcomed } from '../welcome';

const TOP_ATHLETES = 8;

function formatDollars(cents: number) {
  return (Number(cents) / 100).toLocaleString(undefined, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
}

function HeroActions() {
  const session = useSession();
  const waiting = useFanLoadingFlag();
  if (waiting) return <Skeleton $h="48px" $w="320px" style={{ opacity: 0.2 }} />;
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
  const { data, error, isLoading, mutate } = useTopAthletes(TOP_ATHLETES);
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
            {(a.sumTotalInCents ?? 0) > 0 && <Raised>{formatDollars(a.sumTotalInCents ?? 0)} raised</Raised>}
          </AthleteCard>
        );
      })}
    </Strip>
  );
}

/** "Welcome" on the user's first visit in this browser, "Welcome back" after; decided once per user. */
function useGreeting(): string | null {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const firstName = user ? displayName(user).split(' ')[0] : '';
  const store = typeof localStorage === 'undefined' ? null : localStorage;
  const seenBefore = useMemo(() => userId !== null && wasWelcomed(userId, store), [userId, store]);
  useEffect(() => {
    if (userId !== null) recordWelcome(userId, store);
  }, [userId, store]);
  return userId === null ? null : greeting(seenBefore, firstName);
}

export function HomePage() {
  const session = useSession();
  const welcome = useGreeting();
  // What is on comes first for someone signed in (game day: the live games, their university, the top athletes);
  // how Fanlift works comes first for a visitor, and last for the others.
  const signedIn = session.status === 'signedIn';
  const howItWorks = (
    <Steps aria-label="How Fanlift works" $atEnd={signedIn}>
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
  );
  return (
    <>
      <Hero>
        <Container>
          <HeroInner>
            <Eyebrow style={{ color: '#ffb39f' }}>Fan-funded NIL for college sports</Eyebrow>
            <h1>{welcome ?? 'Back the athletes you believe in.'}</h1>
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
        {!signedIn && howItWorks}
        <ClaimsWaitingNotice />
        <Section aria-labelledby="live-now-heading" style={{ marginBottom: 32 }}>
          <SectionHead>
            <h2 id="live-now-heading">Live now</h2>
            <Link to={SCHEDULE_GAME_PATH}>All games →</Link>
          </SectionHead>
          <LiveNow />
        </Section>
        {session.isFan && (
          <Section aria-labelledby="my-university-heading" style={{ margin: '32px 0' }}>
            <SectionHead>
              <h2 id="my-university-heading">My university</h2>
            </SectionHead>
            <MyUniversity />
          </Section>
        )}
        <Section aria-labelledby="top-athletes-heading">
          <SectionHead>
            <h2 id="top-athletes-heading">Top athletes</h2>
            <Link to="/search-athletes">See all athletes →</Link>
          </SectionHead>
          <TopAthletes />
        </Section>
        {signedIn && howItWorks}
      </Container>
    </>
  );
}
