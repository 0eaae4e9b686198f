import { PageStub } from '../../components/PageStub';

export function UpcomingBasketballGamesPage() {
  return (
    <PageStub
      icon="calendar"
      description="The basketball games coming up next, with tip-off times in your time zone."
    />
  );
}
