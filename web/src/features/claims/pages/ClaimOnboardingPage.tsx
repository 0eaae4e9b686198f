import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ALREADY_CLAIMED_MESSAGE, CLAIM_SUPPORT_EMAIL } from '@fanlift/core/api/claims';
import { errorMessage } from '../../../api/client';
import { ButtonAnchor, ButtonLink, Card, EmptyState, ErrorState, Skeleton } from '../../../ui';
import { ClaimAthleteSummary } from '../../../shared/claims/ClaimAthleteSummary';
import { FormActions, Stepper } from '../../../ui/forms';
import { firstMissingAthleteStep } from '../../../shared/athlete-onboarding/steps';
import type { AthleteDetail } from '@fanlift/core/web';
import { WizardFrame } from '../../../ui/Wizard';
import { ClaimRequestForm } from '../components/ClaimRequestForm';
import { ClaimStatusCard } from '../../../shared/claims/ClaimStatusCard';
import { currentClaim, useMyClaims } from '../../../shared/claims/api';
import { useSession } from '../../../session';
import { useAthleteDetail } from '../../../shared/athletes/api';

const STEPS = [
  { key: 'ToS', label: 'Agreements and proof' },
  { key: 'review', label: 'Review' },
  { key: 'profile', label: 'Finish profile' },
];

/**
 * /athletes/claim-onboarding?step=ToS&athleteClaim=true&athleteId=N: accept the agreements and tell us why the
 * profile is yours; the claim then waits for an admin's review ("pending review") before the profile is yours.
 */
export function ClaimOnboardingPage() {
  const [params] = useSearchParams();
  const athleteId = params.get('athleteId');
  const valid = !!athleteId && /^\d+$/.test(athleteId);
  const { data, error, isLoading, mutate } = useAthleteDetail(athleteId);
  const claims = useMyClaims();
  const { user } = useSession();
  const [retrying, setRetrying] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);

  const claim = data ? currentClaim(claims.data?.claims, data.id) : null;
  let step = 'ToS';
  let body;
  if (!valid) {
    body = (
      <EmptyState>
        <span>No profile was chosen to claim.</span>
        <ButtonLink to="/claim-athlete" $small>
          Find my profile
        </ButtonLink>
      </EmptyState>
    );
  } else if (error) {
    body =
      error.status === 404 ? (
        <EmptyState>That athlete profile does not exist.</EmptyState>
      ) : (
        <ErrorState message={errorMessage(error)} onRetry={() => void mutate()} />
      );
  } else if (claims.error) {
    body = <ErrorState message={errorMessage(claims.error)} onRetry={() => void claims.mutate()} />;
  } else if (isLoading || !data || !claims.data) {
    body = <Skeleton $h="180px" role="status" aria-busy="true" aria-label="Loading the profile" />;
  } else if (data.ownedByMe) {
    step = 'profile';
    body = (
      <Card style={{ boxShadow: 'none' }}>
        <ClaimAthleteSummary athlete={data} />
        <p style={{ marginTop: 16 }}>This profile is yours: your claim was approved.</p>
        <ButtonLink
          to={`/athletes/onboarding?step=${user ? firstMissingAthleteStep(user) : 'stepOne'}`}
          data-testid="continue-onboarding"
        >
          Continue onboarding
        </ButtonLink>
      </Card>
    );
  } else if (refused || data.claimed) {
    body = <Refused athlete={data} message={refused ?? ALREADY_CLAIMED_MESSAGE} />;
  } else if (claim && (claim.status === 'pending' || (claim.status !== 'approved' && !retrying))) {
    step = 'review';
    body = <ClaimStatusCard claim={claim} onRetry={() => setRetrying(true)} />;
  } else {
    body = (
      <ClaimRequestForm
        athlete={data}
        onSubmitted={() => setRetrying(false)}
        onRefused={(message) => {
          setRefused(message);
          void mutate();
        }}
      />
    );
  }
  return (
    <WizardFrame
      eyebrow="Claim your profile"
      title="Claim your athlete profile"
      lead={
        step === 'ToS'
          ? 'Accept the agreements and tell us how we can tell this profile is yours. Our team reviews every claim before the profile and its likes become yours.'
          : undefined
      }
      stepper={<Stepper steps={STEPS} current={step} />}
      testId="claim-onboarding"
    >
      {body}
    </WizardFrame>
  );
}

function Refused({ athlete, message }: { athlete: AthleteDetail; message: string }) {
  return (
    <RefusedBox role="alert" data-testid="claim-refused">
      <ClaimAthleteSummary athlete={athlete} />
      <h2>{message}</h2>
      <p>
        Someone has already claimed the profile of {athlete.firstName} {athlete.lastName}. If this is you,
        contact support so we can look into it. Otherwise you can create your own profile.
      </p>
      <FormActions>
        <ButtonLink to={`/athletes/${athlete.id}`} $variant="secondary">
          View profile
        </ButtonLink>
        <ButtonAnchor href={`mailto:${CLAIM_SUPPORT_EMAIL}`} $variant="secondary">
          Contact support
        </ButtonAnchor>
        <ButtonLink to="/athletes/onboarding?step=stepOne">Create my own profile</ButtonLink>
      </FormActions>
    </RefusedBox>
  );
}

const RefusedBox = styled.div`
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1.5px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSoft};
  padding: 20px;
  h2 {
    margin: 16px 0 8px;
    font-size: 20px;
    color: ${({ theme }) => theme.colors.danger};
  }
  p {
    color: ${({ theme }) => theme.colors.text};
  }
`;
