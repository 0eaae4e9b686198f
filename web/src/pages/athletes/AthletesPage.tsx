import { PageStub } from '../../components/PageStub';

export function AthletesPage() {
  return (
    <PageStub
      icon="award"
      description="Browse college recruits by school, sport, position, class and rating, and back the ones you believe in."
    />
  );
}
