import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageFrame } from '../../../ui/layout';
import { useCheckoutSession } from '../api';
import { ConfirmingPayment } from './PaymentStatus';
import { SessionProblem } from './SessionProblem';

/** The `session_id` a card provider adds when it sends the browser back, and that checkout session (polled). */
export function useReturnedSession() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  return { sessionId, ...useCheckoutSession(sessionId) };
}

/**
 * The body of a payment return page while it waits: the session's problem (failed, expired, unknown) with a way
 * to try again, or "confirming" (with `processingDetail` while the bank clears a delayed payment).
 */
export function PaymentReturn({
  session,
  retryTo,
  processingDetail,
  eyebrow,
}: {
  session: ReturnType<typeof useReturnedSession>;
  retryTo: string;
  processingDetail: ReactNode;
  eyebrow: string;
}) {
  const { data, error, slow } = session;
  let body;
  if (error && !data) body = <SessionProblem error={error} retryTo={retryTo} />;
  else if (data?.status === 'failed' || data?.status === 'expired')
    body = <SessionProblem status={data.status} retryTo={retryTo} />;
  else
    body = (
      <ConfirmingPayment slow={slow} detail={data?.status === 'processing' ? processingDetail : undefined} />
    );
  return (
    <PageFrame eyebrow={eyebrow} title="Payment" narrow>
      {body}
    </PageFrame>
  );
}
