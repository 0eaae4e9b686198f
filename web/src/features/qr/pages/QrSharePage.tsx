import { useState } from 'react';
import { Link, useMatch, useParams } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { termsAndValues } from '../../../ui/styles';
import { errorMessage } from '../../../api/client';
import { Button, ButtonAnchor, Card, ErrorState, Skeleton } from '../../../ui';
import { Badge } from '../../../ui/feedback';
import { formatDateTime } from '../../../ui/format';
import { PageFrame } from '../../../ui/layout';
import { KIND_LABEL, qrPngUrl, qrSvgUrl, useQrCode } from '../api';
import { NotFoundState } from '../../../shared/not-found/NotFoundState';
import { isMissing } from '../../../shared/not-found/isMissing';

/** While this page is shown, printing prints only the code sheet (big code, label, where it leads). */
const PrintOnlySheet = createGlobalStyle`
  @media print {
    body * { visibility: hidden !important; }
    #qr-print-sheet, #qr-print-sheet * { visibility: visible !important; }
    #qr-print-sheet { position: absolute; inset: 0; display: flex !important; }
  }
`;

/**
 * /qr-code/share/{qrcodeId} and /affiliate/qr-code/{qrcodeId}: the code, its downloads (PNG, SVG), a print
 * layout, the target and the scans.
 */
export function QrSharePage() {
  const { qrcodeId } = useParams();
  const code = useQrCode(qrcodeId);
  const affiliate = useMatch('/affiliate/qr-code/:qrcodeId') !== null;
  const [copied, setCopied] = useState(false);

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 3000);
    } catch {
      // Clipboard refused (permissions): the link stays visible to copy by hand.
    }
  }

  // Codes are their maker's: someone else's id answers 404 like an unknown one.
  if (!qrcodeId || isMissing(code.error))
    return (
      <NotFoundState
        title="QR code not found"
        links={
          affiliate
            ? [
                { to: '/affiliate', label: 'Affiliate dashboard' },
                { to: '/qr-code/list', label: 'My QR codes' },
              ]
            : [
                { to: '/qr-code/list', label: 'My QR codes' },
                { to: '/qr-code/create', label: 'Create a QR code' },
              ]
        }
      >
        We could not find that QR code among yours. The link may be incomplete, or the code was deleted.
      </NotFoundState>
    );
  if (code.error)
    return (
      <PageFrame title="QR code" narrow>
        <ErrorState message={errorMessage(code.error)} onRetry={() => void code.mutate()} />
      </PageFrame>
    );
  const q = code.data;
  return (
    <PageFrame
      eyebrow="QR codes"
      title={q ? q.label : 'QR code'}
      lead={q ? KIND_LABEL[q.kind] : undefined}
      actions={<Link to="/qr-code/list">All my codes</Link>}
    >
      <PrintOnlySheet />
      {!q ? (
        <Skeleton $h="360px" role="status" aria-label="Loading QR code" />
      ) : (
        <Layout>
          <CodeCard>
            <img
              src={qrPngUrl(q.id, 512)}
              alt={`QR code that opens ${q.scanUrl}`}
              width={320}
              height={320}
              data-testid="qr-image"
            />
            <Downloads>
              <ButtonAnchor
                href={qrPngUrl(q.id, 1024, true)}
                download={`fanlift-qr-${q.id}.png`}
                data-testid="qr-download-png"
              >
                Download PNG
              </ButtonAnchor>
              <ButtonAnchor $variant="secondary" href={qrSvgUrl(q.id)} download={`fanlift-qr-${q.id}.svg`}>
                Download SVG
              </ButtonAnchor>
              <Button type="button" $variant="secondary" onClick={() => window.print()}>
                Print
              </Button>
            </Downloads>
          </CodeCard>
          <Card>
            <Facts>
              <dt>Scans</dt>
              <dd>
                <Badge $tone="accent" data-testid="qr-share-scans">
                  {q.scans}
                </Badge>
                {q.lastScannedAt && <span> last {formatDateTime(q.lastScannedAt)}</span>}
              </dd>
              <dt>Opens</dt>
              <dd>
                <Link to={q.targetPath} data-testid="qr-target">
                  {q.targetPath}
                </Link>
              </dd>
              <dt>Link in the code</dt>
              <dd>
                <code>{q.scanUrl}</code>{' '}
                <Button type="button" $small $variant="ghost" onClick={() => void copy(q.scanUrl)}>
                  Copy link
                </Button>
                <span role="status" aria-live="polite">
                  {copied ? 'Link Copied!' : ''}
                </span>
              </dd>
              {q.expiresAt && (
                <>
                  <dt>Expires</dt>
                  <dd>{q.usedAt ? `Used ${formatDateTime(q.usedAt)}` : formatDateTime(q.expiresAt)}</dd>
                </>
              )}
              <dt>Created</dt>
              <dd>{formatDateTime(q.createdAt)}</dd>
            </Facts>
          </Card>
          <Sheet id="qr-print-sheet" aria-hidden="true">
            <img src={qrPngUrl(q.id, 1024)} alt="" />
            <strong>{q.label}</strong>
            <span>Scan with your phone camera · Fanlift</span>
          </Sheet>
        </Layout>
      )}
    </PageFrame>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 380px) minmax(0, 1fr);
  align-items: start;
  gap: 24px;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const CodeCard = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  img {
    width: 100%;
    max-width: 320px;
    height: auto;
    image-rendering: pixelated;
  }
`;

const Downloads = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
  justify-content: center;
`;

const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 10px 16px;
  ${termsAndValues}
  code {
    font-size: 13px;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    dt {
      margin-top: 8px;
    }
  }
`;

const Sheet = styled.div`
  display: none;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 16px;
  background: #fff;
  img {
    width: 70%;
  }
  strong {
    font-size: 28px;
  }
`;
