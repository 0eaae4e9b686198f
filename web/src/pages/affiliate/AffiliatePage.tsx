import { PageStub } from '../../components/PageStub';

export function AffiliatePage() {
  return (
    <PageStub
      icon="users"
      description="Your affiliate programme: links, visits, sign-ups and the likes you have earned."
    />
  );
}
