import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { BracketKind, MyBracketGroups } from '@fanlift/core/web';
import { errorMessage } from '../../../api/client';
import { EmptyState, ErrorState, Skeleton } from '../../../ui';
import { groupPath, useMyGroups } from '../groups-api';

type MyGroup = MyBracketGroups['groups'][number];

export const rankText = (g: Pick<MyGroup, 'me' | 'memberCount'>) =>
  g.me.rank === null ? 'No picks yet' : `#${g.me.rank} of ${g.memberCount}`;

/** The signed-in fan's groups (of one bracket, or all) with their rank in each. */
export function MyGroupsList({ kind, empty }: { kind?: BracketKind; empty: string }) {
  const { data, error, mutate } = useMyGroups(kind, true);
  if (error && !data) return <ErrorState message={errorMessage(error)} onRetry={() => void mutate()} />;
  if (!data)
    return (
      <div role="status" aria-label="Loading your groups">
        <Skeleton $h="88px" />
      </div>
    );
  if (data.groups.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <List data-testid="my-groups">
      {data.groups.map((g) => (
        <li key={g.id}>
          <Link to={groupPath(g.id)}>{g.name}</Link>
          <span data-testid={`my-group-rank-${g.id}`}>{rankText(g)}</span>
        </li>
      ))}
    </List>
  );
}

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 12px;
    min-height: 44px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.navy900};
    text-decoration: underline;
    overflow-wrap: anywhere;
  }
  span {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 14px;
  }
`;
