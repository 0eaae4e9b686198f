import { useParams } from 'react-router-dom';
import { PageStub } from '../../components/PageStub';

export function AthleteClaimProfilePage() {
  const { id } = useParams();
  return (
    <PageStub
      icon="key"
      eyebrow={`Profile #${id ?? ''}`}
      description="Verify your identity to take over this athlete profile."
    />
  );
}
