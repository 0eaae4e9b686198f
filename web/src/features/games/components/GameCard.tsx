import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { GameTeam, GameView } from '@fanlift/core/web';
import { formatPlayedOn, gamePath, statusLine } from '../format';
import { StatusPill } from './Scoreboard';

/** The whole card is the game's link (its ::after covers the card); the other actions sit above it. */
const Item = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 12px;
  align-items: center;
  padding: 12px 14px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  .teams {
    display: flex;
    flex-direction: column;
    gap: 6px;
    min-width: 0;
  }
  .team {
    display: flex;
    align-items: center;
    gap: 8px;
    font-weight: 600;
    min-width: 0;
  }
  .team img {
    width: 24px;
    height: 24px;
    flex: none;
  }
  .team .n {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.navy600};
  }
  .team .s {
    margin-left: auto;
    font-variant-numeric: tabular-nums;
    font-weight: 800;
  }
  .side {
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    gap: 6px;
    font-size: 13px;
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: right;
  }
  .sport {
    font-size: 11px;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
  .links {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: 4px 8px;
  }
  .links a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    min-width: 44px;
    padding: 0 6px;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.navy700};
  }
  .links a.main::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  .links a.extra,
  .above {
    position: relative;
    z-index: 1;
  }
`;

function TeamRow({ team, showScore }: { team: GameTeam; showScore: boolean }) {
  return (
    <span className="team">
      <img src={team.logo} alt="" width={24} height={24} loading="lazy" />
      <span className="n" title={team.name}>
        {team.shortName}
      </span>
      {showScore && <span className="s">{team.score}</span>}
    </span>
  );
}

/** One game in a schedule: teams, score once started, status or kickoff (viewer's time zone), links. */
export function GameCard({ game, chat, footer }: { game: GameView; chat?: boolean; footer?: ReactNode }) {
  const started = game.status !== 'scheduled';
  return (
    <Item data-testid="game-card" data-game-id={game.id}>
      <div className="teams" aria-label={`${game.away.name} at ${game.home.name}`}>
        <TeamRow team={game.away} showScore={started} />
        <TeamRow team={game.home} showScore={started} />
      </div>
      <div className="side">
        {game.status !== 'scheduled' && (
          <StatusPill $status={game.status}>{game.status === 'live' ? '● Live' : 'Final'}</StatusPill>
        )}
        <span>
          {game.status === 'scheduled' ? (
            <time dateTime={game.kickoffAt}>{statusLine(game)}</time>
          ) : game.status === 'final' && statusLine(game) === 'Final' ? (
            // The pill already says Final: the day it was played instead of the word again.
            <time dateTime={game.kickoffAt}>{formatPlayedOn(game.kickoffAt)}</time>
          ) : (
            statusLine(game)
          )}
        </span>
        <span className="links">
          <Link to={gamePath(game)} className="main">
            {game.status === 'live' ? 'Watch' : 'Game page'}
            <span className="visually-hidden">
              : {game.away.shortName} at {game.home.shortName}
            </span>
          </Link>
          {chat && game.status === 'live' && (
            <Link to={`/live-chat/${game.id}`} className="extra">
              Chat
              <span className="visually-hidden">
                {' '}
                about {game.away.shortName} at {game.home.shortName}
              </span>
            </Link>
          )}
        </span>
      </div>
      {footer && (
        <div className="above" style={{ gridColumn: '1 / -1' }}>
          {footer}
        </div>
      )}
    </Item>
  );
}

export const GameList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(340px, 1fr));
  gap: 12px;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;
