/**
 * The athlete's report (issue 29 item 5): likes per month by source (fans, guest likes, marketplace) from the
 * derived athlete_source_daily (migration 0050, kept with every journal and order), quarters and the year added up
 * from the months; and the payers whose calendar-year total to the athlete passes the threshold
 * (athlete_payer_years, an index read).
 */
import type { Sequelize } from 'sequelize';
import { quarterOf, type AthleteReport, type ReportSource } from '@fanlift/core';
import type { CsvExport } from '../export/stream';
import { q } from '../sql';

const SOURCES: ReportSource[] = ['fans', 'guest', 'marketplace'];
const yearRange = `day >= make_date($2, 1, 1) AND day < make_date($2 + 1, 1, 1)`;
const emptyBySource = (): Record<ReportSource, number> => ({ fans: 0, guest: 0, marketplace: 0 });

export async function athleteReport(
  sequelize: Sequelize,
  athleteId: number,
  year: number,
  opts: { priceCents: number; thresholdCents: number },
): Promise<AthleteReport> {
  const query = q(sequelize);
  const rows = await query<{ month: number; source: ReportSource; likes: string | number }>(
    `SELECT extract(month FROM day)::integer AS month, source, sum(likes) AS likes
       FROM athlete_source_daily WHERE athlete_profile_id = $1 AND ${yearRange}
      GROUP BY 1, 2 ORDER BY 1, 2`,
    [athleteId, year],
  );
  const months = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, ...emptyBySource(), total: 0 }));
  for (const r of rows) {
    const m = months[r.month - 1];
    m[r.source] += Number(r.likes);
    // The total is what reached the athlete's account (the ledger's); marketplace sales go to the platform.
    if (r.source !== 'marketplace') m.total += Number(r.likes);
  }
  const quarters = [1, 2, 3, 4].map((quarter) => {
    const sum = { quarter, ...emptyBySource(), total: 0 };
    for (const m of months.filter((x) => quarterOf(x.month) === quarter)) {
      for (const s of SOURCES) sum[s] += m[s];
      sum.total += m.total;
    }
    return sum;
  });
  const yearTotals = { ...emptyBySource(), total: 0 };
  for (const m of months) {
    for (const s of SOURCES) yearTotals[s] += m[s];
    yearTotals.total += m.total;
  }
  // "Passes" the threshold: more likes than the threshold buys (likes x price > threshold).
  const minLikes = Math.floor(opts.thresholdCents / opts.priceCents) + 1;
  const payers = await query<{
    payer: string;
    likes: string | number;
    first_name: string | null;
    last_name: string | null;
  }>(
    `SELECT p.payer, p.likes, u.first_name, u.last_name
       FROM athlete_payer_years p
       LEFT JOIN users u ON p.payer LIKE 'fan:%' AND u.id = substr(p.payer, 5)::integer
      WHERE p.athlete_profile_id = $1 AND p.year = $2 AND p.likes >= $3
      ORDER BY p.likes DESC, p.payer LIMIT 100`,
    [athleteId, year, minLikes],
  );
  return {
    athleteId,
    year,
    priceCents: opts.priceCents,
    thresholdCents: opts.thresholdCents,
    months,
    quarters,
    totals: yearTotals,
    notices: payers.map((p) => ({
      payer: p.payer.startsWith('fan:')
        ? [p.first_name, p.last_name].filter(Boolean).join(' ') || 'A fan'
        : p.payer.slice('guest:'.length),
      kind: p.payer.startsWith('fan:') ? 'fan' : 'guest',
      likes: Number(p.likes),
      amountCents: Number(p.likes) * opts.priceCents,
    })),
  };
}

/** The report as CSV: one line per month and source with likes and dollars (streamed from a cursor). */
export function athleteReportCsv(
  athleteId: number,
  year: number,
  priceCents: number,
): CsvExport<{ month: string; source: string; likes: string }> & { filename: string } {
  return {
    filename: `fanlift-athlete-report-${year}.csv`,
    columns: ['month', 'quarter', 'source', 'likes', 'amount_usd'],
    queries: [
      {
        sql: `SELECT to_char(date_trunc('month', day), 'YYYY-MM') AS month, source, sum(likes)::text AS likes
                FROM athlete_source_daily WHERE athlete_profile_id = $1 AND ${yearRange}
               GROUP BY 1, 2 ORDER BY 1, 2`,
        bind: [athleteId, year],
      },
    ],
    record: (r) => [
      r.month,
      `Q${quarterOf(Number(r.month.slice(5, 7)))}`,
      r.source,
      r.likes,
      ((Number(r.likes) * priceCents) / 100).toFixed(2),
    ],
  };
}
