import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Spinner } from '../../../ui';
import { Icon, type IconName } from '../../../ui/Icon';
import { IndeterminateBar } from '../../../ui/feedback';

/** "Confirming your payment…" with a progress indicator, announced politely. */
export function ConfirmingPayment({ slow, detail }: { slow?: boolean; detail?: ReactNode }) {
  return (
    <StatusCard data-testid="payment-confirming" aria-busy="true">
      <Row>
        <Spinner $size={28} />
        <div role="status" aria-live="polite">
          <StatusTitle>Confirming your payment…</StatusTitle>
          <StatusText>
            {slow
              ? 'This is taking longer than usual. Your card provider has your payment; your likes will appear as soon as it is confirmed. You can keep this page open or come back later.'
              : (detail ?? 'This usually takes a few seconds. Please keep this page open.')}
          </StatusText>
        </div>
      </Row>
      <IndeterminateBar label="Confirming your payment" />
    </StatusCard>
  );
}

/** A final state of a payment page: success, failure or not found, with actions. */
export function PaymentOutcome({
  icon,
  tone,
  title,
  children,
  actions,
  testId,
}: {
  icon: IconName;
  tone: 'success' | 'error' | 'info';
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}) {
  return (
    <StatusCard data-testid={testId}>
      <IconTile $tone={tone}>
        <Icon name={icon} size={28} />
      </IconTile>
      <OutcomeTitle>{title}</OutcomeTitle>
      {children}
      {actions && <OutcomeActions>{actions}</OutcomeActions>}
    </StatusCard>
  );
}

const StatusCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space(5)};
  }
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  align-items: flex-start;
`;

const StatusTitle = styled.h2`
  margin: 0;
  font-size: 20px;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.navy900};
`;

const StatusText = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const IconTile = styled.div<{ $tone: 'success' | 'error' | 'info' }>`
  width: 56px;
  height: 56px;
  border-radius: 14px;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.successSoft
      : $tone === 'error'
        ? theme.colors.dangerSoft
        : theme.colors.accentSoft};
  color: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.success
      : $tone === 'error'
        ? theme.colors.danger
        : theme.colors.accentText};
`;

const OutcomeTitle = styled.h2`
  margin: 0;
  font-size: 24px;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.navy900};
`;

const OutcomeActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.mobile} {
    > * {
      flex: 1 1 auto;
    }
  }
`;
