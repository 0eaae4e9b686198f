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

/** A column header with a class on it (`num`: figures, right-aligned; `hide-sm`: not on a phone). */
export interface HeadCell {
  label: ReactNode;
  className: string;
}
const isHeadCell = (c: ReactNode | HeadCell): c is HeadCell =>
  typeof c === 'object' && c !== null && 'label' in c && 'className' in c;

/** A figures column's header (right-aligned, as its cells). */
export const numCol = (label: ReactNode): HeadCell => ({ label, className: 'num' });

/** The header row of a table: one column header (`scope="col"`) per label. */
export function TableHead({ columns }: { columns: (ReactNode | HeadCell)[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c, i) =>
          isHeadCell(c) ? (
            <th scope="col" key={i} className={c.className}>
              {c.label}
            </th>
          ) : (
            <th scope="col" key={i}>
              {c}
            </th>
          ),
        )}
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
