import type { ReactNode } from 'react';
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
