import { PageStub } from '../../components/PageStub';

export function OhioPage() {
  return (
    <PageStub
      icon="school"
      description="The Ohio State fan portal: recruits, top fans, live chat and schedules."
    />
  );
}
