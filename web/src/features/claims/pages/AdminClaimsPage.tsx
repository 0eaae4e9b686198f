import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import styled from 'styled-components';
import type { AdminClaimView, AdminClaimsPage as ClaimsPage } from '@fanlift/core/web';
import { errorMessage, type ApiError } from '../../../api/client';
import { apiFetcher, apiKey } from '../../../api/routes';
import { Button, EmptyState, ErrorState, Skeleton, Spinner } from '../../../ui';
import { LiveText, Page, PageHeader } from '../../../ui/layout';
import { AdminClaimCard, type Decision } from '../components/AdminClaimCard';
import { claimsWaitingText } from '../../../shared/claims/ClaimsWaitingNotice';
import { ADMIN_CLAIMS_SUMMARY_KEY } from '../../../shared/claims/api';
import { thumbOnMobile } from '../../../ui/thumb';

type View = 'pending' | 'decided';
const PAGE_SIZE = 50;
const VIEWS: { key: View; label: string }[] = [
  { key: 'pending', label: 'Waiting for review' },
  { key: 'decided', label: 'Decided' },
];

/**
 * /admin/claims (admins): athletes' requests to claim pre-existing profiles (DESIGN §5). Pending requests
 * oldest first with Approve / Reject; decided ones most recent first. The server checks isAdmin on every call.
 */
export function AdminClaimsPage() {
  const [view, setView] = useState<View>('pending');
  const {
    data: pages,
    error,
    isLoading,
    isValidating,
    mutate,
    size,
    setSize,
  } = useSWRInfinite<ClaimsPage, ApiError>(
    (i) =>
      apiKey('GET /api/admin/claims', { query: { status: view, limit: PAGE_SIZE, offset: i * PAGE_SIZE } }),
    apiFetcher('GET /api/admin/claims'),
    { revalidateFirstPage: true },
  );
  const last = pages?.[pages.length - 1];
  const data =
    pages && last
      ? { claims: pages.flatMap((p) => p.claims), total: last.total, pending: last.pending }
      : undefined;
  const loadingMore = isValidating && !!pages && size > pages.length;
  const { mutate: mutateKey } = useSWRConfig();
  const [announce, setAnnounce] = useState('');
  const listHeading = useRef<HTMLHeadingElement>(null);

  const onDecided = (claim: AdminClaimView, decision: Decision | 'stale') => {
    const who =
      [claim.claimant.firstName, claim.claimant.lastName].filter(Boolean).join(' ') || claim.claimant.email;
    const athlete = `${claim.athlete.firstName} ${claim.athlete.lastName}`;
    if (decision !== 'stale') {
      setAnnounce(
        decision === 'approved'
          ? `Approved: the profile of ${athlete} is now ${who}'s.`
          : `Rejected the claim of ${athlete} by ${who}.`,
      );
      void mutate(
        (prev) =>
          prev?.map((p) => ({
            claims: p.claims.filter((c) => c.id !== claim.id),
            total: view === 'pending' ? Math.max(0, p.total - 1) : p.total,
            pending: Math.max(0, p.pending - 1),
          })),
        { revalidate: true },
      );
      listHeading.current?.focus();
    } else void mutate();
    void mutateKey(ADMIN_CLAIMS_SUMMARY_KEY);
  };

  const pendingCount = data?.pending;
  return (
    <Page>
      <PageHeader
        eyebrow="Admin"
        title="Athlete claims"
        lead="Athletes asking to claim a profile that already exists on Fanlift. Approve when the details match: the profile and the likes fans gave it then become theirs. A rejection tells the athlete your reason."
      />
      <Tabs role="group" aria-label="Which claims">
        {VIEWS.map((v) => (
          <button
            key={v.key}
            type="button"
            aria-pressed={view === v.key}
            onClick={() => {
              setView(v.key);
              void setSize(1);
            }}
            data-testid={`claims-view-${v.key}`}
          >
            {v.label}
            {v.key === 'pending' && pendingCount !== undefined ? ` (${pendingCount})` : ''}
          </button>
        ))}
      </Tabs>
      <LiveText>{announce}</LiveText>
      <section aria-labelledby="claims-list-heading" aria-busy={isLoading}>
        <ListHeading id="claims-list-heading" ref={listHeading} tabIndex={-1}>
          {view === 'pending'
            ? pendingCount === undefined
              ? 'Claims waiting for review'
              : pendingCount === 0
                ? 'No claims waiting for review'
                : claimsWaitingText(pendingCount)
            : 'Recently decided claims'}
        </ListHeading>
        {error && !data ? (
          <ErrorState message={errorMessage(error)} onRetry={() => void mutate()} />
        ) : !data ? (
          <List role="status" aria-label="Loading claims">
            {[0, 1].map((i) => (
              <Skeleton key={i} $h="220px" />
            ))}
          </List>
        ) : data.claims.length === 0 ? (
          <EmptyState>
            {view === 'pending'
              ? 'Nothing to review. New claims from athletes show up here.'
              : 'No claim has been decided yet.'}
          </EmptyState>
        ) : (
          <>
            <List data-testid="admin-claims">
              {data.claims.map((c) => (
                <AdminClaimCard key={c.id} claim={c} onDecided={onDecided} />
              ))}
            </List>
            {data.claims.length < data.total && (
              <More>
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={loadingMore}
                  onClick={() => void setSize(size + 1)}
                  data-testid="admin-claims-more"
                >
                  {loadingMore && <Spinner $size={16} />} Show more ({data.total - data.claims.length} more)
                </Button>
              </More>
            )}
          </>
        )}
      </section>
    </Page>
  );
}

const Tabs = styled.div`
  display: inline-flex;
  align-self: flex-start;
  max-width: 100%;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: 999px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  button {
    border: 0;
    background: transparent;
    padding: 8px 16px;
    min-height: 40px;
    ${thumbOnMobile}
    font-size: 14px;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.navy900};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.navy900};
    color: #fff;
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;
const ListHeading = styled.h2`
  font-size: 20px;
  font-weight: 800;
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.navy900};
  &:focus {
    outline: none;
  }
`;
const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 20px;
`;
const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;
