import { PageStub } from '../../components/PageStub';

export function MilestonePage() {
  return (
    <PageStub
      icon="star"
      description="Your star progress: give more likes to earn stars, spins and rewards."
    />
  );
}
