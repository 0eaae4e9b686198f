import styled from 'styled-components';
import type { GameGoal } from '@fanlift/core/web';
import { formatNumber } from '../../../../ui/format';

const Meter = styled.section`
  display: flex;
  flex-direction: column;
  gap: 6px;
  .row {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: 8px;
    flex-wrap: wrap;
    font-size: 14px;
  }
  h3 {
    margin: 0;
    font-size: 15px;
    color: ${({ theme }) => theme.colors.navy900};
  }
  .track {
    height: 12px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.border};
    overflow: hidden;
  }
  .fill {
    height: 100%;
    background: ${({ theme }) => theme.colors.accent};
    transition: width 0.6s ease;
  }
  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  @media (prefers-reduced-motion: reduce) {
    .fill {
      transition: none;
    }
  }
`;

/** The game's goal: likes given to its players and schools while live, toward the next threshold. */
export function GoalMeter({ goal }: { goal: GameGoal }) {
  const done = goal.reached.length ? goal.reached[goal.reached.length - 1] : 0;
  const target = goal.next ?? done;
  const span = Math.max(1, target - done);
  const pct = goal.next == null ? 100 : Math.min(100, Math.round(((goal.likes - done) / span) * 100));
  return (
    <Meter aria-labelledby={`goal-${goal.gameId}`} data-testid="goal-meter" data-likes={goal.likes}>
      <div className="row">
        <h3 id={`goal-${goal.gameId}`}>Game goal</h3>
        <span>
          <strong>{formatNumber(goal.likes)}</strong>
          {goal.next != null ? ` / ${formatNumber(goal.next)} likes` : ' likes · every goal reached'}
        </span>
      </div>
      <div
        className="track"
        role="progressbar"
        aria-label="Likes given this game toward the next goal"
        aria-valuemin={done}
        aria-valuemax={target}
        aria-valuenow={Math.min(goal.likes, target)}
        aria-valuetext={`${goal.likes} of ${target} likes`}
      >
        <div className="fill" style={{ width: `${pct}%` }} />
      </div>
      <span className="muted" style={{ fontSize: 13 }}>
        Likes fans give this game’s players and schools while it’s live.
      </span>
    </Meter>
  );
}
