import { useCallback, useState, type ReactNode } from 'react';
import { errorMessage } from '../api/client';
import { Button, Spinner } from '.';
import { Form, FormActions, FormAlert } from './forms';

/**
 * One step of a stepped flow (onboardings): its fields, the step's error, Back (when there is a previous step)
 * and the submit button (busy with a spinner while the step saves).
 */
export function StepForm({
  onSubmit,
  onBack,
  error,
  busy = false,
  disabled = false,
  submitLabel = 'Continue',
  submitTestId = 'onboarding-next',
  children,
}: {
  onSubmit: () => void | Promise<void>;
  onBack?: () => void;
  error: string | null;
  busy?: boolean;
  disabled?: boolean;
  submitLabel?: string;
  submitTestId?: string;
  children: ReactNode;
}) {
  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
      noValidate
    >
      {children}
      {error && <FormAlert role="alert">{error}</FormAlert>}
      <FormActions>
        {onBack && (
          <Button type="button" $variant="ghost" onClick={onBack}>
            ← Back
          </Button>
        )}
        <Button type="submit" disabled={busy || disabled} data-testid={submitTestId}>
          {busy && <Spinner $size={16} $light />} {submitLabel}
        </Button>
      </FormActions>
    </Form>
  );
}

/** A step's save: `run(save)` marks it busy, clears the error, and shows the server's message if it fails. */
export function useStepSave() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (save: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await save();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, setError, run };
}
