import { PageStub } from '../../components/PageStub';

export function UpcomingGamesPage() {
  return (
    <PageStub
      icon="calendar"
      description="The football games coming up next, with kickoff times in your time zone."
    />
  );
}
