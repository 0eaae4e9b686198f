import { PageStub } from '../../components/PageStub';

export function ExplorePage() {
  return (
    <PageStub
      icon="search"
      description="Advanced search: filter athletes by school, sport, position, class and rating."
    />
  );
}
