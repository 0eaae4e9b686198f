import { Link, useParams } from 'react-router-dom';
import { parsePositiveId } from '@fanlift/core/web';
import { ErrorState, Skeleton } from '../../../ui';
import { Page, PageHeader } from '../../../ui/layout';
import { errorMessage } from '../../../api/client';
import { useLiveGame } from '../../games/api';
import { gamePath, statusLine } from '../../games/format';
import { ChatPanel } from '../components/ChatPanel';

/** /live-chat/{gameId} (fans): the game's chat with its live score. */
export function LiveChatPage() {
  const { gameId } = useParams();
  const id = parsePositiveId(gameId);
  const { data: game, error, mutate } = useLiveGame(id);
  if (!id || error)
    return (
      <Page narrow>
        <PageHeader title="Live chat" />
        <ErrorState
          message={!id || error?.status === 404 ? 'There is no such game.' : errorMessage(error)}
          onRetry={id ? () => void mutate() : undefined}
        />
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
      <ChatPanel gameId={id} title="Chat" />
    </Page>
  );
}
