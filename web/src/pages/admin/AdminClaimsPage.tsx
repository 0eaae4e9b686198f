import { useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import styled from 'styled-components';
import type { AdminClaimView } from '@fanlift/core';
import { apiUrl, errorMessage, type ApiError } from '../../api/client';
import { EmptyState, ErrorState, Skeleton } from '../../components/ui';
import { LiveText, Page, PageHeader } from '../../components/profiles/layout';
import { AdminClaimCard, type Decision } from '../../components/claims/AdminClaimCard';
import { claimsWaitingText } from '../../components/claims/ClaimsWaitingNotice';
import { ADMIN_CLAIMS_SUMMARY_KEY } from '../../components/claims/hooks';

type View = 'pending' | 'decided';
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
  const key = apiUrl('/admin/claims', { status: view });
  const { data, error, isLoading, mutate } = useSWR<{ claims: AdminClaimView[]; pending: number }, ApiError>(
    key,
    { keepPreviousData: true },
  );
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
          prev && {
            claims: prev.claims.filter((c) => c.id !== claim.id),
            pending: Math.max(0, prev.pending - 1),
          },
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
            onClick={() => setView(v.key)}
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
          <List aria-label="Loading claims">
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
          <List data-testid="admin-claims">
            {data.claims.map((c) => (
              <AdminClaimCard key={c.id} claim={c} onDecided={onDecided} />
            ))}
          </List>
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
const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;
