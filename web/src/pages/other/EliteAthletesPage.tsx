import { PageStub } from '../../components/PageStub';

export function EliteAthletesPage() {
  return <PageStub icon="star" description="The elite recruits of this class, ranked." />;
}
