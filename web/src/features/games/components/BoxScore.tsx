import styled from 'styled-components';
import type { GameDetail, GameSide } from '@fanlift/core/web';
import { Card, EmptyState } from '../../../ui';
import { SectionTitle } from '../../../ui/layout';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  font-variant-numeric: tabular-nums;
  caption {
    text-align: left;
    font-weight: 700;
    padding: 8px 0;
  }
  th,
  td {
    padding: 6px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
`;

function TeamTable({ game, side }: { game: GameDetail; side: GameSide }) {
  const rows = game.athletes.filter((a) => a.team === side);
  return (
    <Table>
      <caption>{game[side].name}</caption>
      <thead>
        <tr>
          <th scope="col">Player</th>
          <th scope="col">
            <abbr title="Points">PTS</abbr>
          </th>
          <th scope="col">
            <abbr title="Rebounds">REB</abbr>
          </th>
          <th scope="col">
            <abbr title="Assists">AST</abbr>
          </th>
          <th scope="col">
            <abbr title="Fouls">PF</abbr>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((a) => (
          <tr key={a.radarAthleteId}>
            <td>{a.name ?? a.radarAthleteId}</td>
            <td>{a.points}</td>
            <td>{a.rebounds}</td>
            <td>{a.assists}</td>
            <td>{a.fouls}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Basketball box score per team (points, rebounds, assists, fouls), updated with each play. */
export function BoxScore({ game }: { game: GameDetail }) {
  return (
    <Card aria-labelledby="box-title">
      <SectionTitle id="box-title">Box score</SectionTitle>
      {game.athletes.length === 0 ? (
        <EmptyState>No box score for this game.</EmptyState>
      ) : (
        <div data-testid="box-score">
          <TeamTable game={game} side="away" />
          <TeamTable game={game} side="home" />
        </div>
      )}
    </Card>
  );
}
