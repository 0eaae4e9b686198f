import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useFanSummary } from '../../session';
import { formatLikes } from '../../ui/format';
import { useBalanceHeld } from '../../shared/balance-hold/balanceHold';
import { useCountTo } from '../../shared/count-to/countTo';
import { useSpinChances } from '../../features/rewards/api';

/**
 * The signed-in fan's balance, in sight on every page (phone included): a link to the wallet that counts to its
 * new value on `wallet:balance` (jumps when the reader prefers reduced motion; waits while a spin is revealed).
 */
export function BalancePill() {
  const { data } = useFanSummary();
  const held = useBalanceHeld();
  const shown = useCountTo(data ? data.balance : null, { frozen: held });
  return (
    <Pill
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

/** The rewards panel's control: in the header (it covers nothing), with a badge of the spins waiting. */
export function RewardsButton({
  open,
  onToggle,
}: {
  open: boolean;
  onToggle: (spinsWaiting: number) => void;
}) {
  const chances = useSpinChances();
  const waiting = chances.data?.chancesLeft ?? 0;
  return (
    <RoundButton
      type="button"
      aria-expanded={open}
      aria-controls={open ? 'referral-panel' : undefined}
      aria-label={`Rewards and spins${waiting > 0 ? `: ${waiting} spin${waiting === 1 ? '' : 's'} waiting` : ''}`}
      data-testid="referral-panel-toggle"
      onClick={() => onToggle(waiting)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" width="22" height="22">
        <path
          fill="currentColor"
          d="M20 7h-2.2A3 3 0 0 0 12 4.2 3 3 0 0 0 6.2 7H4a1 1 0 0 0-1 1v3a1 1 0 0 0 1 1h1v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7h1a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1Zm-5-1a1 1 0 1 1 0 2h-2V7a1 1 0 0 1 2-1ZM9 6a1 1 0 0 1 2 1v1H9a1 1 0 0 1 0-2Zm-4 3h6v1H5V9Zm2 3h4v7H7v-7Zm6 7v-7h4v7h-4Zm6-9h-6V9h6v1Z"
        />
      </svg>
      {waiting > 0 && (
        <Badge aria-hidden="true" data-testid="spins-waiting">
          {waiting > 9 ? '9+' : waiting}
        </Badge>
      )}
    </RoundButton>
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

const RoundButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.1);
  color: #fff;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: rgba(255, 255, 255, 0.2);
  }
`;

const Badge = styled.span`
  position: absolute;
  top: -2px;
  right: -2px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-size: 12px;
  font-weight: 800;
  line-height: 20px;
  text-align: center;
`;
