import { ButtonLink } from '../../../ui';
import { useFanSummary } from '../../../session';
import { BalanceCard } from '../../../shared/balance-card/BalanceCard';

/** The signed-in fan's balance (compact, for a side column) with a link to add likes. */
export function WalletBalanceCard({ testId, label = 'Your balance' }: { testId: string; label?: string }) {
  const summary = useFanSummary();
  return (
    <BalanceCard
      compact
      label={label}
      testId={testId}
      value={summary.data ? summary.data.balance : null}
      footer={
        <ButtonLink to="/wallet/add" $variant="onDark" $small>
          Add likes
        </ButtonLink>
      }
    />
  );
}
