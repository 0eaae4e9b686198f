import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '../../../api/client';
import { Avatar, ButtonLink, Card, Container, ErrorState, Skeleton, Stars } from '../../../ui';
import { Icon } from '../../../ui/Icon';
import { capitalise, formatDollars, formatHeight, formatNumber, formatWeight } from '../../../ui/format';
import { Chip, SectionTitle, StatGrid, StatGridSkeleton, StatTile, TwoCol } from '../../../ui/layout';
import { AllocationList } from '../components/AllocationList';
import { TopFansList } from '../../../shared/top-fans/TopFans';
import { UpdatesFeed } from '../../../shared/updates/UpdatesFeed';
import { useGoalPosts } from '../../../shared/updates/api';
import type { AthleteDetail } from '@fanlift/core/web';
import { useDocumentTitle } from '../../../shared/page-meta/useDocumentTitle';
import { useSession } from '../../../session';
import {
  Pad,
  Hero,
  HeroInner,
  PhotoFrame,
  HeroText,
  Tags,
  Tag,
  RatingRow,
  HeroSchools,
  HeroActions,
  Body,
  Facts,
  SchoolList,
} from './AthleteProfilePage.styles';
import { useLiveAthleteDetail } from '../../../shared/athletes/api';
import { AthleteNotFound } from '../../../shared/athletes/AthleteNotFound';
import { parseId } from '../../../shared/route-params/parseId';

/**
 * /athletes/{athleteId}: the athlete's profile. Its figures (likes, total, supporters, top fans, goals) stay live as on
 * the funds pages: `athlete:likes` over the socket, or a read every 20 s for visitors (useLiveAthleteDetail).
 */
export function AthleteProfilePage() {
  const { athleteId } = useParams();
  const { data, error, isLoading, mutate } = useLiveAthleteDetail(parseId(athleteId));
  useDocumentTitle(data ? `${data.firstName} ${data.lastName}` : 'Athlete profile');

  if (parseId(athleteId) === null || error?.status === 404) return <AthleteNotFound />;
  if (error)
    return (
      <Container>
        <Pad>
          <ErrorState message={errorMessage(error)} onRetry={() => void mutate()} />
        </Pad>
      </Container>
    );
  if (isLoading || !data) return <ProfileSkeleton />;
  return <Profile athlete={data} />;
}

