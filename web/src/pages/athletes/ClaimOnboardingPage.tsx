import { useSearchParams } from 'react-router-dom';
import { PageStub } from '../../components/PageStub';

export function ClaimOnboardingPage() {
  const [params] = useSearchParams();
  const step = params.get('step');
  return (
    <PageStub
      icon="edit"
      eyebrow={step ? `Step: ${step}` : undefined}
      description="Finish claiming your existing athlete profile: accept the terms, confirm your details and you are live."
    />
  );
}
