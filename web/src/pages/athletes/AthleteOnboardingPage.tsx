import { useSearchParams } from 'react-router-dom';
import { PageStub } from '../../components/PageStub';

export function AthleteOnboardingPage() {
  const [params] = useSearchParams();
  const step = params.get('step');
  return (
    <PageStub
      icon="edit"
      eyebrow={step ? `Step: ${step}` : undefined}
      description="Set up your athlete profile step by step — sport, position, guardian and photo — so fans can find and support you."
    />
  );
}
