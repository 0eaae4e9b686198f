import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { missingAthleteFields } from '@fanlift/core/web';
import { errorMessage } from '../../../api/client';
import { ButtonLink, Card, EmptyState, ErrorState, Skeleton } from '../../../ui';
import { Icon } from '../../../ui/Icon';
import { formatDollars, formatNumber } from '../../../ui/format';
import { AllocationList } from '../components/AllocationList';
import { LikesChart } from '../../../shared/likes-chart/LikesChart';
import {
  LiveText,
  Page,
  PageHeader,
  SectionTitle,
  StatGrid,
  StatGridSkeleton,
  StatTile,
  TwoCol,
} from '../../../ui/layout';
import { UpdateComposer } from '../../../shared/updates/UpdateComposer';
import { useGoalPosts } from '../../../shared/updates/api';
import { ThankPeriodForm, ThankableSupporters } from '../../../shared/updates/ThankSupporters';
import { NoProfilePanel, useHasPendingClaim } from '../../../shared/claims/NoProfilePanel';

import { displayName, useSession } from '../../../session';
import { useSocketConnect } from '../../../socket';
import { useLiveLikes } from '../../../shared/live-likes/useLiveLikes';
import { useAthleteDashboard } from '../api';
import { thumbOnMobile } from '../../../ui/thumb';

const RANGES = [7, 30, 90] as const;

/** /athletes/home: funds, supporters, likes over time, top supporters; live on `athlete:likes`. */
export function AthleteDashboardPage() {
  const session = useSession();
  const user = session.user;
  const [days, setDays] = useState<(typeof RANGES)[number]>(30);
  const { data, error, isLoading, mutate } = useAthleteDashboard(session.isAthlete, days);
  const [flash, setFlash] = useState<string | null>(null);
  const athleteId = data?.athlete.id;
  const goals = useGoalPosts(athleteId);

  useSocketConnect(() => void mutate());
  useLiveLikes('athlete', athleteId ?? null, (p) => {
    void mutate((prev) => (prev ? { ...prev, likes: p.likes, sumTotalInCents: p.sumTotalInCents } : prev), {
      revalidate: true,
    });
    setFlash(
      `New support! You now have ${formatNumber(p.likes)} likes (${formatDollars(p.sumTotalInCents)}).`,
    );
  });
  useEffect(() => {
    if (!flash) return;
    const t = setTimeout(() => setFlash(null), 6000);
    return () => clearTimeout(t);
  }, [flash]);

  const missing = user ? missingAthleteFields(user) : [];
  const noProfile = error?.status === 404;
  const pendingClaim = useHasPendingClaim();
  const callout = !session.athleteOnboarded && !(noProfile && pendingClaim) && (
    <Callout data-testid="athlete-onboarding-callout">
      <div>
        <h2>{noProfile ? 'Create your athlete profile' : 'Finish your profile'}</h2>
        <p>
          Fans can find and support you once your profile is complete
          {missing.length > 0 ? ` — ${missing.length} ${missing.length === 1 ? 'item' : 'items'} left` : ''}.
          Already listed on Fanlift? <Link to="/claim-athlete">Claim your profile</Link>.
        </p>
      </div>
      <ButtonLink to="/athletes/onboarding">Continue onboarding</ButtonLink>
    </Callout>
  );

  return (
    <Page>
      <PageHeader
        eyebrow="Recruit"
        title="My dashboard"
        lead={
          user
            ? noProfile
              ? `Welcome, ${displayName(user)}.`
              : `Welcome back, ${displayName(user)}. Here is how your fans are backing you.`
            : undefined
        }
        actions={
          data && (
            <>
              <ButtonLink to={`/athletes/${data.athlete.id}`} $variant="secondary" $small>
                View public profile
              </ButtonLink>
              <ButtonLink to="/athletes/report" $variant="secondary" $small>
                Earnings report
              </ButtonLink>
              <ButtonLink to="/athletes/account" $variant="secondary" $small>
                <Icon name="edit" size={16} /> Edit profile
              </ButtonLink>
            </>
          )
        }
      />
      {callout}
      <LiveText>{flash}</LiveText>
      {flash && <Flash aria-hidden="true">{flash}</Flash>}
      {noProfile ? (
        <NoProfilePanel />
      ) : error && !data ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void mutate()} />
      ) : isLoading && !data ? (
        <DashboardSkeleton />
      ) : data ? (
        <>
          <StatGrid data-testid="dashboard-stats">
            <StatTile
              label="Total funds"
              value={formatDollars(data.sumTotalInCents)}
              testId="dashboard-funds"
            />
            <StatTile label="Likes received" value={formatNumber(data.likes)} testId="dashboard-likes" />
            <StatTile
              label="Supporters"
              value={formatNumber(data.supporters)}
              testId="dashboard-supporters"
            />
            <StatTile
              label={`Last ${days} days`}
              value={`+${formatNumber(data.series.reduce((a, p) => a + p.likes, 0))}`}
            />
          </StatGrid>
          <Card>
            <UpdateComposer
              allocations={data.allocations.filter((al) => !goals.reached.has(al.id))}
              onPosted={() => void goals.mutate()}
            />
          </Card>
          <TwoCol>
            <div>
              <Card>
                <SectionTitle>
                  <span>Likes over time</span>
                  <RangeGroup role="group" aria-label="Time range">
                    {RANGES.map((r) => (
                      <button key={r} type="button" aria-pressed={days === r} onClick={() => setDays(r)}>
                        {r}d
                      </button>
                    ))}
                  </RangeGroup>
                </SectionTitle>
                {data.series.length === 0 ? (
                  <EmptyState>No likes in this period yet.</EmptyState>
                ) : (
                  <LikesChart series={data.series} />
                )}
              </Card>
              <Card>
                <SectionTitle>Funding goals</SectionTitle>
                <AllocationList
                  reached={goals.reached}
                  allocations={data.allocations}
                  empty={<>You have no funding goals yet. Fans&rsquo; likes go to your general fund.</>}
                />
              </Card>
            </div>
            <div>
              <Card>
                <SectionTitle>Top supporters</SectionTitle>
                <ThankableSupporters fans={data.topSupporters} />
                {data.supporters > 0 && <ThankPeriodForm />}
              </Card>
              <Card>
                <SectionTitle>Share your profile</SectionTitle>
                <p style={{ marginTop: 0, color: 'inherit' }}>
                  Fans send likes from your public page. Share the link on social media to grow your support.
                </p>
                <ShareLink data-testid="profile-link">
                  {`${window.location.origin}/athletes/${data.athlete.id}`}
                </ShareLink>
              </Card>
            </div>
          </TwoCol>
        </>
      ) : null}
    </Page>
  );
}

function DashboardSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Loading dashboard"
      style={{ display: 'flex', flexDirection: 'column', gap: 24 }}
    >
      <StatGridSkeleton />
      <Skeleton $h="320px" />
    </div>
  );
}

const Callout = styled(Card)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  flex-wrap: wrap;
  border-left: 5px solid ${({ theme }) => theme.colors.accent};
  h2 {
    font-size: 20px;
    margin-bottom: 4px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Flash = styled.div`
  border-radius: ${({ theme }) => theme.radii.md};
  padding: 12px 16px;
  background: #e7f6ef;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;
const RangeGroup = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: 999px;
  overflow: hidden;
  button {
    border: 0;
    background: transparent;
    padding: 4px 12px;
    min-height: 32px;
    ${thumbOnMobile}
    font-size: 13px;
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.navy900};
    color: #fff;
  }
`;
const ShareLink = styled.code`
  display: block;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 13px;
  overflow-wrap: anywhere;
`;
