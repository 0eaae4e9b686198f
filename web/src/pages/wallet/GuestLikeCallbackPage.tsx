import { PageStub } from '../../components/PageStub';

export function GuestLikeCallbackPage() {
  return (
    <PageStub icon="card" description="We are confirming your guest like payment with our card provider." />
  );
}
