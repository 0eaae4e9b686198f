import { PageStub } from '../../components/PageStub';

export function InviteFanPage() {
  return (
    <PageStub icon="mail" description="Invite friends to Fanlift and earn likes and spins when they join." />
  );
}
