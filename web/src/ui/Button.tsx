import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { thumbOnMobile } from './thumb';

/** Buttons, router links and plain anchors share one look: a variant and an optional small size. */
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
  /* Thumb-sized on a phone or a tablet (issue 28: 44 px targets), small ones included: a 34 px "Give 1 like" in
     a player's card was a miss waiting to happen. */
  ${thumbOnMobile}
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
