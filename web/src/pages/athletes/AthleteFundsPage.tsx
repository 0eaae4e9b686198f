import { useParams } from 'react-router-dom';
import { PageStub } from '../../components/PageStub';

export function AthleteFundsPage() {
  const { athleteId } = useParams();
  return (
    <PageStub
      icon="chart"
      eyebrow={`Athlete #${athleteId ?? ''}`}
      description="See this athlete’s funding goals and how fans are backing each of them."
    />
  );
}
