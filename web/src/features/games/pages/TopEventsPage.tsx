import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, ErrorState, Skeleton } from '../../../ui';
import { Page, PageHeader } from '../../../ui/layout';
import { errorMessage } from '../../../api/client';
import { useSession } from '../../../session';
import { useTopEvents } from '../api';
import { GameCard, GameList } from '../components/GameCard';

const Counts = styled.p`
  margin: 6px 2px 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
  display: flex;
  gap: 14px;
  flex-wrap: wrap;
  a {
    font-weight: 700;
  }
`;

/** /top-events-to-socialize: games admins featured, with live viewers and chat messages; join the chat. */
export function TopEventsPage() {
  const { isAdmin } = useSession();
  const { data, error, isLoading, mutate } = useTopEvents();
  const counts = new Map((data?.counts ?? []).map((c) => [c.gameId, c]));
  return (
    <Page>
      <PageHeader
        eyebrow="Top Events"
        title="Top events to socialize"
        lead={
          isAdmin
            ? 'Games featured here are where fans gather. Feature a game from its game page (Operator panel).'
            : 'The games everyone is talking about. Jump into the chat.'
        }
      />
      {error ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void mutate()} />
      ) : isLoading ? (
        <div role="status" aria-label="Loading top events">
          <Skeleton $h="120px" />
        </div>
      ) : !data?.games.length ? (
        <EmptyState>No featured games right now. Check the Play Cast schedule.</EmptyState>
      ) : (
        <GameList data-testid="top-events">
          {data.games.map((g) => {
            const c = counts.get(g.id);
            return (
              <GameCard
                key={g.id}
                game={g}
                footer={
                  <Counts>
                    <span data-testid="viewers">{c?.viewers ?? 0} watching</span>
                    <span data-testid="messages">{c?.messages ?? 0} messages</span>
                    <Link
                      to={`/live-chat/${g.id}`}
                      aria-label={`Join the chat: ${g.away.shortName} at ${g.home.shortName}`}
                    >
                      Join the chat
                    </Link>
                  </Counts>
                }
              />
            );
          })}
        </GameList>
      )}
    </Page>
  );
}
