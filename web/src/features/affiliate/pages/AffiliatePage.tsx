import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../../api/client';
import { Button, Card, EmptyState, ErrorState, Skeleton } from '../../../ui';
import { Notice } from '../../../ui/feedback';
import { PageFrame, SectionTitle, StatGrid, StatTile } from '../../../ui/layout';
import { LikesChart } from '../../../shared/likes-chart/LikesChart';
import { createQrCode } from '../../../shared/qr-codes/api';
import { useSession } from '../../../session';
import { useAffiliateStats, useAllAffiliates } from '../api';
import { ScrollBox, Table, TableHead } from '../../../ui/table';

/** /affiliate: the fan's code, link and QR, what it brought (live), earnings by day; admins also see everyone. */
export function AffiliatePage() {
  const stats = useAffiliateStats();
  const { isAdmin } = useSession();
  const all = useAllAffiliates(isAdmin);
  const navigate = useNavigate();
  const [copied, setCopied] = useState(false);
  const [qrError, setQrError] = useState<string | null>(null);
  const [making, setMaking] = useState(false);
  const s = stats.data;

  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      setTimeout(() => setCopied(false), 3000);
    } catch {
      // The link stays visible to copy by hand.
    }
  }
  async function makeQr() {
    setMaking(true);
    setQrError(null);
    try {
      const q = await createQrCode({ kind: 'affiliate', label: 'My affiliate link' });
      void navigate(`/affiliate/qr-code/${q.id}`);
    } catch (err) {
      setQrError(errorMessage(err));
      setMaking(false);
    }
  }
  let running = 0;
  const series = (s?.byDay ?? []).map((d) => ({ ...d, total: (running += d.likes) }));

  return (
    <PageFrame
      eyebrow="Affiliate programme"
      title="Your affiliate dashboard"
      lead="Share your link. When someone signs up through it within 30 days and buys likes, you earn a share of every purchase."
    >
      {stats.error ? (
        <ErrorState message={errorMessage(stats.error)} onRetry={() => void stats.mutate()} />
      ) : !s ? (
        <Skeleton $h="280px" role="status" aria-label="Loading your affiliate stats" />
      ) : (
        <>
          <Card>
            <SectionTitle>Your link</SectionTitle>
            <LinkRow>
              <code data-testid="affiliate-link">{s.link}</code>
              <Button type="button" $small onClick={() => void copy(s.link)}>
                Copy link
              </Button>
              <Button
                type="button"
                $small
                $variant="secondary"
                disabled={making}
                onClick={() => void makeQr()}
              >
                {making ? 'Making…' : 'Make a QR code'}
              </Button>
              <span role="status" aria-live="polite">
                {copied ? 'Link Copied!' : ''}
              </span>
            </LinkRow>
            {qrError && <Notice $tone="error">{qrError}</Notice>}
          </Card>
          <StatGrid aria-live="polite">
            <StatTile label="Visits" value={s.visits} testId="affiliate-visits" />
            <StatTile label="Sign-ups" value={s.signups} testId="affiliate-signups" />
            <StatTile label="Purchases" value={s.purchases} testId="affiliate-purchases" />
            <StatTile label="Likes earned" value={s.earnedLikes} testId="affiliate-earned" />
          </StatGrid>
          <Card>
            <SectionTitle>Earnings by day (last 30 days)</SectionTitle>
            <LikesChart series={series} />
          </Card>
        </>
      )}
      {isAdmin && (
        <Card>
          <SectionTitle>Every affiliate</SectionTitle>
          {all.error ? (
            <ErrorState message={errorMessage(all.error)} onRetry={() => void all.mutate()} />
          ) : !all.data ? (
            <Skeleton $h="80px" role="status" aria-label="Loading affiliates" />
          ) : all.data.affiliates.length === 0 ? (
            <EmptyState>No affiliates yet.</EmptyState>
          ) : (
            <ScrollBox tabIndex={0} role="region" aria-label="Every affiliate (scrolls sideways)">
              <Table>
                <caption className="visually-hidden">Affiliates and their totals</caption>
                <TableHead
                  columns={['Affiliate', 'Code', 'Visits', 'Sign-ups', 'Purchases', 'Likes earned']}
                />
                <tbody>
                  {all.data.affiliates.map((a) => (
                    <tr key={a.code}>
                      <td>{a.name}</td>
                      <td>{a.code}</td>
                      <td>{a.visits}</td>
                      <td>{a.signups}</td>
                      <td>{a.purchases}</td>
                      <td>{a.earnedLikes}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </ScrollBox>
          )}
        </Card>
      )}
    </PageFrame>
  );
}

const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  code {
    overflow-wrap: anywhere;
    font-size: 14px;
  }
`;
