import styled from 'styled-components';
import { Card } from '../../../ui';
import { Icon } from '../../../ui/Icon';
import { formatLikes, formatMoney } from '../../../ui/format';
import type { CheckoutSession } from '../api';

/**
 * What a refund or dispute of a paid checkout did: the likes actually taken back, and apart from them the likes
 * that could not be taken back (already spent, or no longer on the athlete's fund). Nothing when the payment
 * was never reversed.
 */
export function ReversalNotice({ session, from }: { session: CheckoutSession; from: string }) {
  const { refundedCents, disputedCents, likesReversalRequested, likesReversed, likesShortfall } = session;
  if (refundedCents === 0 && disputedCents === 0 && likesReversalRequested === 0) return null;
  const disputed = disputedCents > 0 && refundedCents === 0;
  const cents = disputed ? disputedCents : refundedCents;
  const how = cents >= session.amountCents ? 'in full' : `(${formatMoney(cents, session.currency)})`;
  return (
    <Box role="status" data-testid="payment-reversal">
      <Icon name="card" size={22} />
      <div>
        <Title>
          This payment was {disputed ? 'disputed' : 'refunded'} {how}
        </Title>
        <Text data-testid="payment-reversal-taken">
          {likesReversed > 0
            ? `${formatLikes(likesReversed)} ${likesReversed === 1 ? 'was' : 'were'} taken back from ${from}.`
            : `No likes could be taken back from ${from}.`}
        </Text>
        {likesShortfall > 0 && (
          <Text data-testid="payment-reversal-shortfall">
            {`${formatLikes(likesShortfall)} could not be taken back because ${
              likesShortfall === 1 ? 'it was' : 'they were'
            } already spent.`}
          </Text>
        )}
      </div>
    </Box>
  );
}

const Box = styled(Card)`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  align-items: flex-start;
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.text};
`;

const Title = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.navy900};
`;

const Text = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
