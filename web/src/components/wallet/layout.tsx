import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { Container, Eyebrow } from '../ui';
import { formatLikes } from './format';

/** Page frame for the wallet and funding pages: a heading block and content. */
export function PageFrame({
  eyebrow,
  title,
  lead,
  actions,
  children,
  narrow,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  narrow?: boolean;
}) {
  return (
    <Container>
      <Frame $narrow={narrow}>
        <Head>
          <div>
            {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
            <Title>{title}</Title>
            {lead && <Lead>{lead}</Lead>}
          </div>
          {actions && <HeadActions>{actions}</HeadActions>}
        </Head>
        {children}
      </Frame>
    </Container>
  );
}

const Frame = styled.div<{ $narrow?: boolean }>`
  max-width: ${({ $narrow }) => ($narrow ? '720px' : 'none')};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(12)};
  ${({ theme }) => theme.media.mobile} {
    padding-top: ${({ theme }) => theme.space(5)};
  }
`;

const Head = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  flex-wrap: wrap;
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: clamp(26px, 4vw, 36px);
  font-weight: 800;
  line-height: 1.15;
  color: ${({ theme }) => theme.colors.navy900};
`;

export const Lead = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: 17px;
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 62ch;
`;

const HeadActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  flex-wrap: wrap;
`;

/** Two columns on desktop (main + aside), one on mobile. */
export const TwoColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) 360px;
  }
`;

export const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: 20px;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.navy900};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.media.mobile} {
    > * {
      flex: 1 1 auto;
    }
  }
`;

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
            <VisuallyHidden>{` (${formatLikes(value)})`}</VisuallyHidden>
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

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

const grow = keyframes`
  0% { transform: translateX(-100%); }
  100% { transform: translateX(250%); }
`;

/** An indeterminate progress bar (role=progressbar without a value). */
export function IndeterminateBar({ label }: { label: string }) {
  return (
    <Track role="progressbar" aria-label={label} aria-busy="true">
      <Runner />
    </Track>
  );
}

const Track = styled.div`
  position: relative;
  height: 6px;
  width: 100%;
  border-radius: 999px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.border};
`;

const Runner = styled.div`
  position: absolute;
  inset: 0 auto 0 0;
  width: 40%;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accent};
  animation: ${grow} 1.2s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 3s;
  }
`;

/** A progress bar towards a goal (allocations). */
export function GoalBar({ value, goal, label }: { value: number; goal: number; label: string }) {
  const pct = goal > 0 ? Math.min(100, Math.round((value / goal) * 100)) : 0;
  return (
    <GoalTrack
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={goal}
      aria-valuenow={Math.min(value, goal)}
      aria-valuetext={`${value.toLocaleString()} of ${goal.toLocaleString()} likes (${pct}%)`}
    >
      <GoalFill style={{ width: `${pct}%` }} />
    </GoalTrack>
  );
}

const GoalTrack = styled.div`
  height: 8px;
  border-radius: 999px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.border};
`;

const GoalFill = styled.div`
  height: 100%;
  border-radius: 999px;
  background: linear-gradient(90deg, ${({ theme }) => theme.colors.accent}, #ff8a5c);
  transition: width 0.4s ease;
`;

export const Badge = styled.span<{ $tone?: 'success' | 'warning' | 'danger' | 'neutral' | 'accent' }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 700;
  white-space: nowrap;
  ${({ theme, $tone = 'neutral' }) => {
    const map = {
      success: [theme.colors.successSoft, theme.colors.success],
      warning: ['#fff6dd', '#8a5a00'],
      danger: [theme.colors.dangerSoft, theme.colors.danger],
      neutral: [theme.colors.surfaceMuted, theme.colors.textMuted],
      accent: [theme.colors.accentSoft, theme.colors.accentText],
    } as const;
    const [bg, fg] = map[$tone];
    return `background: ${bg}; color: ${fg};`;
  }}
`;

/** An inline notice with an optional action (insufficient balance, etc.). */
export const Notice = styled.div<{ $tone?: 'error' | 'info' | 'success' }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: 15px;
  ${({ theme, $tone = 'info' }) =>
    $tone === 'error'
      ? `background: ${theme.colors.dangerSoft}; color: ${theme.colors.danger};`
      : $tone === 'success'
        ? `background: #e6f6ef; color: ${theme.colors.success};`
        : `background: ${theme.colors.surfaceMuted}; color: ${theme.colors.textMuted};`}
  a {
    color: inherit;
    font-weight: 700;
  }
`;
