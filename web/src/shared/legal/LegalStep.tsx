import type { User } from '@fanlift/core/web';
import { useLegalAgreements } from './useLegalAgreements';
import { LegalChecks } from './LegalChecks';
import { StepForm } from '../../ui/StepForm';
import { useSave } from '../forms/useSave';

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
  const { busy, error, setError, run } = useSave();
  const submit = async () => {
    if (!accepted) {
      setError(refusal(purpose));
      return;
    }
    const problem: { message?: string } = {};
    await run(async () => {
      problem.message = onSaved(await save()) || undefined;
    });
    if (problem.message) setError(problem.message);
  };
  return (
    <StepForm
      onSubmit={submit}
      onBack={onBack}
      error={error}
      busy={busy}
      submitLabel="Finish"
      submitTestId="onboarding-finish"
    >
      <LegalChecks value={legal} onChange={setLegal} emailRequired={requireEmail} />
    </StepForm>
  );
}
