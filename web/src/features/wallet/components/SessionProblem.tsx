import { ButtonLink } from '../../../ui';
import { PaymentOutcome } from './PaymentStatus';
import type { ApiError } from '../../../api/client';
import { errorMessage } from '../../../api/client';

/** Shared final states of the payment return pages. */
export function SessionProblem({
  error,
  status,
  retryTo,
}: {
  error?: ApiError | null;
  status?: 'failed' | 'expired' | 'missing';
  retryTo: string;
}) {
  if (status === 'failed')
    return (
      <PaymentOutcome
        icon="card"
        tone="error"
        title="The payment did not go through"
        testId="payment-failed"
        actions={
          <>
            <ButtonLink to={retryTo}>Try again</ButtonLink>
            <ButtonLink to="/" $variant="secondary">
              Back to home
            </ButtonLink>
          </>
        }
      >
        <p>Your bank declined or reversed the payment, so no likes were added and you were not charged.</p>
      </PaymentOutcome>
    );
  if (status === 'expired')
    return (
      <PaymentOutcome
        icon="card"
        tone="info"
        title="This checkout has expired"
        testId="payment-expired"
        actions={<ButtonLink to={retryTo}>Start again</ButtonLink>}
      >
        <p>The checkout was not completed in time. Nothing was charged.</p>
      </PaymentOutcome>
    );
  return (
    <PaymentOutcome
      icon="search"
      tone="error"
      title="We could not find this payment"
      testId="payment-missing"
      actions={
        <>
          <ButtonLink to={retryTo}>Go back</ButtonLink>
          <ButtonLink to="/" $variant="secondary">
            Back to home
          </ButtonLink>
        </>
      }
    >
      <p>
        {error && error.status !== 404
          ? errorMessage(error)
          : 'The link may be incomplete. If you paid, your likes will still arrive — check again in a minute.'}
      </p>
    </PaymentOutcome>
  );
}
