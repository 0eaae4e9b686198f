import { PageStub } from '../../components/PageStub';

export function QrListPage() {
  return (
    <PageStub icon="grid" description="All the QR codes you have created, with their scans and sign-ups." />
  );
}
