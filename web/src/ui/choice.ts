import styled, { css } from 'styled-components';
import { thumbOnMobile } from './thumb';

/**
 * A tile or segment that wraps a native radio button: the input covers the tile invisibly (clicks, arrow keys
 * and screen readers stay native) and the tile shows the keyboard focus ring.
 */
export const coveredInput = css`
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A label above its control (bold 14 px), spaced from what comes before. */
export const LabelledRow = styled.div`
  margin-top: ${({ theme }) => theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: 6px;
  label {
    font-weight: 600;
    font-size: 14px;
  }
`;

/** A pill-shaped toggle button (aria-pressed marks the chosen one, filled). */
export const PillToggle = styled.button`
  font: inherit;
  font-size: 14px;
  font-weight: 700;
  padding: 8px 14px;
  min-height: 40px;
  ${thumbOnMobile}
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.navy900};
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.navy900};
    border-color: ${({ theme }) => theme.colors.navy900};
    color: ${({ theme }) => theme.colors.textOnDark};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
