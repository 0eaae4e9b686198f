import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { GameDetail, GameSport } from '@fanlift/core/web';
import { ErrorState, Skeleton } from '../../../ui';
import { Page, PageHeader } from '../../../ui/layout';
import { Tabs } from '../../../ui/Tabs';
import { useIsMobile } from '../../../ui/useMediaQuery';
import { errorMessage } from '../../../api/client';
import { useSession } from '../../../session';
import { useServerPhone } from '../../../shared/clock/renderClock';
import { useLiveGame } from '../api';
import { formatKickoff, gamePath, startWord } from '../format';
import { AdminGameControls } from './AdminGameControls';
import { BoxScore } from './BoxScore';
import { GamePlayers } from './GamePlayers';
import { PlayByPlay } from './PlayByPlay';
import { Scoreboard } from './Scoreboard';
import { TopSupporters } from './TopSupporters';
import { GameNotFound } from './GameNotFound';
import { GameChat } from './cheers/GameChat';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: 24px;
  align-items: start;
  /* A narrow window sent the desktop markup (its User-Agent is not a phone's) shows it stacked until the code
     has come and put the phone's layout in (the code comes after the first paint: issue 30). */
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  > div {
    display: flex;
    flex-direction: column;
    gap: 24px;
    min-width: 0;
  }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
`;

type TabId = 'chat' | 'plays' | 'players' | 'supporters';

/** The game's sections, each once: the layouts below only place them. */
function gameSections(game: GameDetail, phone: boolean): Record<TabId, ReactNode> {
  return {
    // The pinned cheers, the messages and the composer (in the first screen on a phone), then the game's goal.
    chat: <GameChat game={game} phone={phone} />,
    plays: (
      <>
        <PlayByPlay game={game} plays={game.plays} />
        {game.sport === 'basketball' && <BoxScore game={game} />}
      </>
    ),
    players: <GamePlayers game={game} />,
    supporters: <TopSupporters gameId={game.id} />,
  };
}

/**
 * Phone first: a compact scoreboard pinned under the header, then tabs (Chat, Plays, Players, Supporters)
 * opening on Chat while the game is live. Desktop: the plays beside the chat in the first screen, the players under
 * the plays and the supporters under the chat.
 */
function GameLayout({ game }: { game: GameDetail }) {
  const { isAdmin } = useSession();
  // On a phone the server renders the phone's layout (its User-Agent says so), and hydration keeps it.
  const mobile = useIsMobile(useServerPhone());
  const [tab, setTab] = useState<TabId>(game.status === 'final' ? 'plays' : 'chat');
  const s = gameSections(game, mobile);
  const admin = isAdmin && <AdminGameControls game={game} />;
  if (mobile)
    return (
      <>
        <Scoreboard game={game} pinned />
        <Stack>
          <Tabs
            label="Game"
            testId="game-tabs"
            selected={tab}
            onSelect={setTab}
            tabs={[
              { id: 'chat', label: 'Chat', panel: s.chat },
              { id: 'plays', label: 'Plays', panel: <Stack>{s.plays}</Stack> },
              { id: 'players', label: 'Players', panel: s.players },
              { id: 'supporters', label: 'Supporters', panel: s.supporters },
            ]}
          />
          {admin}
        </Stack>
      </>
    );
  return (
    <>
      <Scoreboard game={game} />
      {/* Two columns that each flow on their own (one grid row per pair of cards left a gap under the plays):
          the plays, then the players on the left; the chat and the goal, then the supporters on the right. The
          reading and tab order follows the columns, as they are seen. */}
      <Columns>
        <div>
          {s.plays}
          {s.players}
        </div>
        <div>
          {s.chat}
          {s.supporters}
          {admin}
        </div>
      </Columns>
    </>
  );
}

/** A live game page (football or basketball): everything updates over game:update without reloads. */
export function LiveGameView({ gameId, sport }: { gameId: number | null; sport: GameSport }) {
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
        <PageHeader title={`${game.away.shortName} at ${game.home.shortName}`} />
        <p>
          This is a {game.sport} game: <Link to={gamePath(game)}>open its page</Link>.
        </p>
      </Page>
    );
  return (
    <Page>
      <PageHeader
        eyebrow={sport === 'football' ? 'College football · Play Cast' : "Men's basketball · Play Cast"}
        title={
          <span title={`${game.away.name} at ${game.home.name}`}>
            {game.away.shortName} at {game.home.shortName}
          </span>
        }
        lead={
          <>
            {game.venue ? `${game.venue} · ` : ''}
            {startWord(sport)} <time dateTime={game.kickoffAt}>{formatKickoff(game.kickoffAt)}</time> ·{' '}
            <Link to={`/live-chat/${game.id}`}>Chat on its own</Link>
          </>
        }
      />
      <GameLayout game={game} />
    </Page>
  );
}
