import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { ConfirmingPayment } from '../components/PaymentStatus';
import { PageFrame } from '../../../ui/layout';
import { useCheckoutSession } from '../api';
import { SessionProblem } from '../components/SessionProblem';

/**
 * /stripeCallback?session_id=…: the card provider sends the fan back here. Wait until the worker has credited
 * the purchase (poll the session; re-check on `wallet:balance`), then go to /wallet/success.
 */
export function StripeCallbackPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const navigate = useNavigate();
  const { data, error, slow } = useCheckoutSession(sessionId);

  useEffect(() => {
    if (!data || !sessionId) return;
    const q = `?session_id=${encodeURIComponent(sessionId)}`;
    if (data.kind === 'guest_like') void navigate(`/stripeGuestLikeCallback${q}`, { replace: true });
    else if (data.status === 'paid') void navigate(`/wallet/success${q}`, { replace: true });
  }, [data, sessionId, navigate]);

  if (!sessionId) return <Navigate to="/wallet" replace />;

  let body;
  if (error && !data) body = <SessionProblem error={error} retryTo="/wallet/add" />;
  else if (data?.status === 'failed' || data?.status === 'expired')
    body = <SessionProblem status={data.status} retryTo="/wallet/add" />;
  else
    body = (
      <ConfirmingPayment
        slow={slow}
        detail={
          data?.status === 'processing'
            ? 'Your bank is confirming the payment. Your likes will be added as soon as it clears.'
            : undefined
        }
      />
    );
  return (
    <PageFrame eyebrow="Wallet" title="Payment" narrow>
      {body}
    </PageFrame>
  );
}
