import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css, keyframes } from 'styled-components';
import { starsSplit, STAR_TOTAL } from '@fanlift/core/web';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Spinner = styled.span<{ $size?: number; $light?: boolean }>`
  display: inline-block;
  flex: none;
  width: ${({ $size = 20 }) => $size}px;
  height: ${({ $size = 20 }) => $size}px;
  border-radius: 50%;
  border: 2.5px solid ${({ $light }) => ($light ? 'rgba(255,255,255,0.25)' : 'rgba(15,23,42,0.12)')};
  border-top-color: ${({ theme, $light }) => ($light ? '#fff' : theme.colors.accent)};
  animation: ${spin} 0.7s linear infinite;
`;

export function LoadingBlock({ label = 'Loading…' }: { label?: string }) {
  return (
    <Centered role="status" aria-live="polite">
      <Spinner $size={28} />
      <span>{label}</span>
    </Centered>
  );
}

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const shimmer = keyframes`
  0% { background-position: -400px 0; }
  100% { background-position: 400px 0; }
`;

export const Skeleton = styled.div<{ $h?: string; $w?: string; $round?: boolean }>`
  height: ${({ $h = '16px' }) => $h};
  width: ${({ $w = '100%' }) => $w};
  border-radius: ${({ $round, theme }) => ($round ? '50%' : theme.radii.sm)};
  background: linear-gradient(90deg, #e9edf3 0px, #f5f7fa 160px, #e9edf3 320px);
  background-size: 800px 100%;
  animation: ${shimmer} 1.3s linear infinite;
`;

const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 40px;
  padding: 0 18px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 600;
  font-size: 15px;
  text-decoration: none;
  border: 1.5px solid transparent;
  cursor: pointer;
  white-space: nowrap;
  transition:
    background 0.15s,
    border-color 0.15s,
    color 0.15s,
    transform 0.05s;
  &:active {
    transform: translateY(1px);
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'onDark' | 'outlineOnDark';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
    &:hover {
      background: ${({ theme }) => theme.colors.accentHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.navy900};
    border-color: ${({ theme }) => theme.colors.borderStrong};
    &:hover {
      border-color: ${({ theme }) => theme.colors.navy700};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.navy800};
    &:hover {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
  `,
  onDark: css`
    background: #fff;
    color: ${({ theme }) => theme.colors.navy900};
    &:hover {
      background: #e8edf5;
    }
  `,
  outlineOnDark: css`
    background: transparent;
    color: #fff;
    border-color: rgba(255, 255, 255, 0.45);
    &:hover {
      border-color: #fff;
      background: rgba(255, 255, 255, 0.08);
    }
  `,
};

type ButtonLook = { $variant?: ButtonVariant; $small?: boolean };

/** The button look (variant, small) shared by buttons, router links and plain anchors. */
const buttonLook = css<ButtonLook>`
  ${buttonBase}
  ${({ $variant = 'primary' }) => variants[$variant]}
  ${({ $small }) =>
    $small &&
    css`
      min-height: 34px;
      padding: 0 14px;
      font-size: 14px;
    `}
`;

export const Button = styled.button<ButtonLook>`
  ${buttonLook}
`;

export const ButtonLink = styled(Link)<ButtonLook>`
  ${buttonLook}
`;

/** For full-page navigations (login, logout): a plain anchor styled as a button. */
export const ButtonAnchor = styled.a<ButtonLook>`
  ${buttonLook}
`;

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ theme }) => theme.space(6)};
`;

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.sm} {
    padding: 0 ${({ theme }) => theme.space(6)};
  }
`;

export const Eyebrow = styled.div`
  text-transform: uppercase;
  letter-spacing: 0.08em;
  font-size: 12px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.accentText};
  margin: 0 0 8px;
`;

const StarRow = styled.span`
  display: inline-flex;
  gap: 1px;
  font-size: 16px;
  line-height: 1;
  letter-spacing: 0;
`;
const Star = styled.span<{ $on: boolean }>`
  color: ${({ theme, $on }) => ($on ? theme.colors.star : theme.colors.starGrey)};
`;

/** SPEC §4: earnedStar yellow stars plus the rest grey. */
export function Stars({ earnedStar }: { earnedStar: number }) {
  const { yellow, grey } = starsSplit(earnedStar);
  return (
    <StarRow role="img" aria-label={`${yellow} of ${STAR_TOTAL} stars`} data-testid="star-progress">
      {Array.from({ length: yellow }, (_, i) => (
        <Star key={`y${i}`} $on aria-hidden="true" data-star="earned">
          ★
        </Star>
      ))}
      {Array.from({ length: grey }, (_, i) => (
        <Star key={`g${i}`} $on={false} aria-hidden="true" data-star="empty">
          ★
        </Star>
      ))}
    </StarRow>
  );
}

const AvatarBox = styled.span<{ $size: number; $square?: boolean }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ $square, theme }) => ($square ? theme.radii.sm : '50%')};
  background: ${({ theme }) => theme.colors.navy700};
  color: #fff;
  font-weight: 700;
  font-size: ${({ $size }) => Math.round($size * 0.38)}px;
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export function Avatar({
  src,
  name,
  size = 36,
  square,
}: {
  src?: string | null;
  name: string;
  size?: number;
  square?: boolean;
}) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((s) => s[0]?.toUpperCase())
    .join('');
  return (
    <AvatarBox $size={size} $square={square} aria-hidden="true">
      {src ? <img src={src} alt="" loading="lazy" /> : initials || '?'}
    </AvatarBox>
  );
}

const NoticeBox = styled.div<{ $tone: 'error' | 'info' }>`
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.dangerSoft : theme.colors.surfaceMuted)};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.textMuted)};
  display: flex;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
`;

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <NoticeBox $tone="error" role="alert">
      <span>{message}</span>
      {onRetry && (
        <Button type="button" $variant="secondary" $small onClick={onRetry}>
          Try again
        </Button>
      )}
    </NoticeBox>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <NoticeBox $tone="info">{children}</NoticeBox>;
}
