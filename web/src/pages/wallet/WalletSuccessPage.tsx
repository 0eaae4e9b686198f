import { PageStub } from '../../components/PageStub';

export function WalletSuccessPage() {
  return (
    <PageStub
      icon="check"
      description="Your payment went through — your new likes will show in your wallet in a moment."
    />
  );
}
