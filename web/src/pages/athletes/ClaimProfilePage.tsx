import { useParams } from 'react-router-dom';
import { PageStub } from '../../components/PageStub';

export function ClaimProfilePage() {
  const { athleteId } = useParams();
  return (
    <PageStub
      icon="key"
      eyebrow={`Athlete #${athleteId ?? ''}`}
      description="Confirm that this athlete profile is yours to start receiving fan support."
    />
  );
}
