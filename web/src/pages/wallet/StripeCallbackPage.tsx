import { PageStub } from '../../components/PageStub';

export function StripeCallbackPage() {
  return <PageStub icon="card" description="We are confirming your payment with our card provider." />;
}
