import { useParams } from 'react-router-dom';
import { PageStub } from '../../components/PageStub';

export function RosterSuccessPage() {
  const { athleteId } = useParams();
  return (
    <PageStub
      icon="sparkles"
      eyebrow={`Athlete #${athleteId ?? ''}`}
      description="Thank you! Your likes are on their way to this athlete."
    />
  );
}
