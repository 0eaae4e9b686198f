import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState } from '../../../ui';
import { GoalBar } from '../../../ui/feedback';
import { formatNumber } from '../../../ui/format';

export interface AllocationItem {
  id: number;
  name: string;
  description?: string | null;
  likes: number;
  goalLikes?: number | null;
}

/**
 * An athlete's funding goals (allocations): name, likes of the goal and a progress bar; with `fundPath`,
 * a link to support each goal. Used on the athlete's public profile and dashboard.
 */
export function AllocationList({
  allocations,
  empty,
  fundPath,
}: {
  allocations: AllocationItem[];
  empty: ReactNode;
  fundPath?: (allocationId: number) => string;
}) {
  if (allocations.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <Goals>
      {allocations.map((g) => {
        return (
          <li key={g.id}>
            <div className="head">
              <strong>{g.name}</strong>
              <span>
                {formatNumber(g.likes)}
                {g.goalLikes ? ` / ${formatNumber(g.goalLikes)}` : ''} likes
              </span>
            </div>
            {g.description && <p>{g.description}</p>}
            {g.goalLikes ? <GoalBar value={g.likes} goal={g.goalLikes} label={`${g.name} progress`} /> : null}
            {fundPath && (
              <Link to={fundPath(g.id)} className="give">
                Support this goal →
              </Link>
            )}
          </li>
        );
      })}
    </Goals>
  );
}

const Goals = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 16px;
  .head {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    flex-wrap: wrap;
    margin-bottom: 6px;
    span {
      color: ${({ theme }) => theme.colors.textMuted};
      font-weight: 600;
      font-size: 14px;
    }
  }
  p {
    margin: 0 0 8px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 14px;
  }
  .give {
    display: inline-block;
    margin-top: 8px;
    font-weight: 600;
    font-size: 14px;
  }
`;
