import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../api/client';
import { Button, Skeleton, Spinner } from '../../../ui';
import { Form, FormActions, FormAlert, Stepper } from '../../../ui/forms';
import { NameFields } from '../../../ui/NameFields';
import { useMySchools } from '../../universities/api';
import { useUpdateUser } from '../../../session/useUpdateUser';
import { LegalStep } from '../../legal/components/LegalStep';
import { SchoolPicker } from '../../universities/components/SchoolPicker';
import type { SchoolListItem } from '@fanlift/core/web';
import { WizardFrame } from '../../../ui/Wizard';
import { useSession } from '../../../session';
import { FanWelcome } from '../components/FanWelcome';

const STEPS = [
  { key: 'Basics', label: 'About you' },
  { key: 'Schools', label: 'Your schools' },
  { key: 'Terms', label: 'Terms' },
];

const WELCOME = 'Welcome';

/**
 * /fans/onboarding?step=Basics|Schools|Terms, then step=Welcome: the next steps (and, with ?returnTo, the way
 * back to where the fan was going when they signed up).
 */
export function FanOnboardingPage() {
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const raw = params.get('step');
  const step = raw === WELCOME || STEPS.some((s) => s.key === raw) ? raw! : 'Basics';
  const go = (next: string, replace = false) => {
    const p = new URLSearchParams(params);
    p.set('step', next);
    setParams(p, { replace });
  };
  if (step === WELCOME)
    return (
      <WizardFrame eyebrow="All set" title="Welcome to Fanlift" testId="fan-onboarding-Welcome">
        <FanWelcome session={session} returnTo={params.get('returnTo')} />
      </WizardFrame>
    );
  return (
    <WizardFrame
      eyebrow={`Step ${STEPS.findIndex((s) => s.key === step) + 1} of ${STEPS.length}`}
      title={
        step === 'Basics' ? 'Welcome to Fanlift' : step === 'Schools' ? 'Pick your schools' : 'One last thing'
      }
      lead={
        step === 'Basics'
          ? 'Tell us your name so athletes know who is backing them.'
          : step === 'Schools'
            ? 'Follow the universities you cheer for. The first one becomes My University.'
            : 'Please accept the terms to start supporting athletes.'
      }
      stepper={<Stepper steps={STEPS} current={step} />}
      testId={`fan-onboarding-${step}`}
    >
      {step === 'Basics' && <BasicsStep onDone={() => go('Schools')} />}
      {step === 'Schools' && <SchoolsStep onBack={() => go('Basics')} onDone={() => go('Terms')} />}
      {step === 'Terms' && (
        <LegalStep purpose="continue" onBack={() => go('Schools')} onSaved={() => go(WELCOME, true)} />
      )}
    </WizardFrame>
  );
}

function BasicsStep({ onDone }: { onDone: () => void }) {
  const { user } = useSession();
  const update = useUpdateUser();
  const [firstName, setFirstName] = useState(user?.firstName ?? '');
  const [lastName, setLastName] = useState(user?.lastName ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const fErr = touched && !firstName.trim() ? 'Enter your first name.' : null;
  const lErr = touched && !lastName.trim() ? 'Enter your last name.' : null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!firstName.trim() || !lastName.trim()) return;
    setBusy(true);
    setError(null);
    try {
      await update({ firstName: firstName.trim(), lastName: lastName.trim() });
      onDone();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form onSubmit={(e) => void submit(e)} noValidate>
      <NameFields
        ids={{ first: 'fan-first', last: 'fan-last' }}
        values={{ first: firstName, last: lastName }}
        onChange={(part, v) => (part === 'first' ? setFirstName(v) : setLastName(v))}
        errors={{ first: fErr, last: lErr }}
        required
      />
      {error && <FormAlert role="alert">{error}</FormAlert>}
      <FormActions>
        <Button type="submit" disabled={busy} data-testid="onboarding-next">
          {busy && <Spinner $size={16} $light />} Continue
        </Button>
      </FormActions>
    </Form>
  );
}

function SchoolsStep({ onBack, onDone }: { onBack: () => void; onDone: () => void }) {
  const { user } = useSession();
  const update = useUpdateUser();
  const hasSchools = (user?.fanProfile?.schools?.length ?? 0) > 0;
  const mine = useMySchools(hasSchools);
  const [schools, setSchools] = useState<SchoolListItem[] | null>(hasSchools ? null : []);
  useEffect(() => {
    if (schools === null && mine.data) setSchools(mine.data.schools);
    if (schools === null && mine.error) setSchools([]);
  }, [mine.data, mine.error, schools]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!schools?.length) {
      setError('Pick at least one university to follow.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await update({ fanProfile: { schools: schools.map((s) => ({ schoolId: s.id })) } });
      onDone();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  if (schools === null) return <Skeleton $h="240px" />;
  return (
    <Form onSubmit={(e) => void submit(e)} noValidate>
      <SchoolPicker
        value={schools}
        onChange={(next) => {
          setSchools(next);
          // The "pick at least one" message is about the empty list: it goes once a school is picked.
          if (next.length > 0) setError(null);
        }}
      />
      {error && <FormAlert role="alert">{error}</FormAlert>}
      <FormActions>
        <Button type="button" $variant="ghost" onClick={onBack}>
          ← Back
        </Button>
        <Button type="submit" disabled={busy} data-testid="onboarding-next">
          {busy && <Spinner $size={16} $light />} Continue
        </Button>
      </FormActions>
    </Form>
  );
}
