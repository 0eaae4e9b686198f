import { QrSharePage } from '../../qr/pages/QrSharePage';

/** /affiliate/qr-code/{qrcodeId}: the affiliate link's QR code (the share page: download, print, scans). */
export function AffiliateQrPage() {
  return <QrSharePage />;
}
