import { useRef, useState, type KeyboardEvent } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';

import { Card, Container, Skeleton } from '../../../ui';
import { Pager } from '../../../ui/Pager';
import { formatDollars, formatNumber } from '../../../ui/format';
import { SectionTitle, StatGrid, StatGridSkeleton, StatTile, TwoCol } from '../../../ui/layout';
import { SchoolHero, SchoolHeroSkeleton } from '../components/SchoolHero';
import { TopFansList } from '../../../shared/top-fans/TopFans';

import { useDocumentTitle } from '../../../shared/page-meta/useDocumentTitle';
import { useSession } from '../../../session';
import { NoSchool } from './UniversityPage';
import { Body, Panel, TabList, TextButton } from './UniversityDashboardPage.styles';
import { Leaderboard } from '../components/Leaderboard';
import { MyUniversity } from '../components/MyUniversity';
import { useSchoolDashboard, useSchoolLikes } from '../api';
import { SchoolLoadError, SchoolNotFound } from '../components/SchoolLoadError';
import { parseId } from '../../../shared/route-params/parseId';

const PAGE_SIZE = 20;
const TABS = [
  { key: 'overview', label: 'Overview' },
  { key: 'athletes', label: 'Athletes' },
  { key: 'fans', label: 'Top fans' },
  { key: 'myuniversity', label: 'My University' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** /dashboard/{schoolId}?active=myuniversity; without an id the fan's first school (SPEC §2). */
export function UniversityDashboardPage() {
  const { schoolId } = useParams();
  const [params] = useSearchParams();
  const { user } = useSession();
  const first = user?.fanProfile?.schools?.[0]?.schoolId;
  if (!schoolId && first !== undefined) {
    const q = params.toString();
    return <Navigate to={`/dashboard/${first}${q ? `?${q}` : ''}`} replace />;
  }
  if (!schoolId) return <NoSchool />;
  const id = parseId(schoolId);
  if (id === null) return <SchoolNotFound />;
  return <Dashboard key={id} schoolId={id} />;
}

function Dashboard({ schoolId }: { schoolId: number }) {
  const [params, setParams] = useSearchParams();
  const { isFan } = useSession();
  const tabs = TABS.filter((t) => t.key !== 'myuniversity' || isFan);
  const requested = params.get('active');
  const active: TabKey = tabs.some((t) => t.key === requested) ? (requested as TabKey) : 'overview';
  const [index, setIndex] = useState(0);
  const { data, error, isLoading, mutate } = useSchoolDashboard(schoolId, index, PAGE_SIZE);
  // A gift to the school changes its totals (school:likes): read the dashboard again.
  useSchoolLikes(data ? schoolId : null, () => void mutate());
  useDocumentTitle(data ? `${data.school.name} dashboard` : 'University dashboard');
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (k: TabKey) => {
    const next = new URLSearchParams(params);
    if (k === 'overview') next.delete('active');
    else next.set('active', k);
    setParams(next, { replace: true });
  };
  const onKey = (e: KeyboardEvent, i: number) => {
    let j = -1;
    if (e.key === 'ArrowRight') j = (i + 1) % tabs.length;
    else if (e.key === 'ArrowLeft') j = (i - 1 + tabs.length) % tabs.length;
    else if (e.key === 'Home') j = 0;
    else if (e.key === 'End') j = tabs.length - 1;
    if (j < 0) return;
    e.preventDefault();
    select(tabs[j].key);
    tabRefs.current[j]?.focus();
  };

  if (error && !data) return <SchoolLoadError error={error} onRetry={() => void mutate()} />;
  if (isLoading && !data)
    return (
      <>
        <SchoolHeroSkeleton />
        <Container>
          <div style={{ padding: '32px 0', display: 'flex', flexDirection: 'column', gap: 24 }}>
            <Skeleton $h="44px" $w="420px" />
            <StatGridSkeleton />
          </div>
        </Container>
      </>
    );
  if (!data) return null;
  const { school, totals } = data;

  return (
    <>
      <SchoolHero
        school={school}
        eyebrow="University dashboard"
        link={{ to: `/universities/${school.id}`, label: 'University page', variant: 'outlineOnDark' }}
      />
      <Container>
        <Body data-testid="university-dashboard" data-school-id={school.id}>
          <TabList role="tablist" aria-label="Dashboard sections">
            {tabs.map((t, i) => (
              <button
                key={t.key}
                ref={(el) => {
                  tabRefs.current[i] = el;
                }}
                role="tab"
                id={`tab-${t.key}`}
                aria-selected={active === t.key}
                aria-controls={`panel-${t.key}`}
                tabIndex={active === t.key ? 0 : -1}
                onClick={() => select(t.key)}
                onKeyDown={(e) => onKey(e, i)}
                data-testid={`tab-${t.key}`}
              >
                {t.label}
              </button>
            ))}
          </TabList>
          <div role="tabpanel" id={`panel-${active}`} aria-labelledby={`tab-${active}`} tabIndex={0}>
            {active === 'overview' && (
              <Panel>
                <StatGrid>
                  <StatTile
                    label="Total likes"
                    value={formatNumber(totals.totalLikes)}
                    testId="dash-total-likes"
                  />
                  <StatTile label="Raised" value={formatDollars(totals.sumTotalInCents)} />
                  <StatTile label="Fans" value={formatNumber(totals.fans)} testId="dash-fans" />
                  <StatTile label="Athletes" value={formatNumber(totals.athletes)} />
                </StatGrid>
                <TwoCol>
                  <div>
                    <Card>
                      <SectionTitle>
                        <span>Most supported athletes</span>
                        <TextButton type="button" onClick={() => select('athletes')}>
                          See all
                        </TextButton>
                      </SectionTitle>
                      <Leaderboard athletes={data.athletes.slice(0, 5)} />
                    </Card>
                  </div>
                  <div>
                    <Card>
                      <SectionTitle>Top fans</SectionTitle>
                      <TopFansList fans={data.topFans.slice(0, 5)} />
                    </Card>
                  </div>
                </TwoCol>
              </Panel>
            )}
            {active === 'athletes' && (
              <Card>
                <SectionTitle>Athletes by likes</SectionTitle>
                <Leaderboard athletes={data.athletes} />
                <Pager
                  index={data.index}
                  nextIndex={data.nextIndex}
                  total={data.total}
                  pageSize={PAGE_SIZE}
                  onPage={setIndex}
                />
              </Card>
            )}
            {active === 'fans' && (
              <Card>
                <SectionTitle>Top fans</SectionTitle>
                <TopFansList fans={data.topFans} />
              </Card>
            )}
            {active === 'myuniversity' && <MyUniversity currentId={school.id} />}
          </div>
        </Body>
      </Container>
    </>
  );
}
