import { PageStub } from '../../components/PageStub';

export function BracketParticipantsPage() {
  return (
    <PageStub
      icon="award"
      description="Everyone playing the College Football Playoff bracket, with their picks and scores."
    />
  );
}
