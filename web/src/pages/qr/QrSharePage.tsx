import { useParams } from 'react-router-dom';
import { PageStub } from '../../components/PageStub';

export function QrSharePage() {
  const { qrcodeId } = useParams();
  return (
    <PageStub
      icon="share"
      eyebrow={`QR code ${qrcodeId ?? ''}`}
      description="Download or share this QR code."
    />
  );
}
