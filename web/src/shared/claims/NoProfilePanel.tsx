import { errorMessage } from '../../api/client';
import { EmptyState, ErrorState, Skeleton } from '../../ui';
import { ClaimStatusCard } from './ClaimStatusCard';
import { currentClaim, useMyClaims } from './api';

/**
 * The athlete dashboard of an athlete without a profile: a claim waiting for review ("Pending review"), or a
 * rejected one with its reason, or how to get a profile.
 */
export function NoProfilePanel() {
  const { data, error, mutate } = useMyClaims();
  if (error) return <ErrorState message={errorMessage(error)} onRetry={() => void mutate()} />;
  if (!data) return <Skeleton $h="220px" role="status" aria-busy="true" aria-label="Loading your claim" />;
  const claim = currentClaim(data.claims);
  const empty = (
    <EmptyState>
      Your dashboard appears here once you have an athlete profile. Finish onboarding or claim your existing
      profile to get started.
    </EmptyState>
  );
  if (!claim || claim.status === 'approved') return empty;
  return (
    <>
      <ClaimStatusCard claim={claim} />
      {claim.status !== 'pending' && empty}
    </>
  );
}

/** Whether the signed-in athlete has a claim waiting for review. */
export function useHasPendingClaim(): boolean {
  const { data } = useMyClaims();
  return currentClaim(data?.claims)?.status === 'pending';
}
