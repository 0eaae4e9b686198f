import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { LikesWent } from '@fanlift/core/web';
import { errorMessage } from '../../../api/client';
import { Avatar, ButtonLink, Card, EmptyState, ErrorState, Skeleton } from '../../../ui';
import { GoalBar } from '../../../ui/feedback';
import { formatDollars, formatLikes } from '../../../ui/format';
import { PageFrame, SectionTitle, StatGrid, StatTile } from '../../../ui/layout';
import { useLikesWent, usePriceTable } from '../api';

type Recipient = LikesWent['recipients'][number];

/**
 * /my-likes, "Where your likes went": each athlete and university the fan backed with the likes given, the goals
 * those likes went to and how far each goal has come. Updates and thanks received from athletes are one tap
 * away (/thanks), and each athlete's own updates on their page.
 */
export function MyLikesPage() {
  const { data, error, isLoading, mutate } = useLikesWent();
  const price = usePriceTable().data?.unitPriceCents ?? 100;
  return (
    <PageFrame
      eyebrow="Wallet"
      title="Where your likes went"
      lead="Every athlete and university you backed, the goals your likes went to, and how far each goal has come."
      actions={
        <>
          <ButtonLink to="/thanks" $variant="secondary" $small>
            Updates and thanks
          </ButtonLink>
          <ButtonLink to="/statement" $variant="secondary" $small>
            Yearly statement
          </ButtonLink>
          <ButtonLink to="/wallet" $variant="secondary" $small>
            Wallet
          </ButtonLink>
        </>
      }
    >
      {error && !data ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <div role="status" aria-busy="true" aria-label="Loading where your likes went">
          <Skeleton $h="96px" />
          <Skeleton $h="96px" style={{ marginTop: 16 }} />
        </div>
      ) : data.recipients.length === 0 ? (
        <EmptyState>
          <span data-testid="my-likes-empty">You have not given likes yet. Find an athlete to back.</span>
          <ButtonLink to="/athletes" $small>
            Find athletes
          </ButtonLink>
        </EmptyState>
      ) : (
        <>
          <StatGrid $mobileCols={2}>
            <StatTile label="Likes given" value={formatLikes(data.totalLikes)} testId="my-likes-total" />
            <StatTile label="In dollars" value={formatDollars(data.totalLikes * price)} />
          </StatGrid>
          <List data-testid="my-likes-list">
            {data.recipients.map((r) => (
              <RecipientCard key={`${r.kind}:${r.id}`} r={r} />
            ))}
          </List>
        </>
      )}
    </PageFrame>
  );
}

function RecipientCard({ r }: { r: Recipient }) {
  const to = r.kind === 'athlete' ? `/athletes/${r.id}` : `/universities/${r.id}`;
  const headingId = `recipient-${r.kind}-${r.id}`;
  return (
    <Card as="section" aria-labelledby={headingId} data-testid="my-likes-recipient">
      <Head>
        <Avatar name={r.name} src={r.photoUrl} size={48} />
        <div>
          <SectionTitle id={headingId} style={{ margin: 0 }}>
            <Link to={to}>{r.name}</Link>
          </SectionTitle>
          <Sub>{r.kind === 'athlete' ? 'Athlete' : 'University'}</Sub>
        </div>
        <Given data-testid="my-likes-given">{formatLikes(r.likes)}</Given>
      </Head>
      {r.goals.length > 0 && (
        <Goals aria-label={`Goals you backed for ${r.name}`}>
          {r.goals.map((g) => (
            <li key={g.id}>
              <GoalHead>
                <strong>{g.name}</strong>
                <span>you gave {formatLikes(g.givenLikes)}</span>
              </GoalHead>
              {g.goalLikes ? (
                <>
                  <GoalBar value={g.raisedLikes} goal={g.goalLikes} label={`${g.name} progress`} />
                  <Sub>
                    {formatLikes(g.raisedLikes)} of {formatLikes(g.goalLikes)} raised
                    {g.raisedLikes >= g.goalLikes ? ' — goal reached' : ''}
                  </Sub>
                </>
              ) : (
                <Sub>{formatLikes(g.raisedLikes)} raised</Sub>
              )}
            </li>
          ))}
        </Goals>
      )}
      <Footer>
        <Link to={to}>
          {r.kind === 'athlete' ? 'See updates on their page' : 'Visit the university page'}
        </Link>
      </Footer>
    </Card>
  );
}

const List = styled.div`
  display: grid;
  gap: 16px;
`;

const Head = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: 12px;
  align-items: center;
  a {
    color: inherit;
  }
`;

const Sub = styled.p`
  margin: 4px 0 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Given = styled.strong`
  font-size: 18px;
  white-space: nowrap;
`;

const Goals = styled.ul`
  list-style: none;
  margin: 16px 0 0;
  padding: 0;
  display: grid;
  gap: 14px;
`;

const GoalHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 4px 12px;
  margin-bottom: 6px;
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 14px;
  }
`;

const Footer = styled.div`
  margin-top: 14px;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.accentText};
    font-weight: 600;
  }
`;
