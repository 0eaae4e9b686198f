import { PageStub } from '../../components/PageStub';

export function RadarAthletesPage() {
  return (
    <PageStub icon="radar" description="Athletes on the radar: the recruits fans are watching right now." />
  );
}
