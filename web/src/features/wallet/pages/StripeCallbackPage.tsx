import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { PaymentReturn, useReturnedSession } from '../components/PaymentReturn';

/**
 * /stripeCallback?session_id=…: the card provider sends the fan back here. Wait until the worker has credited
 * the purchase (poll the session; re-check on `wallet:balance`), then go to /wallet/success.
 */
export function StripeCallbackPage() {
  const session = useReturnedSession();
  const { sessionId, data } = session;
  const navigate = useNavigate();

  useEffect(() => {
    if (!data || !sessionId) return;
    const q = `?session_id=${encodeURIComponent(sessionId)}`;
    if (data.kind === 'guest_like') void navigate(`/stripeGuestLikeCallback${q}`, { replace: true });
    else if (data.status === 'paid') void navigate(`/wallet/success${q}`, { replace: true });
  }, [data, sessionId, navigate]);

  if (!sessionId) return <Navigate to="/wallet" replace />;

  return (
    <PaymentReturn
      session={session}
      retryTo="/wallet/add"
      eyebrow="Wallet"
      processingDetail="Your bank is confirming the payment. Your likes will be added as soon as it clears."
    />
  );
}
