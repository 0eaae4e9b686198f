import { PageStub } from '../../components/PageStub';

export function MensBasketballBracketPage() {
  return (
    <PageStub
      icon="activity"
      description="Pick the winners of the men’s basketball tournament, round by round."
    />
  );
}
