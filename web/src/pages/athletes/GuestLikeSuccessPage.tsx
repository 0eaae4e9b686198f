import { useParams } from 'react-router-dom';
import { PageStub } from '../../components/PageStub';

export function GuestLikeSuccessPage() {
  const { athleteId } = useParams();
  return (
    <PageStub
      icon="sparkles"
      eyebrow={`Athlete #${athleteId ?? ''}`}
      description="Thank you for your support! Your guest likes will reach this athlete as soon as the payment is confirmed."
    />
  );
}
