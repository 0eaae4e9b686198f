import styled from 'styled-components';
import { REWARDS_LIST_MAX_HEIGHT_PX } from '@fanlift/core/web';
import { errorMessage } from '../../../api/client';
import { ErrorState, Skeleton } from '../../../ui';
import { useRewardsData } from '../api';

/** Rewards tab: what the fan earned (referrals with the friend's name, spin wins, star bonuses). */
export function RewardsTab() {
  const { data, error, mutate } = useRewardsData();
  if (error && !data) return <ErrorState message={errorMessage(error)} onRetry={() => void mutate()} />;
  if (!data) return <Skeleton $h="120px" role="status" aria-label="Loading rewards" />;
  return (
    <div>
      <Lead data-testid="inviter-earn-like">
        Each friend who joins and onboards earns you <strong>{data.inviterEarnLike} likes</strong> and a spin.
      </Lead>
      {data.rewards.length === 0 ? (
        <Empty>No rewards yet. Share your invite link or spin the wheel.</Empty>
      ) : (
        <List data-testid="rewards-list" tabIndex={0} aria-label="Your rewards">
          {data.rewards.map((r, i) => (
            <li key={`${r.kind}-${r.createdAt}-${i}`} data-kind={r.kind}>
              <div>
                <strong>{r.label}</strong>
                <small>{new Date(r.createdAt).toLocaleString()}</small>
              </div>
              <span>
                {r.likes != null ? `+${r.likes} likes` : ''}
                {r.chances > 0 ? `${r.likes != null ? ' · ' : ''}+${r.chances} spin` : ''}
              </span>
            </li>
          ))}
        </List>
      )}
    </div>
  );
}

const Lead = styled.p`
  margin: 0 0 8px;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Empty = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: ${REWARDS_LIST_MAX_HEIGHT_PX}px;
  overflow-y: auto;
  li {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    padding: 8px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    font-size: 14px;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  span {
    white-space: nowrap;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.success};
  }
`;
