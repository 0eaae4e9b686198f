import styled from 'styled-components';
import type { BracketGroup } from '@fanlift/core/web';
import { errorMessage } from '../../../api/client';
import { Button, Card, EmptyState, ErrorState, Skeleton } from '../../../ui';
import { SectionTitle } from '../../../ui/layout';
import { TableHead } from '../../../ui/table';
import { useGroupBoard } from '../groups-api';
import { Table } from './LeaderboardCard';

/** A group's members in rank order (stored group ranks), 25 at a time; the owner removes members here. */
export function GroupBoard({
  group,
  me,
  onRemove,
}: {
  group: BracketGroup;
  me: number | null;
  onRemove: (fanId: number, name: string) => void;
}) {
  const { data, error, size, setSize, mutate, isValidating } = useGroupBoard(group.id);
  const rows = (data ?? []).flatMap((p) => p.rows);
  const more = data?.[data.length - 1]?.next != null;
  const owner = group.me?.owner ?? false;
  return (
    <Card aria-labelledby="group-board-heading" data-testid="group-board">
      <SectionTitle id="group-board-heading">Leaderboard</SectionTitle>
      {error && !data ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void mutate()} />
      ) : !data ? (
        <div role="status" aria-label="Loading the leaderboard">
          <Skeleton $h="200px" />
        </div>
      ) : rows.length === 0 ? (
        <EmptyState>No members yet.</EmptyState>
      ) : (
        <Wrap>
          <Table>
            <caption className="visually-hidden">Members by rank</caption>
            <TableHead columns={owner ? ['Rank', 'Fan', 'Points', 'Member'] : ['Rank', 'Fan', 'Points']} />
            <tbody>
              {rows.map((r) => (
                <tr key={r.fanId} aria-current={r.fanId === me ? 'true' : undefined}>
                  <td data-testid={`group-rank-${r.fanId}`}>{r.rank === null ? '—' : r.rank}</td>
                  <td>
                    {r.name}
                    {r.owner && <Tag> (owner)</Tag>}
                    {r.rank === null && <Tag> · no picks yet</Tag>}
                  </td>
                  <td>{r.score}</td>
                  {owner && (
                    <td>
                      {r.fanId !== me && (
                        <Button $variant="ghost" onClick={() => onRemove(r.fanId, r.name)}>
                          Remove<span className="visually-hidden"> {r.name}</span>
                        </Button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </Table>
        </Wrap>
      )}
      {more && (
        <Button $variant="secondary" disabled={isValidating} onClick={() => void setSize(size + 1)}>
          Show more members
        </Button>
      )}
    </Card>
  );
}

const Wrap = styled.div`
  overflow-x: auto;
  margin-bottom: 12px;
`;
const Tag = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
`;
