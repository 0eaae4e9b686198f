import { errorMessage } from '../../../api/client';
import { useSession, useSignOut } from '../../../session';
import { Button, ButtonLink, ErrorState, Skeleton } from '../../../ui';
import { ClaimAthleteSummary } from '../../../shared/claims/ClaimAthleteSummary';
import { FormActions } from '../../../ui/forms';

import { WizardFrame } from '../../../ui/Wizard';
import { ClaimStatusCard } from '../../../shared/claims/ClaimStatusCard';
import { currentClaim, useMyClaims } from '../../../shared/claims/api';
import { useAthleteDetail } from '../../../shared/athletes/api';
import { NotFoundState } from '../../../shared/not-found/NotFoundState';
import { parseId } from '../../../shared/route-params/parseId';

/** Entry point of /claim-profile/{athleteId} and /athlete-claim-profile/{id} (any signed-in user). */
export function ClaimProfileCard({ athleteId }: { athleteId: string | undefined }) {
  const valid = parseId(athleteId) !== null;
  const { data, error, isLoading, mutate } = useAthleteDetail(athleteId);
  const { isAthlete } = useSession();
  const claims = useMyClaims();
  const claim = data && !data.ownedByMe ? currentClaim(claims.data?.claims, data.id) : null;
  const { signOut, signingOut } = useSignOut();
  if (!valid || error?.status === 404)
    return (
      <NotFoundState
        title="Athlete profile not found"
        links={[
          { to: '/claim-athlete', label: 'Find your profile' },
          { to: '/search-athletes', label: 'Search athletes' },
        ]}
      >
        We could not find that athlete profile, so there is nothing to claim at this link.
      </NotFoundState>
    );
  let body;
  if (error) body = <ErrorState message={errorMessage(error)} onRetry={() => void mutate()} />;
  else if (claims.error)
    body = <ErrorState message={errorMessage(claims.error)} onRetry={() => void claims.mutate()} />;
  else if (isLoading || !data || (isAthlete && !claims.data)) body = <Skeleton $h="140px" />;
  else if (claim && (claim.status === 'pending' || !data.claimed)) body = <ClaimStatusCard claim={claim} />;
  else {
    body = (
      <>
        <ClaimAthleteSummary athlete={data} />
        <div style={{ marginTop: 20 }} role="status">
          {data.ownedByMe ? (
            <p>This profile is already yours.</p>
          ) : data.claimed ? (
            <p data-testid="claim-refused">
              <strong>This profile has already been claimed.</strong> If it is yours, contact support.
            </p>
          ) : !isAthlete ? (
            <p>Only athlete accounts can claim a profile. Sign out and sign up as an athlete to claim it.</p>
          ) : (
            <p>
              Claim this profile to manage it and receive the support fans send. Our team reviews every claim
              before the profile becomes yours.
            </p>
          )}
        </div>
        <FormActions>
          <ButtonLink to={`/athletes/${data.id}`} $variant="secondary">
            View profile
          </ButtonLink>
          {data.ownedByMe ? (
            <ButtonLink to="/athletes/home">Go to my dashboard</ButtonLink>
          ) : data.claimed ? null : isAthlete ? (
            <ButtonLink
              to={`/athletes/claim-onboarding?step=ToS&athleteClaim=true&athleteId=${data.id}`}
              data-testid="start-claim"
            >
              Claim this profile
            </ButtonLink>
          ) : (
            <Button
              type="button"
              $variant="secondary"
              onClick={() => void signOut()}
              disabled={signingOut}
              data-testid="claim-sign-out"
            >
              {signingOut ? 'Signing out…' : 'Sign out'}
            </Button>
          )}
        </FormActions>
      </>
    );
  }
  return (
    <WizardFrame eyebrow="Claim profile" title="Claim an athlete profile" testId="claim-profile">
      {body}
    </WizardFrame>
  );
}
