import { PageStub } from '../../components/PageStub';

export function MarketplaceAdminPage() {
  return <PageStub icon="sliders" description="Manage marketplace items: prices, stock and visibility." />;
}
