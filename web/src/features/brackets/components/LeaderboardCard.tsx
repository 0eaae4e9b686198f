import styled from 'styled-components';
import type { BracketKind } from '@fanlift/core/web';
import { errorMessage } from '../../../api/client';
import { Card, EmptyState, ErrorState, Skeleton } from '../../../ui';
import { SectionTitle } from '../../../ui/layout';
import { useLeaderboard } from '../api';
import { Table as PlainTable, TableHead } from '../../../ui/table';

/** Top fans of a bracket and the signed-in fan's rank; refetched live when results are posted. */
export function LeaderboardCard({ kind }: { kind: BracketKind }) {
  const { data, error, mutate } = useLeaderboard(kind);
  return (
    <Card aria-labelledby="leaderboard-heading" data-testid="bracket-leaderboard">
      <SectionTitle id="leaderboard-heading">Leaderboard</SectionTitle>
      {error && !data ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void mutate()} />
      ) : !data ? (
        <div role="status" aria-label="Loading the leaderboard">
          <Skeleton $h="160px" />
        </div>
      ) : data.rows.length === 0 ? (
        <EmptyState>No brackets yet. Be the first to pick!</EmptyState>
      ) : (
        <>
          {data.me && (
            <Me data-testid="my-rank">
              You are <strong>#{data.me.rank}</strong> of {data.total} with{' '}
              <strong data-testid="my-score">{data.me.score}</strong> points
            </Me>
          )}
          <Table>
            <caption className="visually-hidden">Top fans by score</caption>
            <TableHead columns={['Rank', 'Fan', 'Points']} />
            <tbody>
              {data.rows.map((r) => (
                <tr key={r.fanId} aria-current={data.me?.fanId === r.fanId ? 'true' : undefined}>
                  <td>{r.rank}</td>
                  <td>{r.name}</td>
                  <td data-testid={`leaderboard-score-${r.fanId}`}>{r.score}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      )}
    </Card>
  );
}

const Me = styled.p`
  margin: 8px 0 12px;
  color: ${({ theme }) => theme.colors.text};
`;
export const Table = styled(PlainTable)`
  th,
  td {
    padding: 8px 6px;
  }
  th {
    font-size: 12px;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  tr[aria-current='true'] td {
    font-weight: 800;
    background: ${({ theme }) => theme.colors.accentSoft};
  }
`;
