import { PageStub } from '../../components/PageStub';

export function WalletPage() {
  return (
    <PageStub
      icon="card"
      description="Your likes balance and the full history of likes added, earned, gifted and given."
    />
  );
}
