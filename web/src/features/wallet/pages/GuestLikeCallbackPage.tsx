import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { PaymentReturn, useReturnedSession } from '../components/PaymentReturn';

/**
 * /stripeGuestLikeCallback?session_id=…: a visitor comes back from paying for a guest like. Wait until the
 * payment is confirmed and the athlete credited, then show the guest-like thank-you page.
 */
export function GuestLikeCallbackPage() {
  const session = useReturnedSession();
  const { sessionId, data } = session;
  const navigate = useNavigate();

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
  return (
    <PaymentReturn
      session={session}
      retryTo={retryTo}
      eyebrow="Guest like"
      processingDetail="Your bank is confirming the payment. Your likes will reach the athlete as soon as it clears."
    />
  );
}
