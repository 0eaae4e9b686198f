import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../../api/client';
import { ButtonLink, EmptyState, ErrorState, GridList, Skeleton } from '../../../ui';
import { Badge } from '../../../ui/feedback';
import { formatDateTime } from '../../../ui/format';
import { PageFrame } from '../../../ui/layout';
import { KIND_LABEL, qrPngUrl, useQrCodes } from '../api';

/** /qr-code/list: the fan's codes with their scan counts. */
export function QrListPage() {
  const list = useQrCodes();
  return (
    <PageFrame
      eyebrow="QR codes"
      title="My QR codes"
      lead="Every scan is counted. Open a code to download, print or share it."
      actions={<ButtonLink to="/qr-code/create">Create a QR code</ButtonLink>}
    >
      {list.error ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <Skeleton $h="160px" role="status" aria-label="Loading QR codes" />
      ) : list.data.qrCodes.length === 0 ? (
        <EmptyState>
          <span>
            You have no QR codes yet. <Link to="/qr-code/create">Create your first one</Link>.
          </span>
        </EmptyState>
      ) : (
        <Grid>
          {list.data.qrCodes.map((q) => (
            <li key={q.id} data-testid="qr-row">
              <img src={qrPngUrl(q.id, 160)} alt="" width={96} height={96} loading="lazy" />
              <div>
                <Link to={`/qr-code/share/${q.id}`}>{q.label}</Link>
                <span>
                  {KIND_LABEL[q.kind]} · created {formatDateTime(q.createdAt)}
                </span>
                <Badge $tone="accent" data-testid="qr-scans">
                  {q.scans} {q.scans === 1 ? 'scan' : 'scans'}
                </Badge>
              </div>
            </li>
          ))}
        </Grid>
      )}
    </PageFrame>
  );
}

const Grid = styled(GridList).attrs({ $min: 300, $gap: 16 })`
  li {
    display: flex;
    gap: 14px;
    align-items: center;
    padding: 14px;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  li > div {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 4px;
  }
  a {
    font-weight: 800;
    color: ${({ theme }) => theme.colors.navy900};
  }
  span {
    font-size: 14px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
