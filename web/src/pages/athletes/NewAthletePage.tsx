import { useSearchParams } from 'react-router-dom';
import { PageStub } from '../../components/PageStub';

export function NewAthletePage() {
  const [params] = useSearchParams();
  const step = params.get('step');
  return (
    <PageStub
      icon="sparkles"
      eyebrow={step ? `Step: ${step}` : undefined}
      description="Create a new athlete profile in a few quick steps, starting with your name."
    />
  );
}
