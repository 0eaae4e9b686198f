import { useSearchParams } from 'react-router-dom';
import { PageStub } from '../../components/PageStub';

export function ClaimAthletePage() {
  const [params] = useSearchParams();
  const step = params.get('step');
  return (
    <PageStub
      icon="key"
      eyebrow={step ? `Step: ${step}` : undefined}
      description="Already listed on Fanlift? Find your athlete profile and claim it as your own."
    />
  );
}
