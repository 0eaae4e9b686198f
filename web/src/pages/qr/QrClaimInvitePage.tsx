import { useParams } from 'react-router-dom';
import { PageStub } from '../../components/PageStub';

export function QrClaimInvitePage() {
  const { qrcodeId } = useParams();
  return (
    <PageStub
      icon="key"
      eyebrow={`QR code ${qrcodeId ?? ''}`}
      description="Accept this invite to claim the athlete profile it points to."
    />
  );
}
