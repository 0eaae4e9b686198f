import styled, { keyframes } from 'styled-components';
import { formatNumber } from '../../../../ui/format';
import { Icon } from '../../../../ui/Icon';
import type { Celebration } from './useGameCheers';

const pop = keyframes`
  from { transform: scale(0.92); opacity: 0; }
  to { transform: scale(1); opacity: 1; }
`;

const Banner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.navy900};
  color: ${({ theme }) => theme.colors.textOnDark};
  animation: ${pop} 0.35s ease-out;
  strong,
  svg {
    color: ${({ theme }) => theme.colors.star};
    flex: none;
  }
  button {
    min-width: 44px;
    min-height: 44px;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.md};
    background: transparent;
    color: ${({ theme }) => theme.colors.textOnDark};
    font-size: 20px;
    cursor: pointer;
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusOnDark};
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** A goal reached: shown once to each viewer in the room when it happens (never replayed to a late joiner). */
export function CelebrationBanner({
  celebration,
  onClose,
}: {
  celebration: Celebration;
  onClose: () => void;
}) {
  return (
    <Banner role="status" data-testid="goal-celebration" data-threshold={celebration.threshold}>
      <Icon name="star" size={22} />
      <span style={{ flex: 1 }}>
        <strong>Goal reached!</strong> Fans gave {formatNumber(celebration.threshold)} likes this game.
      </span>
      <button type="button" onClick={onClose} aria-label="Dismiss">
        ×
      </button>
    </Banner>
  );
}
