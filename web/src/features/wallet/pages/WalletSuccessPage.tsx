import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink, ErrorState } from '../../../ui';
import { errorMessage } from '../../../api/client';
import { BalanceCard } from '../../../shared/balance-card/BalanceCard';
import { PageFrame, Stack } from '../../../ui/layout';
import { ConfirmingPayment, PaymentOutcome } from '../components/PaymentStatus';
import { formatLikes, formatMoney } from '../../../ui/format';
import { ReversalNotice } from '../components/ReversalNotice';
import { useCheckoutSession, useWalletHistory } from '../api';
import { SessionProblem } from '../components/SessionProblem';

/**
 * /wallet/success?session_id=…: waits (if needed) until the purchase is credited, then shows the new balance
 * without a reload. The wallet history is fetched 1 s after landing (SPEC §9) and again on every
 * `wallet:balance` event, so the balance shown is the SPEC §4 rule over fresh transactions. Opened without a
 * checkout session, it says that nothing was paid.
 */
export function WalletSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  if (!sessionId) return <NoPayment />;
  return <PaymentReceived sessionId={sessionId} />;
}

function NoPayment() {
  return (
    <PageFrame eyebrow="Wallet" title="No payment" narrow>
      <PaymentOutcome
        icon="card"
        tone="info"
        title="Nothing was paid"
        testId="wallet-success-no-session"
        actions={
          <>
            <ButtonLink to="/wallet/add" data-testid="wallet-success-add-likes">
              Add likes
            </ButtonLink>
            <ButtonLink to="/wallet" $variant="secondary">
              View wallet
            </ButtonLink>
          </>
        }
      >
        <p>
          This page confirms a card payment, but it was opened without one: no payment was made and your
          wallet did not change. To buy likes, choose a pack on Add likes.
        </p>
      </PaymentOutcome>
    </PageFrame>
  );
}

function PaymentReceived({ sessionId }: { sessionId: string }) {
  const session = useCheckoutSession(sessionId);
  const history = useWalletHistory();
  const confirmed = session.data?.status === 'paid';

  // When the payment was confirmed: only a history fetched after that moment includes the credit.
  const [confirmedAt, setConfirmedAt] = useState<number | null>(null);
  const { mutate } = history;
  const asked = useRef(false);
  useEffect(() => {
    if (confirmed && confirmedAt === null) {
      setConfirmedAt(Date.now());
      if (!asked.current) {
        asked.current = true;
        void mutate();
      }
    }
  }, [confirmed, confirmedAt, mutate]);

  const fresh = history.data && confirmedAt !== null && history.data.fetchedAt >= confirmedAt;
  const balance = fresh ? history.data!.balance : null;

  if (session.error && !session.data)
    return (
      <PageFrame eyebrow="Wallet" title="Payment" narrow>
        <SessionProblem error={session.error} retryTo="/wallet/add" />
      </PageFrame>
    );
  if (session.data && (session.data.status === 'failed' || session.data.status === 'expired'))
    return (
      <PageFrame eyebrow="Wallet" title="Payment" narrow>
        <SessionProblem status={session.data.status} retryTo="/wallet/add" />
      </PageFrame>
    );

  const s = session.data;
  return (
    <PageFrame eyebrow="Wallet" title={confirmed ? 'Payment received' : 'Payment'} narrow>
      {!confirmed || !s ? (
        <ConfirmingPayment slow={session.slow} />
      ) : (
        <Stack>
          <PaymentOutcome
            icon="check"
            tone="success"
            title={`${formatLikes(s.likes)} added to your wallet`}
            testId="wallet-success"
            actions={
              <>
                <ButtonLink to="/search-athletes" data-testid="wallet-success-find-athletes">
                  Back an athlete
                </ButtonLink>
                <ButtonLink to="/send-likes" $variant="secondary">
                  Send likes
                </ButtonLink>
                <ButtonLink to="/wallet" $variant="secondary">
                  View wallet
                </ButtonLink>
              </>
            }
          >
            <p>
              Thank you! You paid {formatMoney(s.amountCents, s.currency)}. A receipt is on its way to your
              email.
            </p>
          </PaymentOutcome>
          {s && <ReversalNotice session={s} from="your wallet" />}
          {history.error && !history.data ? (
            <ErrorState message={errorMessage(history.error)} onRetry={() => void mutate()} />
          ) : (
            <BalanceCard label="Your new balance" value={balance} testId="wallet-success-balance" />
          )}
        </Stack>
      )}
    </PageFrame>
  );
}
