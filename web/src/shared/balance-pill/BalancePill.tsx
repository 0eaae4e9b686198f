import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useFanSummary } from '../../session';
import { formatLikes } from '../../ui/format';
import { useBalanceHeld } from '../balance-hold/balanceHold';
import { useCountTo } from '../count-to/countTo';

/**
 * The signed-in fan's balance, in sight on every page (phone included): a link to the wallet that counts to its
 * new value on `wallet:balance` (jumps when the reader prefers reduced motion; waits while a spin is revealed).
 */
export function BalancePill({ className }: { className?: string }) {
  const { data } = useFanSummary();
  const held = useBalanceHeld();
  const shown = useCountTo(data ? data.balance : null, { frozen: held });
  return (
    <Pill
      className={className}
      to="/wallet"
      data-testid="header-balance"
      aria-label={shown === null ? 'Wallet' : `Wallet: ${formatLikes(shown)}`}
    >
      <span aria-hidden="true" className="heart">
        ♥
      </span>
      <span className="n" data-testid="header-balance-value" data-balance={shown ?? ''}>
        {shown === null ? '—' : shown.toLocaleString()}
      </span>
    </Pill>
  );
}

const Pill = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(255, 255, 255, 0.1);
  color: #fff;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  text-decoration: none;
  white-space: nowrap;
  .heart {
    color: ${({ theme }) => theme.colors.accent};
  }
  &:hover {
    background: rgba(255, 255, 255, 0.18);
  }
`;
