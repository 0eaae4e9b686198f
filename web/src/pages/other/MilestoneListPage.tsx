import { PageStub } from '../../components/PageStub';

export function MilestoneListPage() {
  return <PageStub icon="chart" description="Milestone progression of all fans, for admins." />;
}
