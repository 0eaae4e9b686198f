import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A plain data table: full width, 14 px, a rule under each row. */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th,
  td {
    text-align: left;
    padding: 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** The header row of a table: one column header (`scope="col"`) per label. */
export function TableHead({ columns }: { columns: ReactNode[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c, i) => (
          <th scope="col" key={i}>
            {c}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * A wide table's frame: scrolls sideways and can take focus (keyboard scrolling) with a visible ring. Positioned,
 * so visually hidden (absolute) labels inside are clipped by it instead of widening the page.
 */
export const ScrollBox = styled.div`
  position: relative;
  overflow-x: auto;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;
