import { PageStub } from '../../components/PageStub';

export function AthleteSchoolsPage() {
  return (
    <PageStub
      icon="school"
      description="Choose the universities on your recruiting list and see how their fans are backing you."
    />
  );
}
