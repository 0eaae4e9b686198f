import { PageStub } from '../../components/PageStub';

export function QrClaimVerifyPage() {
  return (
    <PageStub icon="search" description="Verify your claim invite to finish taking over your profile." />
  );
}
