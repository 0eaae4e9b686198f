import { useEffect, useId, useMemo, useRef, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { formatNumber } from '../../ui/format';
import type { LikesPoint as SeriesPoint } from '@fanlift/core/web';
import { TableHead } from '../../ui/table';
import { thumbOnMobile } from '../../ui/thumb';

/** A rounded-up "nice" axis maximum (1, 2, 5 × 10^n) and its tick values. */
function niceTicks(max: number, count = 4): number[] {
  if (max <= 0) return [0, 1];
  const raw = max / count;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? 10 * mag;
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let v = 0; v <= top + step / 2; v += step) ticks.push(Math.round(v));
  return ticks;
}

function shortDate(iso: string): string {
  const d = new Date(`${iso.slice(0, 10)}T00:00:00`);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
}

const PAD = { top: 16, right: 52, bottom: 34, left: 44 };

/** The rendered width of an element (so the SVG is drawn at 1:1 and its labels stay legible on phones). */
function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [w, setW] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(([e]) => setW(Math.round(e.contentRect.width) || fallback));
    ro.observe(el);
    return () => ro.disconnect();
  }, [fallback]);
  return [ref, w] as const;
}

/**
 * Hand-made SVG chart: bars = likes received per day (left axis), line = running total (right axis).
 * An accessible table of the same numbers follows (toggle).
 */
