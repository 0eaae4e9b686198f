import styled from 'styled-components';
import type { GameTeam, GameView } from '@fanlift/core/web';
import { downAndDistance, formatKickoff, periodLabel, startWord } from '../format';

/**
 * Compact on every width: short names ("UMass", "Notre Dame"), logos 32 px, one row. `$pinned` keeps it under
 * the site header while the page scrolls (the header publishes its height as --header-h).
 */
const Board = styled.section<{ $pinned?: boolean }>`
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.navy900},
    ${({ theme }) => theme.colors.navy700}
  );
  color: ${({ theme }) => theme.colors.textOnDark};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: 10px 12px;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  align-items: center;
  gap: 8px;
  max-width: 100%;
  ${({ $pinned }) =>
    $pinned
      ? `position: sticky; top: var(--header-h, 0px); z-index: 20;
         box-shadow: 0 4px 14px rgba(6, 17, 31, 0.25);`
      : ''}
`;

const Team = styled.div<{ $home?: boolean }>`
  display: grid;
  grid-template-columns: ${({ $home }) => ($home ? 'auto minmax(0, 1fr)' : 'minmax(0, 1fr) auto')};
  grid-template-areas: ${({ $home }) => ($home ? "'score name'" : "'name score'")};
  align-items: center;
  gap: 8px;
  min-width: 0;
  .name {
    grid-area: name;
    display: flex;
    flex-direction: ${({ $home }) => ($home ? 'row-reverse' : 'row')};
    align-items: center;
    gap: 6px;
    min-width: 0;
    font-weight: 700;
    font-size: 15px;
    line-height: 1.2;
    text-align: ${({ $home }) => ($home ? 'right' : 'left')};
    /* A word breaks only when it cannot fit the column at all ("Wyoming" stays whole on a phone). */
    overflow-wrap: break-word;
  }
  img {
    flex: none;
    width: 32px;
    height: 32px;
    background: #fff;
    border-radius: 50%;
    padding: 3px;
  }
  .ball {
    color: ${({ theme }) => theme.colors.star};
  }
  .score {
    grid-area: score;
    font-size: 32px;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    line-height: 1;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'name' 'score';
    justify-items: ${({ $home }) => ($home ? 'end' : 'start')};
    gap: 4px;
    .name {
      font-size: 14px;
      /* The logo above the name: a word such as "Washington" gets the column's whole width, not cut in two. */
      flex-direction: column;
      align-items: ${({ $home }) => ($home ? 'flex-end' : 'flex-start')};
      gap: 3px;
      hyphens: auto;
    }
    img {
      width: 26px;
      height: 26px;
      padding: 2px;
    }
    .score {
      font-size: 28px;
    }
  }
`;

const Middle = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  text-align: center;
  .clock {
    font-size: 20px;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
  .dd {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.textOnDarkMuted};
  }
  /* On a phone the down and distance wraps under the clock, so the schools keep their width. */
  ${({ theme }) => theme.media.mobile} {
    max-width: 128px;
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
    <Team $home={side === 'Home'}>
      <span className="name" title={team.name}>
        <img src={team.logo} alt="" width={32} height={32} />
        <span>
          {team.shortName}
          <span className="visually-hidden"> ({side.toLowerCase()})</span>
          {possession && (
            <span className="ball" title="Has the ball">
              {' '}
              ◆<span className="visually-hidden"> has the ball</span>
            </span>
          )}
        </span>
      </span>
      <span className="score" data-testid={`score-${side.toLowerCase()}`}>
        {team.score}
      </span>
    </Team>
  );
}

/** Live scoreboard: away at left, home at right, status, period and clock, down and distance (football). */
export function Scoreboard({ game, pinned }: { game: GameView; pinned?: boolean }) {
  const dd = downAndDistance(game);
  const pos = game.football?.possession ?? null;
  const label = `${game.away.name} ${game.away.score}, ${game.home.name} ${game.home.score}`;
  return (
    <Board aria-label={`Scoreboard: ${label}`} data-testid="scoreboard" $pinned={pinned}>
      <TeamBlock team={game.away} side="Away" possession={game.status === 'live' && pos === 'away'} />
      <Middle>
        <StatusPill $status={game.status}>{game.status === 'live' ? '● Live' : game.status}</StatusPill>
        {game.status === 'scheduled' ? (
          <span className="dd">
            {startWord(game.sport)} <time dateTime={game.kickoffAt}>{formatKickoff(game.kickoffAt)}</time>
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
