import { css } from 'styled-components';

/**
 * Thumb-sized under 992 px (issue 28: 44 px targets; the layout sweep fails on any control below it): for a control
 * whose desktop look is smaller, a toggle, a select, a text button. One rule, so every control grows the same way.
 */
export const thumbOnMobile = css`
  ${({ theme }) => theme.media.mobile} {
    min-height: 44px;
  }
`;
