import styled from 'styled-components';
import { useSpinChances } from '../../features/rewards/api';

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
