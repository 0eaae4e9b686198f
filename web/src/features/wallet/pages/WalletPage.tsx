import { Link } from 'react-router-dom';
import type { WalletTransaction } from '@fanlift/core/web';
import { errorMessage } from '../../../api/client';
import { Button, ButtonAnchor, ButtonLink, Card, EmptyState, ErrorState, Skeleton } from '../../../ui';
import { Badge } from '../../../ui/feedback';
import { BalanceCard } from '../../../shared/balance-card/BalanceCard';
import { PageFrame, SectionTitle } from '../../../ui/layout';
import { formatDateTime, formatMoney } from '../../../ui/format';
import { numCol, TableHead } from '../../../ui/table';
import { signedLikes, TX_STATUS_LABEL, TX_TYPE_LABEL } from '../format';
import { usePrices, useWalletHistory, walletCsvUrl } from '../api';
import { FeeLine } from '../components/FeeLine';
import { Layout, Side, HowCard, HistoryHead, Note, SkeletonRow, Table } from './WalletPage.styles';

const TYPE_TONE = { added: 'success', free: 'accent', gift: 'accent', used: 'neutral' } as const;
const STATUS_TONE = { succeeded: 'success', pending: 'warning', failed: 'danger' } as const;

/** /wallet: balance (SPEC §4 rule), history, CSV export (every transaction, streamed by the server). */
export function WalletPage() {
  const { data, error, isLoading, mutate } = useWalletHistory();
  const prices = usePrices().data;

  return (
    <PageFrame
      eyebrow="Wallet"
      title="Your likes"
      lead="Buy likes, then give them to the athletes and universities you back."
    >
      <Layout>
        <Side>
          <BalanceCard
            value={data ? data.balance : null}
            footer={
              <>
                <ButtonLink to="/wallet/add" $variant="onDark" data-testid="wallet-add-likes">
                  Add likes
                </ButtonLink>
                <ButtonLink to="/send-likes" $variant="outlineOnDark">
                  Send likes
                </ButtonLink>
              </>
            }
          />
          <HowCard>
            <h2>How likes work</h2>
            <ul>
              <li>1 like costs $1.00. Buy a pack or any amount from 1 to 1,000.</li>
              <li>Give likes to athletes (or one of their goals) and universities.</li>
              <li>Earn free likes by inviting friends, reaching milestones and spinning the wheel.</li>
              <li>
                <FeeLine feePercent={prices?.feePercent ?? null} />
              </li>
            </ul>
            <p>
              <Link to="/my-likes" data-testid="wallet-my-likes">
                Where your likes went
              </Link>
              {' · '}
              <Link to="/statement">Yearly statement</Link>
            </p>
          </HowCard>
        </Side>
        <Card as="section" aria-labelledby="wallet-history-title">
          <HistoryHead>
            <SectionTitle id="wallet-history-title" style={{ margin: 0 }}>
              History
            </SectionTitle>
            {data && data.transactions.length > 0 ? (
              <ButtonAnchor
                href={walletCsvUrl}
                download
                $variant="secondary"
                $small
                data-testid="wallet-export-csv"
              >
                Export CSV
              </ButtonAnchor>
            ) : (
              <Button type="button" $variant="secondary" $small disabled data-testid="wallet-export-csv">
                Export CSV
              </Button>
            )}
          </HistoryHead>
          {error && !data ? (
            <ErrorState message={errorMessage(error)} onRetry={() => void mutate()} />
          ) : isLoading || !data ? (
            <HistorySkeleton />
          ) : data.transactions.length === 0 ? (
            <EmptyState>
              <span data-testid="wallet-empty">
                No transactions yet. Add likes to your wallet to start backing athletes.
              </span>
              <ButtonLink to="/wallet/add" $small>
                Add likes
              </ButtonLink>
            </EmptyState>
          ) : (
            <HistoryTable transactions={data.transactions} />
          )}
          {data && !data.complete && (
            <Note>
              Showing your latest {data.transactions.length.toLocaleString()} transactions. Export CSV
              downloads all of them.
            </Note>
          )}
        </Card>
      </Layout>
    </PageFrame>
  );
}

function HistoryTable({ transactions }: { transactions: WalletTransaction[] }) {
  return (
    <Table data-testid="wallet-history">
      <caption className="sr-only">Wallet transactions, newest first</caption>
      <TableHead columns={['Date', 'Type', 'Description', 'Status', numCol('Likes')]} />
      <tbody>
        {transactions.map((tx) => (
          <tr key={tx.id} data-testid="wallet-tx" data-type={tx.type}>
            <td data-label="Date">
              <time dateTime={tx.createdAt}>{formatDateTime(tx.createdAt)}</time>
            </td>
            <td data-label="Type">
              <Badge $tone={TYPE_TONE[tx.type] ?? 'neutral'}>{TX_TYPE_LABEL[tx.type] ?? tx.type}</Badge>
            </td>
            <td data-label="Description" className="desc">
              {tx.paymentName || '—'}
              {tx.amountCents !== undefined && (
                <>
                  {' · '}
                  <span data-testid="wallet-tx-amount">
                    {tx.type === 'used' ? '−' : ''}
                    {formatMoney(tx.amountCents)}
                  </span>
                </>
              )}
              {tx.receiptId && (
                <>
                  {' · '}
                  <Link to={`/receipts/${tx.receiptId}`}>Receipt</Link>
                </>
              )}
            </td>
            <td data-label="Status">
              <Badge $tone={STATUS_TONE[tx.status] ?? 'neutral'}>
                {TX_STATUS_LABEL[tx.status] ?? tx.status}
              </Badge>
            </td>
            <td data-label="Likes" className={`num ${tx.type === 'used' ? 'out' : 'in'}`}>
              {signedLikes(tx)}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function HistorySkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading your transactions">
      {Array.from({ length: 4 }, (_, i) => (
        <SkeletonRow key={i}>
          <Skeleton $h="14px" $w="22%" />
          <Skeleton $h="14px" $w="14%" />
          <Skeleton $h="14px" $w="36%" />
          <Skeleton $h="14px" $w="10%" />
        </SkeletonRow>
      ))}
    </div>
  );
}
