import styled, { createGlobalStyle } from 'styled-components';

/**
 * Printable statements: on paper only the statement shows (the shell's header, navigation and footer, and
 * anything marked data-print="hide", are left out), in black on white.
 */
export const PrintStyles = createGlobalStyle`
  @media print {
    header, nav, footer, [data-print='hide'] { display: none !important; }
    body { background: #fff !important; color: #000 !important; }
    main, section, table { box-shadow: none !important; }
    a { color: #000 !important; text-decoration: none !important; }
    tr { break-inside: avoid; }
  }
`;

/** The page's tools (year, download, print) in a row that wraps on a phone. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
  label {
    font-weight: 600;
    font-size: 14px;
  }
  select {
    min-height: 44px;
    padding: 0 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.controlBorder};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;

/**
 * A table of figures that scrolls sideways inside itself on a narrow screen (never the page); focusable, so a
 * keyboard can scroll it too (WCAG 2.1.1).
 */
export const Figures = styled.div.attrs({ tabIndex: 0 })`
  overflow-x: auto;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 15px;
  }
  th,
  td {
    text-align: left;
    padding: 10px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    white-space: nowrap;
  }
  td.num,
  th.num {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  tfoot td {
    font-weight: 800;
  }
`;
