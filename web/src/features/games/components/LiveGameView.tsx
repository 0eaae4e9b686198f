import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { GameSport } from '@fanlift/core/web';
import { ErrorState, Skeleton } from '../../../ui';
import { Page, PageHeader } from '../../../ui/layout';
import { errorMessage } from '../../../api/client';
import { useSession } from '../../../session';
import { ChatPanel } from '../../../shared/chat/ChatPanel';
import { useLiveGame } from '../api';
import { formatKickoff, gamePath } from '../format';
import { AdminGameControls } from './AdminGameControls';
import { BoxScore } from './BoxScore';
import { GamePlayers } from './GamePlayers';
import { PlayByPlay } from './PlayByPlay';
import { Scoreboard } from './Scoreboard';
import { TopSupporters } from './TopSupporters';
import { GameNotFound } from './GameNotFound';
import { GameCheers } from './cheers/GameCheers';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: 24px;
  align-items: start;
  > div {
    display: flex;
    flex-direction: column;
    gap: 24px;
    min-width: 0;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

/** A live game page (football or basketball): everything updates over game:update without reloads. */
export function LiveGameView({ gameId, sport }: { gameId: number | null; sport: GameSport }) {
  const { isAdmin } = useSession();
  const { data: game, error, isLoading, mutate } = useLiveGame(gameId);
  if (!gameId || error?.status === 404) return <GameNotFound />;
  if (error)
    return (
      <Page>
        <PageHeader title="Live game" />
        <ErrorState message={errorMessage(error)} onRetry={() => void mutate()} />
      </Page>
    );
  if (isLoading || !game)
    return (
      <Page>
        <div role="status" aria-label="Loading the game">
          <Skeleton $h="180px" />
        </div>
      </Page>
    );
  if (game.sport !== sport)
    return (
      <Page>
        <PageHeader title={`${game.away.name} at ${game.home.name}`} />
        <p>
          This is a {game.sport} game: <Link to={gamePath(game)}>open its page</Link>.
        </p>
      </Page>
    );
  return (
    <Page>
      <PageHeader
        eyebrow={
          sport === 'football' ? 'College football · Play Cast' : "Men's college basketball · Play Cast"
        }
        title={`${game.away.name} at ${game.home.name}`}
        lead={
          <>
            {game.venue ? `${game.venue} · ` : ''}Kickoff{' '}
            <time dateTime={game.kickoffAt}>{formatKickoff(game.kickoffAt)}</time>
          </>
        }
        actions={<Link to={`/live-chat/${game.id}`}>Open the chat on its own</Link>}
      />
      <Scoreboard game={game} />
      <Columns>
        <div>
          <PlayByPlay game={game} plays={game.plays} />
          {sport === 'basketball' && <BoxScore game={game} />}
          <GamePlayers game={game} />
        </div>
        <div>
          <GameCheers game={game} />
          <ChatPanel gameId={game.id} />
          <TopSupporters
            gameId={game.id}
            athleteIds={game.athletes.flatMap((a) => (a.athleteId ? [a.athleteId] : []))}
          />
          {isAdmin && <AdminGameControls game={game} />}
        </div>
      </Columns>
    </Page>
  );
}
