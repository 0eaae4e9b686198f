import { PageStub } from '../../components/PageStub';

export function FanAccountPage() {
  return <PageStub icon="user" description="Update your name, favourite schools and email preferences." />;
}