export function LikesChart({ series }: { series: SeriesPoint[] }) {
  const theme = useTheme();
  const id = useId();
  const [showTable, setShowTable] = useState(false);
  const [hover, setHover] = useState<number | null>(null);
  const [boxRef, measured] = useWidth<HTMLDivElement>(720);
  const W = Math.max(280, measured);
  const H = W < 500 ? 220 : 260;
  const { dayTicks, totalTicks } = useMemo(
    () => ({
      dayTicks: niceTicks(Math.max(0, ...series.map((p) => p.likes))),
      totalTicks: niceTicks(Math.max(0, ...series.map((p) => p.total))),
    }),
    [series],
  );
  const n = Math.max(series.length, 1);
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const dayMax = dayTicks[dayTicks.length - 1] || 1;
  const totalMax = totalTicks[totalTicks.length - 1] || 1;
  const slot = innerW / n;
  const barW = Math.max(2, slot * 0.62);
  const x = (i: number) => PAD.left + slot * i + slot / 2;
  const yDay = (v: number) => PAD.top + innerH - (v / dayMax) * innerH;
  const yTotal = (v: number) => PAD.top + innerH - (v / totalMax) * innerH;
  const labelEvery = Math.max(1, Math.ceil(n / Math.max(2, Math.floor(innerW / 90))));
  const line = series
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${yTotal(p.total).toFixed(1)}`)
    .join(' ');
  const sumLikes = series.reduce((a, p) => a + p.likes, 0);
  const last = series[series.length - 1];
  const summary = series.length
    ? `Likes over the last ${series.length} days: ${formatNumber(sumLikes)} received, running total ${formatNumber(last?.total ?? 0)}.`
    : 'No data yet.';
  const h = hover !== null ? series[hover] : null;

  return (
    <Figure ref={boxRef}>
      <Legend aria-hidden="true">
        <span>
          <i style={{ background: theme.colors.accent }} /> Likes per day
        </span>
        <span>
          <i style={{ background: theme.colors.navy700, height: 3 }} /> Running total
        </span>
        {sumLikes === 0 && <em>No likes in this period yet — the chart fills in as fans back you.</em>}
        {h && (
          <strong data-testid="chart-tooltip">
            {shortDate(h.date)}: {formatNumber(h.likes)} likes · total {formatNumber(h.total)}
          </strong>
        )}
      </Legend>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${id}-t`}
        data-testid="likes-chart"
        onMouseLeave={() => setHover(null)}
      >
        <title id={`${id}-t`}>{summary}</title>
        {dayTicks.map((t) => (
          <g key={`d${t}`}>
            <line x1={PAD.left} x2={W - PAD.right} y1={yDay(t)} y2={yDay(t)} stroke={theme.colors.border} />
            <text
              x={PAD.left - 8}
              y={yDay(t) + 4}
              textAnchor="end"
              fontSize="11"
              fill={theme.colors.textMuted}
            >
              {formatNumber(t)}
            </text>
          </g>
        ))}
        {totalTicks.map((t) => (
          <text
            key={`t${t}`}
            x={W - PAD.right + 8}
            y={yTotal(t) + 4}
            fontSize="11"
            fill={theme.colors.navy600}
          >
            {formatNumber(t)}
          </text>
        ))}
        <text
          x={12}
          y={PAD.top + innerH / 2}
          fontSize="11"
          fill={theme.colors.textMuted}
          transform={`rotate(-90 12 ${PAD.top + innerH / 2})`}
          textAnchor="middle"
        >
          Likes / day
        </text>
        <text
          x={W - 8}
          y={PAD.top + innerH / 2}
          fontSize="11"
          fill={theme.colors.navy600}
          transform={`rotate(90 ${W - 8} ${PAD.top + innerH / 2})`}
          textAnchor="middle"
        >
          Total
        </text>
        {series.map((p, i) => (
          <g key={p.date} onMouseEnter={() => setHover(i)}>
            <rect x={x(i) - slot / 2} y={PAD.top} width={slot} height={innerH} fill="transparent" />
            <rect
              x={x(i) - barW / 2}
              y={yDay(p.likes)}
              width={barW}
              height={Math.max(0, PAD.top + innerH - yDay(p.likes))}
              rx={Math.min(3, barW / 2)}
              fill={hover === i ? theme.colors.accentHover : theme.colors.accent}
              opacity={p.likes ? 0.9 : 0}
            />
            {i % labelEvery === 0 && (
              <text x={x(i)} y={H - 12} textAnchor="middle" fontSize="11" fill={theme.colors.textMuted}>
                {shortDate(p.date)}
              </text>
            )}
          </g>
        ))}
        <line
          x1={PAD.left}
          x2={W - PAD.right}
          y1={PAD.top + innerH}
          y2={PAD.top + innerH}
          stroke={theme.colors.borderStrong}
        />
        {series.length > 1 && (
          <path d={line} fill="none" stroke={theme.colors.navy700} strokeWidth={2.5} strokeLinejoin="round" />
        )}
      </svg>
      <TableToggle
        type="button"
        onClick={() => setShowTable((v) => !v)}
        aria-expanded={showTable}
        aria-controls={`${id}-table`}
      >
        {showTable ? 'Hide data table' : 'Show data table'}
      </TableToggle>
      <TableWrap id={`${id}-table`} hidden={!showTable}>
        <table data-testid="likes-table">
          <caption className="visually-hidden">{summary}</caption>
          <TableHead columns={['Date', 'Likes', 'Running total']} />
          <tbody>
            {series.map((p) => (
              <tr key={p.date}>
                <th scope="row">{shortDate(p.date)}</th>
                <td>{formatNumber(p.likes)}</td>
                <td>{formatNumber(p.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </Figure>
  );
}

const Figure = styled.figure`
  margin: 0;
  svg {
    width: 100%;
    height: auto;
    display: block;
  }
`;
const Legend = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 18px;
  align-items: center;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: 8px;
  min-height: 20px;
  span {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  i {
    display: inline-block;
    width: 12px;
    height: 10px;
    border-radius: 2px;
  }
  em {
    font-style: normal;
    color: ${({ theme }) => theme.colors.textMuted};
    flex-basis: 100%;
  }
  strong {
    margin-left: auto;
    color: ${({ theme }) => theme.colors.navy900};
  }
`;
const TableToggle = styled.button`
  margin-top: 8px;
  border: 0;
  background: none;
  padding: 4px 0;
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 600;
  cursor: pointer;
  text-decoration: underline;
  ${thumbOnMobile}
`;
const TableWrap = styled.div`
  max-height: 280px;
  overflow: auto;
  margin-top: 8px;
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 14px;
  }
  th,
  td {
    text-align: left;
    padding: 6px 10px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  td {
    font-variant-numeric: tabular-nums;
  }
`;
