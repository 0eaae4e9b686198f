import styled from 'styled-components';
import type { AthleteReport } from '@fanlift/core/web';
import { errorMessage } from '../../../api/client';
import { Card, EmptyState, ErrorState, Skeleton } from '../../../ui';
import { Notice } from '../../../ui/feedback';
import { formatDollars, formatMoney } from '../../../ui/format';
import { PageFrame, SectionTitle, StatGrid, StatTile } from '../../../ui/layout';
import { numCol, TableHead } from '../../../ui/table';
import { Figures } from '../components/PrintStyles';
import { useReportYear, YearToolbar } from '../components/YearToolbar';
import { athleteReportCsvUrl, useAthleteReport } from '../api';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
type Sums = { fans: number; guest: number; marketplace: number; total: number };

/** /athletes/report?year=YYYY: the athlete's likes per month, quarter and year by source; printable, CSV. */
export function AthleteReportPage() {
  const year = useReportYear();
  const { me, report, athleteId } = useAthleteReport(year);
  const error = me.error ?? report.error;
  const data = report.data;
  return (
    <PageFrame
      eyebrow="Recruit"
      title={`Earnings report ${year}`}
      lead="What fans, guest supporters and the marketplace brought you, by month, quarter and year."
    >
      <YearToolbar
        id="report-year"
        year={year}
        csvUrl={athleteId === null ? null : athleteReportCsvUrl(athleteId, year)}
      />
      {me.error?.status === 404 ? (
        <EmptyState>Create or claim your athlete profile to see your report.</EmptyState>
      ) : error && !data ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void report.mutate()} />
      ) : !data ? (
        <div role="status" aria-busy="true" aria-label="Loading your report">
          <Skeleton $h="160px" />
        </div>
      ) : (
        <ReportBody r={data} />
      )}
    </PageFrame>
  );
}

function ReportBody({ r }: { r: AthleteReport }) {
  const dollars = (likes: number) => formatMoney(likes * r.priceCents);
  return (
    <>
      {r.notices.length > 0 && (
        <Notice $tone="info" role="note" data-testid="report-notices">
          <strong>Reporting notice.</strong> These supporters gave you more than{' '}
          {formatDollars(r.thresholdCents)} in {r.year}; deals above that amount are reported to NIL Go:
          <ul>
            {r.notices.map((n) => (
              <li key={`${n.kind}:${n.payer}`}>
                {n.payer} ({n.kind === 'guest' ? 'guest' : 'fan'}): {formatMoney(n.amountCents)}
              </li>
            ))}
          </ul>
        </Notice>
      )}
      <StatGrid $mobileCols={2} data-testid="report-totals">
        <StatTile label="Total received" value={dollars(r.totals.total)} testId="report-total" />
        <StatTile label="From fans" value={dollars(r.totals.fans)} />
        <StatTile label="Guest likes" value={dollars(r.totals.guest)} />
        <StatTile label="Marketplace" value={dollars(r.totals.marketplace)} />
      </StatGrid>
      {r.totals.total === 0 && r.totals.marketplace === 0 ? (
        <EmptyState>No support recorded in {r.year} yet.</EmptyState>
      ) : (
        <>
          <Period
            title="By quarter"
            rows={r.quarters.map((q) => ({ label: `Q${q.quarter}`, ...q }))}
            total={r.totals}
            dollars={dollars}
          />
          <Period
            title="By month"
            rows={r.months.map((m) => ({ label: MONTHS[m.month - 1], ...m }))}
            total={r.totals}
            dollars={dollars}
          />
        </>
      )}
      <Small>
        Amounts are likes at {formatMoney(r.priceCents)} each. Totals are what reached you (fans and guest
        likes); marketplace sales of your items are paid to the platform and listed for your records.
      </Small>
    </>
  );
}

function Period(p: {
  title: string;
  rows: (Sums & { label: string })[];
  total: Sums;
  dollars: (n: number) => string;
}) {
  const id = `report-${p.title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card as="section" aria-labelledby={id}>
      <SectionTitle id={id}>{p.title}</SectionTitle>
      <Figures>
        <table>
          <TableHead
            columns={[
              'Period',
              numCol('Fans'),
              numCol('Guest likes'),
              numCol('Marketplace'),
              numCol('Total'),
            ]}
          />
          <tbody>
            {p.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td className="num">{p.dollars(row.fans)}</td>
                <td className="num">{p.dollars(row.guest)}</td>
                <td className="num">{p.dollars(row.marketplace)}</td>
                <td className="num">{p.dollars(row.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td>Year</td>
              <td className="num">{p.dollars(p.total.fans)}</td>
              <td className="num">{p.dollars(p.total.guest)}</td>
              <td className="num">{p.dollars(p.total.marketplace)}</td>
              <td className="num">{p.dollars(p.total.total)}</td>
            </tr>
          </tfoot>
        </table>
      </Figures>
    </Card>
  );
}

const Small = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
