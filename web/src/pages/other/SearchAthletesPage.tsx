import { PageStub } from '../../components/PageStub';

export function SearchAthletesPage() {
  return (
    <PageStub icon="search" description="Search college athletes by name, school, sport and position." />
  );
}
