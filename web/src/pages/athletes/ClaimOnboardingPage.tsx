import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import styled from 'styled-components';
import type { User } from '@fanlift/core';
import { apiFetch, ApiError, errorMessage } from '../../api/client';
import { Button, ButtonLink, Card, EmptyState, ErrorState, Skeleton, Spinner } from '../../components/ui';
import { AthleteSummary } from '../../components/profiles/AthleteSummary';
import { Form, FormActions, FormAlert, Stepper } from '../../components/profiles/forms';
import { useUpdateUser } from '../../components/profiles/hooks';
import { LegalChecks, type LegalState } from '../../components/profiles/Legal';
import { firstMissingAthleteStep } from '../../components/profiles/onboarding';
import type { AthleteDetail } from '../../components/profiles/types';
import { WizardFrame } from '../../components/profiles/Wizard';
import { SESSION_KEY, useSession } from '../../session';

const STEPS = [
  { key: 'ToS', label: 'Agreements' },
  { key: 'claim', label: 'Claim' },
  { key: 'profile', label: 'Finish profile' },
];

/** /athletes/claim-onboarding?step=ToS&athleteClaim=true&athleteId=N: accept the terms, claim, then onboarding. */
export function ClaimOnboardingPage() {
  const [params] = useSearchParams();
  const athleteId = params.get('athleteId');
  const valid = !!athleteId && /^\d+$/.test(athleteId);
  const { data, error, isLoading, mutate } = useSWR<AthleteDetail, ApiError>(
    valid ? `/athletes/${athleteId}` : null,
  );
  const { user } = useSession();

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
  } else if (isLoading || !data) {
    body = <Skeleton $h="180px" />;
  } else if (data.ownedByMe) {
    body = (
      <Card style={{ boxShadow: 'none' }}>
        <AthleteSummary athlete={data} />
        <p style={{ marginTop: 16 }}>This profile is already yours.</p>
        <ButtonLink
          to={`/athletes/onboarding?step=${user ? firstMissingAthleteStep(user) : 'stepOne'}`}
          data-testid="continue-onboarding"
        >
          Continue onboarding
        </ButtonLink>
      </Card>
    );
  } else if (data.claimed) {
    body = <Refused athlete={data} message="This profile has already been claimed." />;
  } else {
    body = <ClaimForm athlete={data} onRefused={() => void mutate()} />;
  }
  return (
    <WizardFrame
      eyebrow="Claim your profile"
      title="Claim your athlete profile"
      lead="Accept the agreements to claim this profile. Then finish the few details that are missing."
      stepper={<Stepper steps={STEPS} current="ToS" />}
      testId="claim-onboarding"
    >
      {body}
    </WizardFrame>
  );
}

function Refused({ athlete, message }: { athlete: AthleteDetail; message: string }) {
  return (
    <RefusedBox role="alert" data-testid="claim-refused">
      <AthleteSummary athlete={athlete} />
      <h2>{message}</h2>
      <p>
        Someone has already claimed the profile of {athlete.firstName} {athlete.lastName}. If this is you,
        contact support so we can look into it. Otherwise you can create your own profile.
      </p>
      <FormActions>
        <ButtonLink to={`/athletes/${athlete.id}`} $variant="secondary">
          View profile
        </ButtonLink>
        <ButtonLink to="/athletes/onboarding?step=stepOne">Create my own profile</ButtonLink>
      </FormActions>
    </RefusedBox>
  );
}

function ClaimForm({ athlete, onRefused }: { athlete: AthleteDetail; onRefused: () => void }) {
  const { user } = useSession();
  const update = useUpdateUser();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [legal, setLegal] = useState<LegalState>({
    tosAccepted: !!user?.tosAccepted,
    privacyPolicyAccepted: !!user?.privacyPolicyAccepted,
    emailConsent: !!user?.emailConsent,
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!legal.tosAccepted || !legal.privacyPolicyAccepted) {
      setError('Please accept the Terms of Service and the Privacy Policy to claim this profile.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await update({ ...legal });
      const res = await apiFetch<{ user: User }>(`/athletes/${athlete.id}/claim`, { method: 'POST' });
      await mutate(SESSION_KEY, res.user, { revalidate: false });
      void mutate(`/athletes/${athlete.id}`);
      void navigate(`/athletes/onboarding?step=${firstMissingAthleteStep(res.user)}`, { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.code === 'already_claimed') {
        setRefused(err.message || 'This profile has already been claimed.');
        onRefused();
      } else if (err instanceof ApiError && err.code === 'already_has_profile') {
        setError(`${err.message} You can only have one athlete profile.`);
      } else setError(errorMessage(err));
      setBusy(false);
    }
  };

  if (refused) return <Refused athlete={athlete} message={refused} />;
  return (
    <Form onSubmit={(e) => void submit(e)} noValidate>
      <Card style={{ boxShadow: 'none', padding: 16 }}>
        <AthleteSummary athlete={athlete} />
      </Card>
      <LegalChecks value={legal} onChange={setLegal} />
      {error && (
        <FormAlert role="alert" data-testid="claim-error">
          {error}
          {error.includes('one athlete profile') && (
            <>
              {' '}
              <Link to="/athletes/home">Go to my dashboard</Link>
            </>
          )}
        </FormAlert>
      )}
      <FormActions>
        <Button type="submit" disabled={busy} data-testid="claim-submit">
          {busy && <Spinner $size={16} $light />} Accept and claim profile
        </Button>
      </FormActions>
    </Form>
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
