import { PageStub } from '../../components/PageStub';

export function SendLikesPage() {
  return <PageStub icon="heart" description="Send likes to an athlete or a university from your wallet." />;
}
