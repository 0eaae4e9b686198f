import { PageStub } from '../../components/PageStub';

export function QrCreatePage() {
  return (
    <PageStub
      icon="grid"
      description="Create a QR code that links fans to an athlete, a school or your invite."
    />
  );
}
