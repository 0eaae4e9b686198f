import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AthleteSearchResult } from '@fanlift/core/web';
import { Avatar, Skeleton, Stars } from '../../ui';
import { capitalise, formatDollars } from '../../ui/format';

type Athlete = AthleteSearchResult & { likes?: number; rank?: number };

export function AthleteCard({ athlete }: { athlete: Athlete }) {
  const name = `${athlete.user.firstName} ${athlete.user.lastName}`;
  const school = athlete.schools?.[0];
  return (
    <CardLink to={`/athletes/${athlete.id}`} data-testid="athlete-card" data-athlete-id={athlete.id}>
      <Top>
        <Avatar src={athlete.photoUrl} name={name} size={56} />
        <div style={{ minWidth: 0 }}>
          <Name data-testid="athlete-card-name">{name}</Name>
          <Meta data-testid="athlete-card-meta">
            <span data-field="sport">{capitalise(athlete.sport)}</span>
            {athlete.position && (
              <>
                {' · '}
                <span data-field="position">{athlete.position}</span>
              </>
            )}
            {athlete.class && (
              <>
                {' · '}
                <span data-field="class">Class of {athlete.class}</span>
              </>
            )}
          </Meta>
          <span data-field="rating" data-rating={athlete.rating ?? 0}>
            <Stars earnedStar={athlete.rating ?? 0} />
          </span>
        </div>
      </Top>
      <Bottom>
        <SchoolTag>
          {school ? (
            <>
              <img src={school.logo} alt="" width={20} height={20} loading="lazy" />
              <span>{school.name}</span>
            </>
          ) : (
            <span>Uncommitted</span>
          )}
        </SchoolTag>
        {/* Nothing raised yet reads as an invitation, not as a "$0" verdict on the athlete. */}
        <Money data-field="raised" $none={!athlete.sumTotalInCents}>
          {athlete.rank ? `#${athlete.rank} · ` : ''}
          {athlete.sumTotalInCents ? formatDollars(athlete.sumTotalInCents) : 'No likes yet'}
        </Money>
      </Bottom>
    </CardLink>
  );
}

export const Grid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  /* Cards off screen are not laid out or painted until they come near (a page of results on a phone is mostly
     below the fold: issue 30's long tasks after the first paint); a card's size is kept once it has been shown. */
  > li {
    content-visibility: auto;
    contain-intrinsic-size: auto 146px;
  }
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(3)};
  }
`;

export function AthleteGrid({
  athletes,
  testId = 'athlete-results',
}: {
  athletes: Athlete[];
  testId?: string;
}) {
  return (
    <Grid data-testid={testId}>
      {athletes.map((a) => (
        <li key={a.id}>
          <AthleteCard athlete={a} />
        </li>
      ))}
    </Grid>
  );
}

export function AthleteGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <Grid aria-busy="true" aria-label="Loading athletes" data-testid="athletes-loading">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <SkelCard>
            <Skeleton $h="56px" $w="56px" $round />
            <div style={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 8 }}>
              <Skeleton $h="16px" $w="70%" />
              <Skeleton $h="12px" $w="50%" />
              <Skeleton $h="12px" $w="40%" />
            </div>
          </SkelCard>
        </li>
      ))}
    </Grid>
  );
}

const CardLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 12px;
  height: 100%;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.card};
  text-decoration: none;
  color: inherit;
  transition:
    border-color 0.15s,
    transform 0.15s;
  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
    transform: translateY(-1px);
  }
`;
const Top = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
`;
const Name = styled.div`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.navy900};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
const Meta = styled.div`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: 2px;
`;
const Bottom = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding-top: 10px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 13px;
`;
const SchoolTag = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-width: 0;
  color: ${({ theme }) => theme.colors.navy800};
  font-weight: 600;
  /* The school's name wraps rather than being cut ("Ohio State Univers…" on a phone: issue 28). */
  span {
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
  img {
    border-radius: 4px;
    flex: none;
  }
`;
const Money = styled.span<{ $none: boolean }>`
  flex: none;
  font-weight: ${({ $none }) => ($none ? 600 : 700)};
  color: ${({ theme, $none }) => ($none ? theme.colors.textMuted : theme.colors.accentText)};
`;
const SkelCard = styled.div`
  display: flex;
  gap: 12px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;
