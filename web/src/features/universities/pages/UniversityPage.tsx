import { useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ProfileBody as Body } from '../../../ui/styles';
import { SPORTS } from '@fanlift/core/web';
import { errorMessage } from '../../../api/client';
import { ButtonLink, Card, Container, EmptyState, ErrorState } from '../../../ui';
import { AthleteGrid, AthleteGridSkeleton } from '../../../shared/athlete-grid/AthleteGrid';
import { Pager } from '../../../ui/Pager';
import { capitalise, formatNumber } from '../../../ui/format';
import { SectionTitle, StatGridSkeleton, TwoCol } from '../../../ui/layout';
import { SchoolStats } from '../components/SchoolStats';
import { SchoolHero, SchoolHeroSkeleton } from '../components/SchoolHero';
import { TopFansList } from '../../../shared/top-fans/TopFans';

import { useDocumentTitle } from '../../../shared/page-meta/useDocumentTitle';
import { useSession } from '../../../session';
import { useLiveSchoolPage, useSchoolRoster } from '../api';
import { SchoolLoadError } from '../components/SchoolLoadError';
import { thumbOnMobile } from '../../../ui/thumb';

const PAGE_SIZE = 12;

/** /universities/{schoolId} (id or slug); without an id the fan's first school (SPEC §2). */
export function UniversityPage() {
  const { schoolId } = useParams();
  const { user } = useSession();
  const first = user?.fanProfile?.schools?.[0]?.schoolId;
  if (!schoolId && first !== undefined) return <Navigate to={`/universities/${first}`} replace />;
  if (!schoolId) return <NoSchool />;
  return <University key={schoolId} schoolKey={schoolId} />;
}

export function NoSchool() {
  const { isFan } = useSession();
  return (
    <Container>
      <div style={{ padding: '40px 0' }}>
        <EmptyState>
          <span>
            {isFan
              ? 'You do not follow a university yet. Pick one in your account to see it here.'
              : 'Search for a university to see its page.'}
          </span>
          {isFan ? (
            <ButtonLink to="/fans/account" $small>
              Choose my university
            </ButtonLink>
          ) : (
            <ButtonLink to="/search-universities" $small>
              Search universities
            </ButtonLink>
          )}
        </EmptyState>
      </div>
    </Container>
  );
}

function University({ schoolKey }: { schoolKey: string }) {
  const { isAthlete } = useSession();
  // Live: a gift to the school moves its likes at once (school:likes); visitors' figures are read every 20 s.
  const { data: school, error, isLoading, mutate } = useLiveSchoolPage(schoolKey);
  useDocumentTitle(school?.name ?? 'University');
  const [sport, setSport] = useState<'all' | (typeof SPORTS)[number]>('all');
  const [index, setIndex] = useState(0);
  const roster = useSchoolRoster(school?.id ?? null, sport, index, PAGE_SIZE);

  if (error) return <SchoolLoadError error={error} onRetry={() => void mutate()} />;
  if (isLoading || !school)
    return (
      <>
        <SchoolHeroSkeleton />
        <Container>
          <Body>
            <StatGridSkeleton />
            <AthleteGridSkeleton count={6} />
          </Body>
        </Container>
      </>
    );

  return (
    <>
      <SchoolHero
        school={school}
        eyebrow="University"
        link={{ to: `/dashboard/${school.id}`, label: 'Open dashboard', variant: 'onDark' }}
        give={
          isAthlete ? undefined : `/send-likes?schoolId=${school.id}&name=${encodeURIComponent(school.name)}`
        }
      />
      <Container>
        <Body>
          <SchoolStats school={school} withSupporters label="University totals" />
          <TwoCol>
            <div>
              <Card>
                <SectionTitle>
                  <span>Athletes</span>
                  <SportTabs role="group" aria-label="Sport">
                    {(['all', ...SPORTS] as const).map((s) => (
                      <button
                        key={s}
                        type="button"
                        aria-pressed={sport === s}
                        onClick={() => {
                          setSport(s);
                          setIndex(0);
                        }}
                      >
                        {s === 'all' ? 'All' : capitalise(s)}
                      </button>
                    ))}
                  </SportTabs>
                </SectionTitle>
                <div aria-live="polite" className="visually-hidden">
                  {roster.data ? `${roster.data.total} athletes` : ''}
                </div>
                {roster.error ? (
                  <ErrorState message={errorMessage(roster.error)} onRetry={() => void roster.mutate()} />
                ) : !roster.data ? (
                  <AthleteGridSkeleton count={6} />
                ) : roster.data.athletes.length === 0 ? (
                  <EmptyState>No {sport === 'all' ? '' : `${sport} `}athletes listed yet.</EmptyState>
                ) : (
                  <div style={{ opacity: roster.isValidating && roster.isLoading ? 0.6 : 1 }}>
                    <AthleteGrid athletes={roster.data.athletes} testId="school-athletes" />
                    <Pager
                      index={roster.data.index}
                      nextIndex={roster.data.nextIndex}
                      total={roster.data.total}
                      pageSize={PAGE_SIZE}
                      onPage={setIndex}
                    />
                  </div>
                )}
              </Card>
            </div>
            <div>
              <Card>
                <SectionTitle>Top fans</SectionTitle>
                <TopFansList fans={school.topFans} />
              </Card>
              <Card>
                <SectionTitle>Where the likes go</SectionTitle>
                <Split>
                  <div>
                    <dt>To the university</dt>
                    <dd data-testid="school-likes-direct">{formatNumber(school.likes)}</dd>
                  </div>
                  <div>
                    <dt>To its athletes</dt>
                    <dd>{formatNumber(school.athleteLikes)}</dd>
                  </div>
                </Split>
              </Card>
            </div>
          </TwoCol>
        </Body>
      </Container>
    </>
  );
}

const SportTabs = styled.div`
  display: inline-flex;
  flex: none;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: 999px;
  overflow: hidden;
  font-size: 13px;
  button {
    border: 0;
    background: transparent;
    padding: 4px 14px;
    min-height: 32px;
    font-weight: 600;
    cursor: pointer;
    ${thumbOnMobile}
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.navy900};
    color: #fff;
  }
`;
const Split = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
  dt {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 4px 0 0;
    font-size: 22px;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.navy900};
  }
`;
