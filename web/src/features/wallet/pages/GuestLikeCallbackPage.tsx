import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { ConfirmingPayment } from '../components/PaymentStatus';
import { PageFrame } from '../../../ui/layout';
import { useCheckoutSession } from '../api';
import { SessionProblem } from '../components/SessionProblem';

/**
 * /stripeGuestLikeCallback?session_id=…: a visitor comes back from paying for a guest like. Wait until the
 * payment is confirmed and the athlete credited, then show the guest-like thank-you page.
 */
export function GuestLikeCallbackPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const navigate = useNavigate();
  const { data, error, slow } = useCheckoutSession(sessionId);

  useEffect(() => {
    if (!data || !sessionId || data.status !== 'paid' || !data.athleteId) return;
    void navigate(
      `/athletes/${data.athleteId}/funds/guest-like-roster-success?session_id=${encodeURIComponent(sessionId)}`,
      { replace: true },
    );
  }, [data, sessionId, navigate]);

  if (!sessionId) return <Navigate to="/" replace />;

  const retryTo = data?.athleteId
    ? `/athletes/${data.athleteId}/funds${data.allocationId ? `/${data.allocationId}` : ''}`
    : '/search-athletes';
  let body;
  if (error && !data) body = <SessionProblem error={error} retryTo={retryTo} />;
  else if (data?.status === 'failed' || data?.status === 'expired')
    body = <SessionProblem status={data.status} retryTo={retryTo} />;
  else
    body = (
      <ConfirmingPayment
        slow={slow}
        detail={
          data?.status === 'processing'
            ? 'Your bank is confirming the payment. Your likes will reach the athlete as soon as it clears.'
            : undefined
        }
      />
    );
  return (
    <PageFrame eyebrow="Guest like" title="Payment" narrow>
      {body}
    </PageFrame>
  );
}
