import { PageStub } from '../../components/PageStub';

export function EarnPage() {
  return (
    <PageStub
      icon="gift"
      description="Ways to earn free likes: invite friends, reach milestones and spin the wheel."
    />
  );
}
