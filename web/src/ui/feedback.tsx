import styled, { keyframes } from 'styled-components';

/** Progress bars, badges and inline notices. */

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

/** A determinate progress bar: `percent` of 100, named by `label`, read out as `valueText` when given. */
export function PercentBar({
  percent,
  label,
  valueText,
}: {
  percent: number;
  label: string;
  valueText?: string;
}) {
  const pct = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <GoalTrack
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
      aria-valuetext={valueText}
    >
      <GoalFill style={{ width: `${pct}%` }} />
    </GoalTrack>
  );
}

/** A progress bar towards a goal (allocations). */
export function GoalBar({ value, goal, label }: { value: number; goal: number; label: string }) {
  const pct = goal > 0 ? Math.min(100, Math.round((value / goal) * 100)) : 0;
  return (
    <PercentBar
      percent={pct}
      label={label}
      valueText={`${value.toLocaleString()} of ${goal.toLocaleString()} likes (${pct}%)`}
    />
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
