import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { type ClaimRequestView } from '@fanlift/core/web';
import { CLAIM_MESSAGE_MAX, CLAIM_MESSAGE_MIN, claimRequestBodySchema } from '@fanlift/core/api/claims';
import { ApiError, errorMessage } from '../../../api/client';
import { apiCall } from '../../../api/routes';
import { Button, Card, Spinner } from '../../../ui';
import { ClaimAthleteSummary } from '../../../shared/claims/ClaimAthleteSummary';
import { Field, Form, FormActions, FormAlert, Input, Textarea } from '../../../ui/forms';
import { LegalChecks } from '../../../shared/legal/LegalChecks';
import { useLegalAgreements } from '../../../shared/legal/useLegalAgreements';
import type { AthleteDetail } from '@fanlift/core/web';
import { MY_CLAIMS_KEY } from '../../../shared/claims/api';

/**
 * The claim request: the agreements plus the proof an admin reviews (a short message, optionally an email at
 * the athlete's school). Answers the pending request through `onSubmitted`.
 */
export function ClaimRequestForm({
  athlete,
  onSubmitted,
  onRefused,
}: {
  athlete: AthleteDetail;
  onSubmitted: (claim: ClaimRequestView) => void;
  onRefused: (message: string) => void;
}) {
  const { legal, setLegal, accepted, refusal, save } = useLegalAgreements();
  const { mutate } = useSWRConfig();
  const [message, setMessage] = useState('');
  const [schoolEmail, setSchoolEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const parsed = claimRequestBodySchema.safeParse({ message, schoolEmail });
  const issues = parsed.success ? [] : parsed.error.issues;
  const fieldError = (name: 'message' | 'schoolEmail') => {
    if (!touched) return null;
    const issue = issues.find((i) => i.path[0] === name);
    if (!issue) return null;
    if (name === 'message')
      return message.trim().length > CLAIM_MESSAGE_MAX
        ? `Please keep it under ${CLAIM_MESSAGE_MAX} characters.`
        : `Tell us in at least ${CLAIM_MESSAGE_MIN} characters how we can tell this profile is yours.`;
    return 'That is not an email address.';
  };
  const messageError = fieldError('message');
  const emailError = fieldError('schoolEmail');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setTouched(true);
    if (!parsed.success) {
      const first =
        parsed.error.issues[0]?.path[0] === 'schoolEmail' ? 'claim-school-email' : 'claim-message';
      document.getElementById(first)?.focus();
      return;
    }
    if (!accepted) {
      setError(refusal('claim this profile'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await save();
      const res = await apiCall('POST /api/athletes/:id/claim', {
        params: { id: athlete.id },
        body: parsed.data,
      });
      await mutate(
        MY_CLAIMS_KEY,
        (prev: { claims: ClaimRequestView[] } | undefined) => ({
          claims: [res.claim, ...(prev?.claims ?? []).filter((c) => c.id !== res.claim.id)],
        }),
        { revalidate: false },
      );
      onSubmitted(res.claim);
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && err.code === 'already_claimed') onRefused(err.message);
      else if (err instanceof ApiError && err.code === 'already_has_profile')
        setError(`${err.message} You can only have one athlete profile.`);
      else setError(errorMessage(err));
    }
  };

  return (
    <Form onSubmit={(e) => void submit(e)} noValidate aria-busy={busy} data-testid="claim-form">
      <Card style={{ boxShadow: 'none', padding: 16 }}>
        <ClaimAthleteSummary athlete={athlete} />
      </Card>
      <Field
        id="claim-message"
        label="How can we tell this profile is yours?"
        hint={`For example your high school and coach, your jersey number or a link to your recruiting page. ${CLAIM_MESSAGE_MIN} to ${CLAIM_MESSAGE_MAX} characters.`}
        error={messageError}
      >
        <Textarea
          id="claim-message"
          value={message}
          maxLength={CLAIM_MESSAGE_MAX + 50}
          onChange={(e) => setMessage(e.target.value)}
          aria-invalid={!!messageError}
          aria-describedby={`claim-message-hint${messageError ? ' claim-message-error' : ''}`}
          required
          data-testid="claim-message"
        />
      </Field>
      <Field
        id="claim-school-email"
        label="School or club email (optional)"
        hint="An address at your school or club lets us confirm it faster. We only use it for this check."
        error={emailError}
      >
        <Input
          id="claim-school-email"
          type="email"
          autoComplete="email"
          value={schoolEmail}
          onChange={(e) => setSchoolEmail(e.target.value)}
          aria-invalid={!!emailError}
          aria-describedby={`claim-school-email-hint${emailError ? ' claim-school-email-error' : ''}`}
          data-testid="claim-school-email"
        />
      </Field>
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
          {busy && <Spinner $size={16} $light />} Send claim for review
        </Button>
      </FormActions>
    </Form>
  );
}
