import styled from 'styled-components';
import { splitGift } from '@fanlift/core/web';
import { formatLikes, formatMoney } from '../../../ui/format';

/** How much of each like reaches the athlete or university, in one sentence (null while the prices load). */
export function FeeLine({ feePercent }: { feePercent: number | null }) {
  if (feePercent === null) return null;
  return (
    <span data-testid="fee-line">
      {feePercent > 0
        ? `Platform fee: ${feePercent}% of the likes you give; the rest reaches the athlete or university.`
        : 'No platform fee: every like you give reaches the athlete or university in full.'}
    </span>
  );
}

/**
 * What a gift of `likes` does (the fund, send and guest pages): what reaches the recipient, and the platform
 * fee as its own line when one is set.
 */
export function GiftBreakdown({
  likes,
  feePercent,
  unitPriceCents,
  to,
}: {
  likes: number | null;
  feePercent: number | null;
  unitPriceCents: number | null;
  to: string;
}) {
  if (likes === null || feePercent === null || unitPriceCents === null) return null;
  const { toRecipient, fee } = splitGift(likes, feePercent);
  return (
    <Lines aria-live="polite" data-testid="gift-breakdown">
      <div>
        <dt>Reaches {to}</dt>
        <dd data-testid="gift-reaches">
          {formatLikes(toRecipient)} · {formatMoney(toRecipient * unitPriceCents)}
        </dd>
      </div>
      {feePercent > 0 && (
        <div>
          <dt>Platform fee ({feePercent}%)</dt>
          <dd data-testid="gift-fee">
            {formatLikes(fee)} · {formatMoney(fee * unitPriceCents)}
          </dd>
        </div>
      )}
    </Lines>
  );
}

const Lines = styled.dl`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  font-size: 14px;
  div {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    flex-wrap: wrap;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;
