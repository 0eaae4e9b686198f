import { useParams } from 'react-router-dom';
import { PageStub } from '../../components/PageStub';

export function FundAthletePage() {
  const { athleteId } = useParams();
  return (
    <PageStub
      icon="heart"
      eyebrow={`Athlete #${athleteId ?? ''}`}
      description="Choose how many likes to give this athlete, optionally towards one of their funding goals."
    />
  );
}
