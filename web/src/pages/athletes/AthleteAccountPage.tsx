import { PageStub } from '../../components/PageStub';

export function AthleteAccountPage() {
  return (
    <PageStub
      icon="sliders"
      description="Manage your athlete account: contact details, guardians and email preferences."
    />
  );
}
