import { NotFoundState } from '../../../shared/not-found/NotFoundState';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { paymentMethodName } from '@fanlift/core/web';
import { errorMessage } from '../../../api/client';
import { Button, ButtonLink, Card, ErrorState, Skeleton } from '../../../ui';
import { formatDateTime, formatLikes, formatMoney } from '../../../ui/format';
import { PageFrame } from '../../../ui/layout';
import { PrintStyles, Toolbar } from '../components/PrintStyles';
import { useReceipt } from '../api';

/** /receipts/:id: the receipt of one of the signed-in user's purchases (anyone else's is not found). */
export function ReceiptPage() {
  const { id = '' } = useParams();
  const { data, error, isLoading, mutate } = useReceipt(id);
  const notFound = error?.status === 404;
  if (notFound)
    return (
      <NotFoundState
        title="Receipt not found"
        links={[
          { to: '/statement', label: 'Your statement' },
          { to: '/wallet', label: 'Your wallet' },
        ]}
      >
        <span data-testid="receipt-not-found">
          We could not find this receipt. Receipts are only shown to the person who paid.
        </span>
      </NotFoundState>
    );
  return (
    <PageFrame eyebrow="Wallet" title="Receipt" narrow>
      <PrintStyles />
      {error && !data ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <div role="status" aria-busy="true" aria-label="Loading the receipt">
          <Skeleton $h="200px" />
        </div>
      ) : (
        <Card as="section" aria-label="Receipt details" data-testid="receipt">
          <Lines>
            <dt>Paid</dt>
            <dd>{formatDateTime(data.paidAt)}</dd>
            <dt>For</dt>
            <dd>
              {formatLikes(data.likes)}
              {data.kind === 'guest_like' && data.athleteName ? ` for ${data.athleteName}` : ''}
            </dd>
            <dt>Price</dt>
            <dd>{formatMoney(data.unitPriceCents, data.currency)} a like</dd>
            <dt>Paid with</dt>
            <dd data-testid="receipt-method">{paymentMethodName(data.paymentMethodType)}</dd>
            <dt>Total</dt>
            <dd>
              <strong data-testid="receipt-total">{formatMoney(data.amountCents, data.currency)}</strong>
            </dd>
            {data.refundedCents > 0 && (
              <>
                <dt>Refunded</dt>
                <dd>{formatMoney(data.refundedCents, data.currency)}</dd>
              </>
            )}
            {data.disputedCents > 0 && (
              <>
                <dt>Disputed</dt>
                <dd>{formatMoney(data.disputedCents, data.currency)}</dd>
              </>
            )}
            {data.likesTakenBack > 0 && (
              <>
                <dt>Likes taken back</dt>
                <dd>{formatLikes(data.likesTakenBack)}</dd>
              </>
            )}
            <dt>Reference</dt>
            <dd>
              <Ref>{data.id}</Ref>
            </dd>
          </Lines>
          <Toolbar data-print="hide" style={{ marginTop: 20 }}>
            <Button type="button" $variant="secondary" onClick={() => window.print()}>
              Print
            </Button>
            <ButtonLink to="/wallet" $variant="secondary">
              Wallet
            </ButtonLink>
          </Toolbar>
        </Card>
      )}
    </PageFrame>
  );
}

const Lines = styled.dl`
  display: grid;
  grid-template-columns: minmax(100px, auto) 1fr;
  gap: 10px 16px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
  }
`;

const Ref = styled.code`
  overflow-wrap: anywhere;
  font-size: 13px;
`;
