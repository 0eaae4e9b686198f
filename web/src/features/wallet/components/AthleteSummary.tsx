import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage, type ApiError } from '../../../api/client';
import { Avatar, ErrorState, Skeleton } from '../../../ui';
import { athleteName, capitalise, formatLikes, formatMoney } from '../../../ui/format';
import type { AthleteDetail } from '../api';

/** Athlete card: photo, name, sport / position / school, and live totals (likes and dollars raised). */
export function AthleteSummary({ athlete, link = true }: { athlete: AthleteDetail; link?: boolean }) {
  const name = athleteName(athlete);
  const school = athlete.schools?.[0]?.name;
  const meta = [
    capitalise(athlete.sport),
    athlete.position,
    athlete.class ? `Class of ${athlete.class}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Wrap>
      <Avatar src={athlete.photoUrl ?? `/api/athletes/${athlete.id}/avatar.svg`} name={name} size={72} />
      <Body>
        <Name>{link ? <Link to={`/athletes/${athlete.id}`}>{name}</Link> : name}</Name>
        {meta && <Meta>{meta}</Meta>}
        {school && <Meta>{school}</Meta>}
      </Body>
      <Totals aria-live="polite" aria-atomic="true">
        <TotalLikes data-testid="athlete-total-likes" data-likes={athlete.likes}>
          {formatLikes(athlete.likes)}
        </TotalLikes>
        <TotalMoney>{formatMoney(athlete.sumTotalInCents)} raised</TotalMoney>
      </Totals>
    </Wrap>
  );
}

/** The athlete's summary while it loads: a skeleton, then the summary, or the failure with a retry. */
export function LoadingAthleteSummary({
  athlete,
  error,
  onRetry,
}: {
  athlete: AthleteDetail | undefined;
  error: ApiError | undefined;
  onRetry: () => void;
}) {
  if (error && !athlete) return <ErrorState message={errorMessage(error)} onRetry={onRetry} />;
  return athlete ? <AthleteSummary athlete={athlete} /> : <AthleteSummarySkeleton />;
}

export function AthleteSummarySkeleton() {
  return (
    <Wrap aria-hidden="true">
      <Skeleton $h="72px" $w="72px" $round />
      <Body>
        <Skeleton $h="20px" $w="60%" />
        <Skeleton $h="14px" $w="40%" style={{ marginTop: 8 }} />
      </Body>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  flex-wrap: wrap;
`;

const Body = styled.div`
  flex: 1 1 180px;
  min-width: 0;
`;

const Name = styled.h2`
  margin: 0;
  font-size: 22px;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.navy900};
  a {
    color: inherit;
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
`;

const Meta = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
  margin-top: 2px;
`;

const Totals = styled.div`
  text-align: right;
  ${({ theme }) => theme.media.mobile} {
    text-align: left;
    flex-basis: 100%;
  }
`;

const TotalLikes = styled.div`
  font-size: 22px;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.accentText};
  font-variant-numeric: tabular-nums;
`;

const TotalMoney = styled.div`
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
