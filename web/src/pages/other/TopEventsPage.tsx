import { PageStub } from '../../components/PageStub';

export function TopEventsPage() {
  return <PageStub icon="sparkles" description="The top events to share with your fans this week." />;
}
