import { css } from 'styled-components';

/** The floating panel of a header menu or the search's results: a card above the page (hidden when [hidden]). */
export const popoverPanel = css`
  padding: 6px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  z-index: ${({ theme }) => theme.z.popover};
  &[hidden] {
    display: none;
  }
`;
