import styled from 'styled-components';
import { Card } from '../../../../ui';
import type { GameDetail } from '@fanlift/core/web';
import { useSession } from '../../../../session';
import { CelebrationBanner } from './CelebrationBanner';
import { CheerComposer } from './CheerComposer';
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
 * Cheers and the game's goal above a game's chat (issue 28): a celebration when a goal is reached, the meter,
 * the pinned cheers and, for fans, the cheer control. Self-contained: the page mounts it beside its ChatPanel.
 */
export function GameCheers({ game }: { game: GameDetail }) {
  const { isFan, status } = useSession();
  const { pins, goal, celebration, now, dismissCelebration } = useGameCheers(game.id);
  if (status !== 'signedIn') return null;
  return (
    <Wrap data-testid="game-cheers" aria-label="Cheers and the game goal">
      {celebration && (
        <CelebrationBanner key={celebration.at} celebration={celebration} onClose={dismissCelebration} />
      )}
      {goal && <GoalMeter goal={goal} />}
      <PinnedCheers pins={pins} now={now} />
      {isFan && <CheerComposer game={game} />}
    </Wrap>
  );
}
