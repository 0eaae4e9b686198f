import styled, { css } from 'styled-components';

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
