import { useSearchParams } from 'react-router-dom';
import { PageStub } from '../../components/PageStub';

export function FanOnboardingPage() {
  const [params] = useSearchParams();
  const step = params.get('step');
  return (
    <PageStub
      icon="users"
      eyebrow={step ? `Step: ${step}` : undefined}
      description="Tell us about yourself and pick your university to get started as a fan."
    />
  );
}
