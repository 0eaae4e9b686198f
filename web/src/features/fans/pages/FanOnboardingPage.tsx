import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { Skeleton } from '../../../ui';
import { Stepper } from '../../../ui/forms';
import { NameFields } from '../../../ui/NameFields';
import { StepForm } from '../../../ui/StepForm';
import { useSave } from '../../../shared/forms/useSave';
import { useMySchools } from '../../../shared/schools/api';
import { useUpdateUser } from '../../../session/useUpdateUser';
import { LegalStep } from '../../../shared/legal/LegalStep';
import { SchoolPicker } from '../../../shared/schools/SchoolPicker';
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
  const { busy, error, run } = useSave();
  const [touched, setTouched] = useState(false);
  const fErr = touched && !firstName.trim() ? 'Enter your first name.' : null;
  const lErr = touched && !lastName.trim() ? 'Enter your last name.' : null;
  const submit = async () => {
    setTouched(true);
    if (!firstName.trim() || !lastName.trim()) return;
    await run(async () => {
      await update({ firstName: firstName.trim(), lastName: lastName.trim() });
      onDone();
    });
  };
  return (
    <StepForm onSubmit={submit} error={error} busy={busy}>
      <NameFields
        ids={{ first: 'fan-first', last: 'fan-last' }}
        values={{ first: firstName, last: lastName }}
        onChange={(part, v) => (part === 'first' ? setFirstName(v) : setLastName(v))}
        errors={{ first: fErr, last: lErr }}
        required
      />
    </StepForm>
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
  const { busy, error, setError, run } = useSave();
  const submit = async () => {
    if (!schools?.length) {
      setError('Pick at least one university to follow.');
      return;
    }
    await run(async () => {
      await update({ fanProfile: { schools: schools.map((s) => ({ schoolId: s.id })) } });
      onDone();
    });
  };
  if (schools === null) return <Skeleton $h="240px" />;
  return (
    <StepForm onSubmit={submit} onBack={onBack} error={error} busy={busy}>
      <SchoolPicker
        value={schools}
        onChange={(next) => {
          setSchools(next);
          // The "pick at least one" message is about the empty list: it goes once a school is picked.
          if (next.length > 0) setError(null);
        }}
      />
    </StepForm>
  );
}
