import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { columnList } from '../../../ui/styles';
import { errorMessage } from '../../../api/client';
import { Avatar, ButtonLink, Card, EmptyState, ErrorState, Skeleton, Stars } from '../../../ui';
import { formatDate, formatNumber, fullName } from '../../../ui/format';
import {
  Page,
  RankList,
  SectionTitle,
  StatGrid,
  StatGridSkeleton,
  StatTile,
  TwoCol,
} from '../../../ui/layout';
import { useDocumentTitle } from '../../../shared/page-meta/useDocumentTitle';
import { useSession } from '../../../session';
import { NotFoundState } from '../../../shared/not-found/NotFoundState';
import { parseId } from '../../../shared/route-params/parseId';

import { useFanProfile } from '../api';

/** /fans/{fanId}: likes given, stars, schools, who they back. */
export function FanProfilePage() {
  const { fanId } = useParams();
  const valid = parseId(fanId) !== null;
  const { data, error, isLoading, mutate } = useFanProfile(fanId);
  const { user } = useSession();
  const name = data ? fullName(data) || 'Fanlift fan' : '';
  useDocumentTitle(name || 'Fan profile');
  if (!valid || error?.status === 404)
    return (
      <NotFoundState
        title="Fan not found"
        links={[
          { to: '/', label: 'Go to home' },
          { to: '/search-athletes', label: 'Search athletes' },
        ]}
      >
        We could not find that fan. The link may be incomplete, or the account was closed.
      </NotFoundState>
    );
  if (error)
    return (
      <Page>
        <ErrorState message={errorMessage(error)} onRetry={() => void mutate()} />
      </Page>
    );
  if (isLoading || !data)
    return (
      <Page>
        <div
          role="status"
          aria-busy="true"
          aria-label="Loading fan"
          style={{ display: 'flex', gap: 16, alignItems: 'center' }}
        >
          <Skeleton $h="88px" $w="88px" $round />
          <div style={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 10 }}>
            <Skeleton $h="28px" $w="40%" />
            <Skeleton $h="16px" $w="25%" />
          </div>
        </div>
        <StatGridSkeleton count={3} />
      </Page>
    );
  const mine = user?.id === data.id;
  return (
    <Page>
      <Head>
        <Avatar name={name} size={88} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <h1 data-testid="fan-name">{name}</h1>
          <p>
            Fan since {formatDate(data.memberSince)}
            {data.email ? ` · ${data.email}` : ''}
          </p>
          <span className="stars">
            <Stars earnedStar={data.earnedStar} /> {data.earnedStar} of 5 stars
          </span>
        </div>
        {mine && (
          <ButtonLink to="/fans/account" $variant="secondary" $small>
            Edit account
          </ButtonLink>
        )}
      </Head>
      <StatGrid>
        <StatTile label="Likes given" value={formatNumber(data.likesGiven)} testId="fan-likes-given" />
        <StatTile label="Stars" value={`${data.earnedStar} / 5`} />
        <StatTile label="Schools" value={formatNumber(data.schools.length)} />
      </StatGrid>
      <TwoCol>
        <div>
          <Card>
            <SectionTitle>Supporting</SectionTitle>
            {data.supported.length === 0 ? (
              <EmptyState>{mine ? 'You have not sent likes yet.' : 'No likes sent yet.'}</EmptyState>
            ) : (
              <RankList>
                {data.supported.map((s, i) => (
                  <li key={`${s.type}-${s.id}`}>
                    <span className="rank">{i + 1}</span>
                    <Link
                      className="name"
                      to={s.type === 'athlete' ? `/athletes/${s.id}` : `/universities/${s.id}`}
                    >
                      {s.name}
                    </Link>
                    <span className="value">{formatNumber(s.likes)} likes</span>
                  </li>
                ))}
              </RankList>
            )}
          </Card>
        </div>
        <div>
          <Card>
            <SectionTitle>Schools</SectionTitle>
            {data.schools.length === 0 ? (
              <EmptyState>No schools followed yet.</EmptyState>
            ) : (
              <Schools>
                {data.schools.map((s) => (
                  <li key={s.id}>
                    <Link to={`/universities/${s.id}`}>
                      <img src={s.logo} alt="" width={36} height={36} />
                      {s.name}
                    </Link>
                  </li>
                ))}
              </Schools>
            )}
          </Card>
        </div>
      </TwoCol>
    </Page>
  );
}

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 20px;
  flex-wrap: wrap;
  h1 {
    margin: 0;
    font-size: clamp(26px, 4vw, 36px);
    color: ${({ theme }) => theme.colors.navy900};
  }
  p {
    margin: 4px 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .stars {
    display: inline-flex;
    gap: 8px;
    align-items: center;
    font-size: 14px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Schools = styled.ul`
  ${columnList(8)}
  a {
    display: flex;
    align-items: center;
    gap: 10px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.navy900};
    text-decoration: none;
    padding: 6px;
    border-radius: 8px;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  img {
    border-radius: 6px;
  }
`;
