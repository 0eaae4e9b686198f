import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatLikes } from '../../ui/format';

/**
 * The wallet balance as a big figure on a dark card; aria-live so a change is announced.
 * `value` null shows a placeholder while loading.
 */
export function BalanceCard({
  value,
  label = 'Your balance',
  testId = 'wallet-page-balance',
  footer,
  compact,
}: {
  value: number | null;
  label?: string;
  testId?: string;
  footer?: ReactNode;
  compact?: boolean;
}) {
  return (
    <DarkCard $compact={compact}>
      <BalanceLabel>{label}</BalanceLabel>
      <Figure aria-live="polite" aria-atomic="true" $compact={compact}>
        {value === null ? (
          <BalancePlaceholder>
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">Loading balance</span>
          </BalancePlaceholder>
        ) : (
          <>
            <span data-testid={testId} data-balance={value}>
              {value.toLocaleString()}
            </span>
            <Unit>{value === 1 ? 'like' : 'likes'}</Unit>
            <span className="visually-hidden">{` (${formatLikes(value)})`}</span>
          </>
        )}
      </Figure>
      {footer && <BalanceFooter>{footer}</BalanceFooter>}
    </DarkCard>
  );
}

const DarkCard = styled.section<{ $compact?: boolean }>`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme, $compact }) => ($compact ? theme.space(5) : theme.space(7))};
  color: ${({ theme }) => theme.colors.textOnDark};
  background:
    radial-gradient(120% 140% at 100% 0%, rgba(255, 92, 53, 0.35) 0%, rgba(255, 92, 53, 0) 55%),
    linear-gradient(
      135deg,
      ${({ theme }) => theme.colors.navy900} 0%,
      ${({ theme }) => theme.colors.navy700} 100%
    );
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const BalanceLabel = styled.div`
  font-size: 13px;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
`;

const Figure = styled.div<{ $compact?: boolean }>`
  display: flex;
  align-items: baseline;
  gap: 10px;
  margin-top: ${({ theme }) => theme.space(2)};
  font-size: ${({ $compact }) => ($compact ? '36px' : 'clamp(44px, 7vw, 60px)')};
  font-weight: 800;
  line-height: 1;
  font-variant-numeric: tabular-nums;
  color: #fff;
`;

const Unit = styled.span`
  font-size: 18px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
`;

const BalancePlaceholder = styled.span`
  opacity: 0.5;
`;

const BalanceFooter = styled.div`
  margin-top: ${({ theme }) => theme.space(5)};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;
