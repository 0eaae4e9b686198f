import styled from 'styled-components';
import type { GamePlay, GameView } from '@fanlift/core/web';
import { Card, EmptyState } from '../../../ui';
import { SectionTitle } from '../../../ui/layout';
import { periodLabel } from '../format';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 420px;
  overflow-y: auto;
  li {
    display: grid;
    grid-template-columns: 84px 1fr auto;
    gap: 12px;
    padding: 10px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    font-size: 14px;
  }
  .when {
    color: ${({ theme }) => theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
  .score {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .scoring {
    font-weight: 700;
  }
`;

/** Play-by-play, newest first. */
export function PlayByPlay({ game, plays }: { game: GameView; plays: GamePlay[] }) {
  return (
    <Card aria-labelledby="pbp-title">
      <SectionTitle id="pbp-title">Play-by-play</SectionTitle>
      {plays.length === 0 ? (
        <EmptyState>
          {game.status === 'scheduled' ? 'Plays appear here once the game starts.' : 'No plays yet.'}
        </EmptyState>
      ) : (
        <List data-testid="plays" tabIndex={0} aria-label="Plays, newest first">
          {plays.map((p) => (
            <li key={p.id}>
              <span className="when">
                {periodLabel(game.sport, p.period)} {p.clock ?? ''}
              </span>
              <span className={p.points > 0 ? 'scoring' : undefined}>
                {p.team ? `${game[p.team].shortName}: ` : ''}
                {p.description}
              </span>
              <span className="score" aria-label={`Score ${p.awayScore} to ${p.homeScore}`}>
                {p.awayScore}-{p.homeScore}
              </span>
            </li>
          ))}
        </List>
      )}
    </Card>
  );
}
