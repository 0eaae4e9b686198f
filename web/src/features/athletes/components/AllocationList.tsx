import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AthleteUpdate } from '@fanlift/core/web';
import { EmptyState } from '../../../ui';
import { Badge, GoalBar } from '../../../ui/feedback';
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
  reached,
}: {
  allocations: AllocationItem[];
  empty: ReactNode;
  fundPath?: (allocationId: number) => string;
  /** Goal-reached posts by allocation id: the goal shows Reached and what it paid for. */
  reached?: Map<number, AthleteUpdate>;
}) {
  if (allocations.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <Goals>
      {allocations.map((g) => {
        const post = reached?.get(g.id);
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
            {post && (
              <div className="reached" data-testid="goal-reached">
                <Badge $tone="success">Reached</Badge>
                <p>{post.text}</p>
                {post.photoUrl && <img src={post.photoUrl} alt={`What ${g.name} paid for`} loading="lazy" />}
              </div>
            )}
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
  .reached {
    margin: 6px 0;
    p {
      white-space: pre-wrap;
      overflow-wrap: anywhere;
    }
    img {
      max-width: 100%;
      border-radius: ${({ theme }) => theme.radii.md};
    }
  }
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
