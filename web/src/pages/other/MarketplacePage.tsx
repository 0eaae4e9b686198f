import { PageStub } from '../../components/PageStub';

export function MarketplacePage() {
  return (
    <PageStub
      icon="bag"
      description="Spend your likes on experiences and merch from your favourite programmes."
    />
  );
}