function Profile({ athlete: a }: { athlete: AthleteDetail }) {
  const { isAthlete, isAdmin } = useSession();
  const goals = useGoalPosts(a.id);
  const name = `${a.firstName} ${a.lastName}`;
  const facts: { label: string; value: string | null }[] = [
    { label: 'Sport', value: capitalise(a.sport) || null },
    { label: 'Position', value: a.position },
    { label: 'Class', value: a.class ? String(a.class) : null },
    { label: 'Hometown', value: a.hometown },
    { label: 'High school', value: a.highSchool },
    { label: 'Height', value: formatHeight(a.height) },
    { label: 'Weight', value: formatWeight(a.weight) },
  ];
  return (
    <>
      <Hero>
        <Container>
          <HeroInner>
            <PhotoFrame>
              {a.photoUrl ? (
                <img
                  src={a.photoUrl}
                  alt={`Photo of ${name}`}
                  data-testid="athlete-photo"
                  fetchPriority="high"
                />
              ) : (
                <Avatar name={name} size={168} />
              )}
            </PhotoFrame>
            <HeroText>
              <Tags>
                {a.sport && <Tag>{capitalise(a.sport)}</Tag>}
                {a.position && <Tag>{a.position}</Tag>}
                {a.class && <Tag>Class of {a.class}</Tag>}
                {a.ranking && <Tag>#{a.ranking} nationally</Tag>}
              </Tags>
              <h1 data-testid="athlete-name">{name}</h1>
              <RatingRow>
                <Stars earnedStar={a.rating ?? 0} />
                <span>{a.rating ? `${a.rating}-star recruit` : 'Not rated yet'}</span>
              </RatingRow>
              {a.schools.length > 0 && (
                <HeroSchools aria-label="Schools">
                  {a.schools.map((s) => (
                    <li key={s.id}>
                      <Link to={`/universities/${s.id}`}>
                        <img src={s.logo} alt="" width={28} height={28} />
                        <span>{s.name}</span>
                      </Link>
                    </li>
                  ))}
                </HeroSchools>
              )}
              <HeroActions>
                {!isAthlete && (
                  <ButtonLink to={`/athletes/${a.id}/fund`} data-testid="send-likes-button">
                    <Icon name="heart" size={18} /> Send likes
                  </ButtonLink>
                )}
                {a.ownedByMe && (
                  <ButtonLink to="/athletes/account" $variant="outlineOnDark">
                    <Icon name="edit" size={18} /> Edit my profile
                  </ButtonLink>
                )}
                {!a.claimed && !isAthlete && (
                  <ButtonLink
                    to={`/claim-athlete?athleteId=${a.id}&firstName=${encodeURIComponent(a.firstName)}&lastName=${encodeURIComponent(a.lastName)}`}
                    $variant="outlineOnDark"
                  >
                    Is this you? Claim profile
                  </ButtonLink>
                )}
              </HeroActions>
            </HeroText>
          </HeroInner>
        </Container>
      </Hero>
      <Container>
        <Body>
          <StatGrid aria-label="Total support" $mobileCols={3}>
            <StatTile label="Likes received" value={formatNumber(a.likes)} testId="athlete-likes" />
            <StatTile label="Total support" value={formatDollars(a.sumTotalInCents)} testId="athlete-total" />
            <StatTile label="Supporters" value={formatNumber(a.supporters)} />
          </StatGrid>
          <TwoCol>
            <div>
              <Card>
                <SectionTitle>Updates</SectionTitle>
                <UpdatesFeed athleteId={a.id} athleteFirstName={a.firstName} isAdmin={isAdmin} />
              </Card>
              <Card>
                <SectionTitle>Profile</SectionTitle>
                <Facts>
                  {facts.map((f) => (
                    <div key={f.label}>
                      <dt>{f.label}</dt>
                      <dd>{f.value ?? '—'}</dd>
                    </div>
                  ))}
                </Facts>
              </Card>
              <Card>
                <SectionTitle>Funding goals</SectionTitle>
                <AllocationList
                  reached={goals.reached}
                  allocations={a.allocations}
                  empty={<>No funding goals yet. Likes go to {a.firstName}&rsquo;s general fund.</>}
                  fundPath={isAthlete ? undefined : (id) => `/athletes/${a.id}/fund/${id}`}
                />
              </Card>
            </div>
            <div>
              <Card>
                <SectionTitle>Top fans</SectionTitle>
                <TopFansList fans={a.topFans} empty={`No fans yet. Be the first to back ${a.firstName}!`} />
              </Card>
              {a.schools.length > 0 && (
                <Card>
                  <SectionTitle>Schools</SectionTitle>
                  <SchoolList>
                    {a.schools.map((s) => (
                      <li key={s.id}>
                        <Link to={`/universities/${s.id}`}>
                          <img src={s.logo} alt="" width={40} height={40} />
                          <span>
                            <strong>{s.name}</strong>
                            {s.conference && <Chip>{s.conference}</Chip>}
                          </span>
                        </Link>
                      </li>
                    ))}
                  </SchoolList>
                </Card>
              )}
            </div>
          </TwoCol>
        </Body>
      </Container>
    </>
  );
}

function ProfileSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading athlete">
      <Hero>
        <Container>
          <HeroInner>
            <Skeleton $h="168px" $w="168px" $round style={{ opacity: 0.25 }} />
            <div style={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 12 }}>
              <Skeleton $h="20px" $w="200px" style={{ opacity: 0.25 }} />
              <Skeleton $h="40px" $w="60%" style={{ opacity: 0.25 }} />
              <Skeleton $h="20px" $w="140px" style={{ opacity: 0.25 }} />
            </div>
          </HeroInner>
        </Container>
      </Hero>
      <Container>
        <Body>
          <StatGridSkeleton count={3} />
          <Skeleton $h="280px" />
        </Body>
      </Container>
    </div>
  );
}
