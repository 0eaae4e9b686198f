import { PageStub } from '../../components/PageStub';

export function CfbBracketPage() {
  return (
    <PageStub
      icon="award"
      description="Pick the College Football Playoff winners before each game kicks off."
    />
  );
}
