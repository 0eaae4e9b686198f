import { Link, useParams } from 'react-router-dom';
import useSWR from 'swr';
import styled from 'styled-components';
import { errorMessage, type ApiError } from '../../../api/client';
import { Avatar, ButtonLink, Card, Container, EmptyState, ErrorState, Skeleton, Stars } from '../../../ui';
import { Icon } from '../../../ui/Icon';
import { capitalise, formatDollars, formatHeight, formatNumber, formatWeight } from '../../../ui/format';
import { Chip, SectionTitle, StatGrid, StatGridSkeleton, StatTile, TwoCol } from '../../../ui/layout';
import { AllocationList } from '../components/AllocationList';
import { TopFansList } from '../../fans/components/TopFans';
import type { AthleteDetail } from '@fanlift/core';
import { useDocumentTitle } from '../../../shell/routing/RouteElement';
import { useSession } from '../../../session';

export function AthleteProfilePage() {
  const { athleteId } = useParams();
  const key = athleteId && /^\d+$/.test(athleteId) ? `/athletes/${athleteId}` : null;
  const { data, error, isLoading, mutate } = useSWR<AthleteDetail, ApiError>(key);
  useDocumentTitle(data ? `${data.firstName} ${data.lastName}` : 'Athlete profile');

  if (!key || error?.status === 404)
    return (
      <Container>
        <Pad>
          <EmptyState>
            We could not find that athlete. <Link to="/explore">Search athletes</Link>
          </EmptyState>
        </Pad>
      </Container>
    );
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
  const { isAthlete } = useSession();
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
                <img src={a.photoUrl} alt={`Photo of ${name}`} data-testid="athlete-photo" />
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

const Pad = styled.div`
  padding: ${({ theme }) => theme.space(10)} 0;
`;
const Hero = styled.div`
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.navy950},
    ${({ theme }) => theme.colors.navy700}
  );
  color: ${({ theme }) => theme.colors.textOnDark};
  padding: ${({ theme }) => theme.space(10)} 0;
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space(6)} 0;
  }
`;
const HeroInner = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(8)};
  align-items: center;
  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
    text-align: center;
    gap: ${({ theme }) => theme.space(4)};
  }
`;
const PhotoFrame = styled.div`
  width: 168px;
  height: 168px;
  flex: none;
  border-radius: 50%;
  overflow: hidden;
  border: 4px solid rgba(255, 255, 255, 0.9);
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.35);
  background: ${({ theme }) => theme.colors.navy800};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  ${({ theme }) => theme.media.mobile} {
    width: 128px;
    height: 128px;
  }
`;
const HeroText = styled.div`
  flex: 1;
  min-width: 0;
  h1 {
    font-size: clamp(30px, 5vw, 48px);
    font-weight: 800;
    margin: 10px 0 8px;
    color: #fff;
  }
`;
const Tags = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
  ${({ theme }) => theme.media.mobile} {
    justify-content: center;
  }
`;
const Tag = styled.span`
  padding: 4px 10px;
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.12);
  font-size: 13px;
  font-weight: 600;
`;
const RatingRow = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  font-size: 15px;
  & > span:first-child {
    font-size: 22px;
  }
  ${({ theme }) => theme.media.mobile} {
    justify-content: center;
  }
`;
const HeroSchools = styled.ul`
  list-style: none;
  padding: 0;
  margin: 14px 0 0;
  display: flex;
  gap: 10px;
  flex-wrap: wrap;
  ${({ theme }) => theme.media.mobile} {
    justify-content: center;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    padding: 4px 12px 4px 4px;
    border-radius: 999px;
    background: rgba(255, 255, 255, 0.1);
    color: #fff;
    text-decoration: none;
    font-weight: 600;
    font-size: 14px;
  }
  a:hover {
    background: rgba(255, 255, 255, 0.18);
  }
  img {
    border-radius: 50%;
    background: #fff;
  }
`;
const HeroActions = styled.div`
  display: flex;
  gap: 12px;
  flex-wrap: wrap;
  margin-top: 20px;
  ${({ theme }) => theme.media.mobile} {
    justify-content: center;
  }
`;
const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.media.mobile} {
    gap: ${({ theme }) => theme.space(4)};
    padding-top: ${({ theme }) => theme.space(5)};
  }
`;
const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 16px 24px;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  dt {
    font-size: 12px;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 4px 0 0;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.navy900};
  }
`;
const SchoolList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 10px;
  a {
    display: flex;
    align-items: center;
    gap: 12px;
    text-decoration: none;
    color: ${({ theme }) => theme.colors.navy900};
    padding: 8px;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  span {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 4px;
  }
  img {
    border-radius: 8px;
  }
`;
