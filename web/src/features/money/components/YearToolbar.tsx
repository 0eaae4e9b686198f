import { useSearchParams } from 'react-router-dom';
import { Button, ButtonAnchor } from '../../../ui';
import { recentYears, thisYear } from '../api';
import { PrintStyles, Toolbar } from './PrintStyles';

/** The year a printable yearly page shows: `?year=YYYY` when it is one of the recent years, else this year. */
export function useReportYear(): number {
  const [params] = useSearchParams();
  const asked = Number(params.get('year'));
  return recentYears().includes(asked) ? asked : thisYear();
}

/**
 * A printable yearly page's tools (print styles, hidden on paper): the year, the CSV download when there is one
 * to download, and Print.
 */
export function YearToolbar(p: { id: string; year: number; csvUrl: string | null; csvTestId?: string }) {
  const [, setParams] = useSearchParams();
  return (
    <>
      <PrintStyles />
      <Toolbar data-print="hide">
        <label htmlFor={p.id}>Year</label>
        <select
          id={p.id}
          value={p.year}
          onChange={(e) => setParams({ year: e.target.value }, { replace: true })}
        >
          {recentYears().map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
        {p.csvUrl !== null && (
          <ButtonAnchor href={p.csvUrl} download $variant="secondary" data-testid={p.csvTestId}>
            Download CSV
          </ButtonAnchor>
        )}
        <Button type="button" $variant="secondary" onClick={() => window.print()}>
          Print
        </Button>
      </Toolbar>
    </>
  );
}
