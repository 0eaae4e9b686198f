import { paymentMethodName, type FanStatement } from '@fanlift/core/web';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../api/client';
import { Card, EmptyState, ErrorState, Skeleton } from '../../../ui';
import { formatDate, formatLikes, formatMoney } from '../../../ui/format';
import { PageFrame, SectionTitle, StatGrid, StatTile } from '../../../ui/layout';
import { numCol, TableHead } from '../../../ui/table';
import { Figures } from '../components/PrintStyles';
import { useReportYear, YearToolbar } from '../components/YearToolbar';
import { statementCsvUrl, useStatement } from '../api';

/** /statement?year=YYYY: the fan's yearly statement, printable, with its CSV. */
export function StatementPage() {
  const year = useReportYear();
  const { data, error, isLoading, mutate } = useStatement(year);
  return (
    <PageFrame
      eyebrow="Wallet"
      title={`Statement ${year}`}
      lead="Your purchases in dollars and how you paid, the likes you gave and to whom, free and gift likes, and refunds."
    >
      <YearToolbar id="statement-year" year={year} csvUrl={statementCsvUrl(year)} csvTestId="statement-csv" />
      {error && !data ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <div role="status" aria-busy="true" aria-label="Loading your statement">
          <Skeleton $h="120px" />
        </div>
      ) : (
        <StatementBody s={data} />
      )}
    </PageFrame>
  );
}

function StatementBody({ s }: { s: FanStatement }) {
  const t = s.totals;
  const empty = s.purchases.length === 0 && s.given.length === 0 && t.freeLikes === 0 && t.giftLikes === 0;
  if (empty) return <EmptyState>Nothing happened in your wallet in {s.year}.</EmptyState>;
  return (
    <>
      <StatGrid $mobileCols={2} data-testid="statement-totals">
        <StatTile label="Paid" value={formatMoney(t.purchasedCents)} testId="statement-paid" />
        <StatTile label="Likes bought" value={formatLikes(t.purchasedLikes)} />
        <StatTile label="Likes given" value={formatLikes(t.givenLikes)} testId="statement-given" />
        <StatTile label="Free and gift likes" value={formatLikes(t.freeLikes + t.giftLikes)} />
      </StatGrid>
      <Card as="section" aria-labelledby="st-purchases">
        <SectionTitle id="st-purchases">Purchases</SectionTitle>
        {s.purchases.length === 0 ? (
          <EmptyState>No purchases in {s.year}.</EmptyState>
        ) : (
          <Figures>
            <table>
              <TableHead columns={['Date', 'Paid with', numCol('Likes'), numCol('Amount'), 'Receipt']} />
              <tbody>
                {s.purchases.map((p) => (
                  <tr key={p.id}>
                    <td>{formatDate(p.createdAt)}</td>
                    <td>{paymentMethodName(p.paymentMethodType)}</td>
                    <td className="num">{p.likes.toLocaleString()}</td>
                    <td className="num">{formatMoney(p.amountCents, p.currency)}</td>
                    <td>
                      <Link to={`/receipts/${p.id}`}>Receipt</Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Figures>
        )}
      </Card>
      <Card as="section" aria-labelledby="st-given">
        <SectionTitle id="st-given">Likes given</SectionTitle>
        {s.given.length === 0 ? (
          <EmptyState>No likes given in {s.year}.</EmptyState>
        ) : (
          <Figures>
            <table>
              <TableHead columns={['To', numCol('Likes')]} />
              <tbody>
                {s.given.map((g) => (
                  <tr key={`${g.kind}:${g.id}`}>
                    <td>{g.name}</td>
                    <td className="num">{g.likes.toLocaleString()}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Figures>
        )}
      </Card>
      <Card as="section" aria-labelledby="st-summary">
        <SectionTitle id="st-summary">Summary</SectionTitle>
        <Figures>
          <table>
            <tbody>
              <Row label="Likes bought" likes={t.purchasedLikes} />
              <Row label="Free likes (spins, stars)" likes={t.freeLikes} />
              <Row label="Gift likes (referrals, bonuses)" likes={t.giftLikes} />
              <Row label="Likes given" likes={-t.givenLikes} />
              <Row label="Spent in the marketplace" likes={-t.spentLikes} />
              <Row label="Taken back by refunds" likes={-t.refundedLikes} />
              <Row label="Taken back by disputes" likes={-t.disputedLikes} />
              {t.otherLikes !== 0 && <Row label="Other" likes={t.otherLikes} />}
            </tbody>
            <tfoot>
              <Row label={`Change of your wallet in ${s.year}`} likes={t.net} />
            </tfoot>
          </table>
        </Figures>
      </Card>
    </>
  );
}

function Row({ label, likes }: { label: string; likes: number }) {
  return (
    <tr>
      <td>{label}</td>
      <td className="num">
        {likes > 0 ? '+' : likes < 0 ? '−' : ''}
        {Math.abs(likes).toLocaleString()}
      </td>
    </tr>
  );
}
