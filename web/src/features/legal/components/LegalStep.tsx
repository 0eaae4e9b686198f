import { useState, type FormEvent } from 'react';
import type { User } from '@fanlift/core/web';
import { errorMessage } from '../../../api/client';
import { Button, Spinner } from '../../../ui';
import { Form, FormActions, FormAlert } from '../../../ui/forms';
import { useLegalAgreements } from '../useLegalAgreements';
import { LegalChecks } from './LegalChecks';

/**
 * The agreements step of an onboarding (fan and athlete): the checkboxes, Back and Finish. Saves the
 * agreements on the user, then `onSaved` either moves on or returns a message to show instead.
 */
export function LegalStep({
  requireEmail = false,
  purpose,
  onBack,
  onSaved,
}: {
  requireEmail?: boolean;
  /** The end of "Please accept … to {purpose}." */
  purpose: string;
  onBack?: () => void;
  onSaved: (user: User) => string | void;
}) {
  const { legal, setLegal, accepted, refusal, save } = useLegalAgreements(requireEmail);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!accepted) {
      setError(refusal(purpose));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const problem = onSaved(await save());
      if (problem) {
        setError(problem);
        setBusy(false);
      }
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  };
  return (
    <Form onSubmit={(e) => void submit(e)} noValidate>
      <LegalChecks value={legal} onChange={setLegal} emailRequired={requireEmail} />
      {error && <FormAlert role="alert">{error}</FormAlert>}
      <FormActions>
        {onBack && (
          <Button type="button" $variant="ghost" onClick={onBack}>
            ← Back
          </Button>
        )}
        <Button type="submit" disabled={busy} data-testid="onboarding-finish">
          {busy && <Spinner $size={16} $light />} Finish
        </Button>
      </FormActions>
    </Form>
  );
}
