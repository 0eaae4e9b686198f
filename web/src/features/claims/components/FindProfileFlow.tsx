import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { columnList, linkButton, markedItem } from '../../../ui/styles';
import { errorMessage } from '../../../api/client';
import { authUrl, useSession } from '../../../session';
import { Button, ButtonAnchor, ButtonLink, EmptyState, ErrorState, Skeleton } from '../../../ui';
import { ClaimAthleteSummary } from '../../../shared/claims/ClaimAthleteSummary';
import { Form, FormActions, Stepper } from '../../../ui/forms';
import { NameFields } from '../../../ui/NameFields';
import type { ClaimableAthlete } from '@fanlift/core/web';
import { WizardFrame } from '../../../ui/Wizard';
import { useClaimableAthletes } from '../api';

const STEPS = [
  { key: 'name', label: 'Your name' },
  { key: 'match', label: 'Find your profile' },
  { key: 'signup', label: 'Create account' },
];

/** Where "this is me" leads: the athlete sign-up with the SPEC §2 claim parameters (or straight on when signed in). */
function claimHref(a: ClaimableAthlete, signedInAthlete: boolean): string {
  if (signedInAthlete) return `/athletes/claim-onboarding?step=ToS&athleteClaim=true&athleteId=${a.id}`;
  return authUrl({
    userType: 'athlete',
    signup: true,
    extra: {
      firstName: a.firstName,
      lastName: a.lastName,
      athleteId: String(a.id),
      claimingAthleteId: String(a.id),
      fromPreSignupFlow: 'true',
      athleteClaim: 'true',
    },
  });
}

function newHref(firstName: string, lastName: string, signedInAthlete: boolean): string {
  if (signedInAthlete) return '/athletes/onboarding?step=stepOne';
  return authUrl({
    userType: 'athlete',
    signup: true,
    extra: { firstName, lastName, fromPreSignupFlow: 'true' },
  });
}

/** /new-athlete and /claim-athlete: ?step=name (default) then ?step=match, then sign-up. */
export function FindProfileFlow({ mode }: { mode: 'new' | 'claim' }) {
  const [params, setParams] = useSearchParams();
  const step = params.get('step') === 'match' ? 'match' : 'name';
  const firstName = params.get('firstName') ?? '';
  const lastName = params.get('lastName') ?? '';
  const title =
    step === 'name'
      ? mode === 'claim'
        ? 'Claim your athlete profile'
        : 'Join Fanlift as an athlete'
      : mode === 'claim'
        ? 'Is one of these you?'
        : 'Are you already on Fanlift?';
  const lead =
    step === 'name'
      ? 'Many recruits already have a profile on Fanlift. Enter your name and we will look for yours.'
      : 'Claim your existing profile to keep its likes and fans, or start a new one.';
  return (
    <WizardFrame
      eyebrow={mode === 'claim' ? 'Claim profile' : 'New athlete'}
      title={title}
      lead={lead}
      stepper={<Stepper steps={STEPS} current={step} />}
      testId={`find-profile-${step}`}
    >
      {step === 'name' ? (
        <NameStep
          initialFirst={firstName}
          initialLast={lastName}
          onDone={(f, l) => {
            const p = new URLSearchParams(params);
            p.set('step', 'match');
            p.set('firstName', f);
            p.set('lastName', l);
            setParams(p);
          }}
        />
      ) : (
        <MatchStep
          firstName={firstName}
          lastName={lastName}
          preferredId={Number(params.get('athleteId')) || null}
          mode={mode}
          onBack={() => {
            const p = new URLSearchParams(params);
            p.set('step', 'name');
            setParams(p);
          }}
        />
      )}
    </WizardFrame>
  );
}

