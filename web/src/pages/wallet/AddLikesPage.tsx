import { PageStub } from '../../components/PageStub';

export function AddLikesPage() {
  return <PageStub icon="plus" description="Buy a pack of likes to give to athletes and universities." />;
}
