import { Link, useParams } from 'react-router-dom';
import { ErrorState, Skeleton } from '../../../ui';
import { Page, PageHeader } from '../../../ui/layout';
import { errorMessage } from '../../../api/client';
import { useLiveGame } from '../api';
import { gamePath, statusLine } from '../format';
import { parseId } from '../../../shared/route-params/parseId';
import { GameNotFound } from '../components/GameNotFound';
import { GameChat } from '../components/cheers/GameChat';
import { useIsMobile } from '../../../ui/useMediaQuery';
import { useServerPhone } from '../../../shared/clock/renderClock';

/** /live-chat/{gameId} (fans): the game's chat with its live score. */
export function LiveChatPage() {
  const { gameId } = useParams();
  const id = parseId(gameId);
  const { data: game, error, mutate } = useLiveGame(id);
  const phone = useIsMobile(useServerPhone());
  if (!id || error?.status === 404) return <GameNotFound />;
  if (error)
    return (
      <Page narrow>
        <PageHeader title="Live chat" />
        <ErrorState message={errorMessage(error)} onRetry={() => void mutate()} />
      </Page>
    );
  return (
    <Page narrow>
      {game ? (
        <PageHeader
          eyebrow="Live chat"
          title={`${game.away.shortName} ${game.away.score} – ${game.home.score} ${game.home.shortName}`}
          lead={
            <>
              <span data-testid="chat-game-status">{statusLine(game)}</span> ·{' '}
              <Link to={gamePath(game)}>Game page</Link>
            </>
          }
        />
      ) : (
        <div role="status" aria-label="Loading the game">
          <Skeleton $h="60px" />
        </div>
      )}
      {/* Mounted once the game is here: one chat panel, so the socket joins the game's room once. */}
      {game && <GameChat game={game} phone={phone} title="Chat" compact={false} />}
    </Page>
  );
}