function NameStep({
  initialFirst,
  initialLast,
  onDone,
}: {
  initialFirst: string;
  initialLast: string;
  onDone: (first: string, last: string) => void;
}) {
  const [first, setFirst] = useState(initialFirst);
  const [last, setLast] = useState(initialLast);
  const [touched, setTouched] = useState(false);
  const fErr = touched && !first.trim() ? 'Enter your first name.' : null;
  const lErr = touched && !last.trim() ? 'Enter your last name.' : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (first.trim() && last.trim()) onDone(first.trim(), last.trim());
  };
  return (
    <Form onSubmit={submit} noValidate>
      <NameFields
        ids={{ first: 'find-first', last: 'find-last' }}
        values={{ first, last }}
        onChange={(part, v) => (part === 'first' ? setFirst(v) : setLast(v))}
        errors={{ first: fErr, last: lErr }}
      />
      <FormActions>
        <Button type="submit" data-testid="find-profile-submit">
          Find my profile
        </Button>
      </FormActions>
    </Form>
  );
}

function MatchStep({
  firstName,
  lastName,
  preferredId,
  mode,
  onBack,
}: {
  firstName: string;
  lastName: string;
  preferredId: number | null;
  mode: 'new' | 'claim';
  onBack: () => void;
}) {
  const { isAthlete, isFan } = useSession();
  const { data, error, isLoading, mutate } = useClaimableAthletes(firstName, lastName);
  const athletes = [...(data?.athletes ?? [])].sort(
    (a, b) => Number(b.id === preferredId) - Number(a.id === preferredId),
  );
  return (
    <Wrap>
      {isFan && (
        <EmptyState>
          You are signed in as a fan. Athlete profiles need an athlete account: sign out first, then come
          back.
        </EmptyState>
      )}
      <p className="who">
        Looking for <strong>{`${firstName} ${lastName}`.trim()}</strong>{' '}
        <button type="button" onClick={onBack}>
          Change name
        </button>
      </p>
      <div aria-live="polite" role="status" className="visually-hidden">
        {data ? `${athletes.length} matching profiles` : isLoading ? 'Searching…' : ''}
      </div>
      {error ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 10 }}>
          <Skeleton $h="84px" />
          <Skeleton $h="84px" />
        </div>
      ) : athletes.length === 0 ? (
        <EmptyState>
          We did not find an unclaimed profile named {firstName} {lastName}.{' '}
          {mode === 'claim' ? 'You can create a new one instead.' : 'Create your profile below.'}
        </EmptyState>
      ) : (
        <Matches data-testid="claimable-results">
          {athletes.map((a) => (
            <li key={a.id} data-preferred={a.id === preferredId}>
              <ClaimAthleteSummary athlete={a} />
              {isAthlete ? (
                <ButtonLink to={claimHref(a, true)} $small data-testid="claim-this">
                  This is me
                </ButtonLink>
              ) : (
                <ButtonAnchor href={claimHref(a, false)} $small data-testid="claim-this">
                  This is me
                </ButtonAnchor>
              )}
            </li>
          ))}
        </Matches>
      )}
      <FormActions>
        <Button type="button" $variant="ghost" onClick={onBack}>
          ← Back
        </Button>
        {isAthlete ? (
          <ButtonLink
            to={newHref(firstName, lastName, true)}
            $variant="secondary"
            data-testid="create-new-profile"
          >
            {athletes.length ? 'None of these — create a new profile' : 'Create my profile'}
          </ButtonLink>
        ) : (
          <ButtonAnchor
            href={newHref(firstName, lastName, false)}
            $variant="secondary"
            data-testid="create-new-profile"
          >
            {athletes.length ? 'None of these — create a new profile' : 'Create my profile'}
          </ButtonAnchor>
        )}
      </FormActions>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  .who {
    margin: 0;
    button {
      ${linkButton}
    }
  }
`;
const Matches = styled.ul`
  ${columnList()}
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    flex-wrap: wrap;
    padding: 14px;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1.5px solid ${({ theme }) => theme.colors.border};
  }
  li[data-preferred='true'] {
    ${markedItem}
  }
`;
