import styled from 'styled-components';
import type { GameTeam, GameView } from '@fanlift/core/web';
import { downAndDistance, formatKickoff, periodLabel } from '../format';

const Board = styled.section`
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.navy900},
    ${({ theme }) => theme.colors.navy700}
  );
  color: ${({ theme }) => theme.colors.textOnDark};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space(6)};
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space(4)};
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const Team = styled.div<{ $right?: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  text-align: center;
  img {
    width: 64px;
    height: 64px;
    background: #fff;
    border-radius: 50%;
    padding: 6px;
  }
  .name {
    font-weight: 700;
    font-size: 16px;
  }
  .ball {
    color: ${({ theme }) => theme.colors.star};
  }
  .side {
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textOnDarkMuted};
    text-transform: uppercase;
    letter-spacing: 0.08em;
  }
  .score {
    font-size: clamp(36px, 7vw, 56px);
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    line-height: 1;
  }
  ${({ theme }) => theme.media.mobile} {
    img {
      width: 44px;
      height: 44px;
    }
  }
`;

const Middle = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  text-align: center;
  min-width: 120px;
  .clock {
    font-size: 28px;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
  .dd {
    font-size: 14px;
    color: ${({ theme }) => theme.colors.textOnDarkMuted};
  }
`;

export const StatusPill = styled.span<{ $status: GameView['status'] }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 3px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 12px;
  font-weight: 800;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  background: ${({ $status, theme }) =>
    $status === 'live'
      ? theme.colors.danger
      : $status === 'final'
        ? theme.colors.navy600
        : theme.colors.surfaceMuted};
  color: ${({ $status, theme }) => ($status === 'scheduled' ? theme.colors.navy900 : '#fff')};
`;

function TeamBlock({
  team,
  side,
  possession,
}: {
  team: GameTeam;
  side: 'Home' | 'Away';
  possession: boolean;
}) {
  return (
    <Team>
      <img src={team.logo} alt="" width={64} height={64} />
      <span className="name">
        {team.name}
        {possession && (
          <span className="ball" title="Has the ball">
            {' '}
            ◆<span className="visually-hidden"> has the ball</span>
          </span>
        )}
      </span>
      <span className="side">{side}</span>
      <span className="score" data-testid={`score-${side.toLowerCase()}`}>
        {team.score}
      </span>
    </Team>
  );
}

/** Live scoreboard: away at left, home at right, status, period and clock, down and distance (football). */
export function Scoreboard({ game }: { game: GameView }) {
  const dd = downAndDistance(game);
  const pos = game.football?.possession ?? null;
  const label = `${game.away.name} ${game.away.score}, ${game.home.name} ${game.home.score}`;
  return (
    <Board aria-label={`Scoreboard: ${label}`} data-testid="scoreboard">
      <TeamBlock team={game.away} side="Away" possession={game.status === 'live' && pos === 'away'} />
      <Middle>
        <StatusPill $status={game.status}>{game.status === 'live' ? '● Live' : game.status}</StatusPill>
        {game.status === 'scheduled' ? (
          <span className="dd">
            Kickoff <time dateTime={game.kickoffAt}>{formatKickoff(game.kickoffAt)}</time>
          </span>
        ) : (
          <>
            <span className="clock" data-testid="game-clock">
              {game.status === 'final' ? 'Final' : (game.clock ?? '')}
            </span>
            <span className="dd">{periodLabel(game.sport, game.period)}</span>
          </>
        )}
        {dd && (
          <span className="dd" data-testid="down-distance">
            {dd}
          </span>
        )}
      </Middle>
      <TeamBlock team={game.home} side="Home" possession={game.status === 'live' && pos === 'home'} />
    </Board>
  );
}
