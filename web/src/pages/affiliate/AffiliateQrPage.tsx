import { useParams } from 'react-router-dom';
import { PageStub } from '../../components/PageStub';

export function AffiliateQrPage() {
  const { qrcodeId } = useParams();
  return (
    <PageStub
      icon="grid"
      eyebrow={`QR code ${qrcodeId ?? ''}`}
      description="The QR code of this affiliate link, ready to print or share."
    />
  );
}
