import { useParams } from 'react-router-dom';
import { PageStub } from '../../components/PageStub';

export function AffiliateLanderPage() {
  const { affiliateCode } = useParams();
  return (
    <PageStub
      icon="users"
      eyebrow={`Code ${affiliateCode ?? ''}`}
      description="You were invited by a Fanlift partner. Join to back your favourite athletes."
    />
  );
}
