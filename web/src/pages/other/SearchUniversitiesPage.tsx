import { PageStub } from '../../components/PageStub';

export function SearchUniversitiesPage() {
  return <PageStub icon="school" description="Find a university and see its athletes and fans." />;
}
