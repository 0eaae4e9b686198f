import { useState } from 'react';
import styled from 'styled-components';
import { Card } from '../../../../ui';
import type { GameDetail } from '@fanlift/core/web';
import { useSession } from '../../../../session';
import { ChatPanel } from '../../../../shared/chat/ChatPanel';
import { CelebrationBanner } from './CelebrationBanner';
import { CheerComposer, CheerToggle } from './CheerComposer';
import { GoalMeter } from './GoalMeter';
import { PinnedCheers } from './PinnedCheers';
import { useGameCheers } from './useGameCheers';

const Wrap = styled(Card)`
  padding: 16px;
  display: flex;
  flex-direction: column;
  gap: 10px;
  min-width: 0;
`;

/**
 * A game's chat with its cheers (issue 28): the pinned cheers above the messages, "♥ Cheer" beside Send (while the
 * game is live) opening the cheer form under the composer, and after the chat the game's goal meter with any
 * celebration. The cheers and the goal come over the socket once, for all three places.
 */
export function GameChat({
  game,
  phone,
  title,
  compact = true,
}: {
  game: GameDetail;
  phone: boolean;
  title?: string;
  /** On a phone, the messages sized so the composer is in the first screen (the game page, under its scoreboard). */
  compact?: boolean;
}) {
  const { isFan, status } = useSession();
  const { pins, goal, celebration, now, dismissCelebration } = useGameCheers(game.id);
  const [cheering, setCheering] = useState(false);
  const signedIn = status === 'signedIn';
  const live = game.status === 'live';
  return (
    <>
      <ChatPanel
        gameId={game.id}
        title={title}
        compactOnMobile={compact}
        aboveMessages={signedIn && pins.length ? <PinnedCheers pins={pins} now={now} strip={phone} /> : null}
        composerAction={
          isFan && live ? (
            <CheerToggle gameId={game.id} open={cheering} onToggle={() => setCheering((o) => !o)} />
          ) : null
        }
        belowComposer={
          isFan ? (
            <CheerComposer game={game} open={cheering && live} onClose={() => setCheering(false)} />
          ) : null
        }
      />
      {/* Once the chat's join has sent the meter (an empty card meanwhile, or when the join is refused, says nothing). */}
      {signedIn && (goal || celebration) && (
        <Wrap data-testid="game-cheers" aria-label="The game goal">
          {celebration && (
            <CelebrationBanner key={celebration.at} celebration={celebration} onClose={dismissCelebration} />
          )}
          {goal && <GoalMeter goal={goal} />}
        </Wrap>
      )}
    </>
  );
}
