import { useParams } from 'react-router-dom';
import { PageStub } from '../../components/PageStub';

export function AthleteProfilePage() {
  const { athleteId } = useParams();
  return (
    <PageStub
      icon="activity"
      eyebrow={`Athlete #${athleteId ?? ''}`}
      description="The athlete’s profile: position, school, stats, funding goals and the fans backing them."
    />
  );
}
