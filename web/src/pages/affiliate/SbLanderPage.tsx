import { useParams } from 'react-router-dom';
import { PageStub } from '../../components/PageStub';

export function SbLanderPage() {
  const { athleteId } = useParams();
  return (
    <PageStub
      icon="activity"
      eyebrow={`Athlete #${athleteId ?? ''}`}
      description="Support this athlete with likes — no account needed."
    />
  );
}
