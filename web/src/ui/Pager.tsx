import styled from 'styled-components';
import { Button } from './Button';

/** Prev / Next paging by index with a "Page N of M" label. */
export function Pager({
  index,
  nextIndex,
  total,
  pageSize,
  onPage,
}: {
  index: number;
  nextIndex: number | null;
  total: number;
  pageSize: number;
  onPage: (index: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <PagerNav aria-label="Pagination">
      <Button
        type="button"
        $variant="secondary"
        $small
        disabled={index <= 0}
        onClick={() => onPage(index - 1)}
        data-testid="page-prev"
      >
        ← Prev
      </Button>
      <span data-testid="page-label">
        Page {index + 1} of {pages}
      </span>
      <Button
        type="button"
        $variant="secondary"
        $small
        disabled={nextIndex === null}
        onClick={() => nextIndex !== null && onPage(nextIndex)}
        data-testid="page-next"
      >
        Next →
      </Button>
    </PagerNav>
  );
}

const PagerNav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 16px;
  margin-top: ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;
