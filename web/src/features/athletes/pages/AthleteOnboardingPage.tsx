import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { missingAthleteFields, type Sport } from '@fanlift/core/web';

import { ButtonLink } from '../../../ui';
import { Icon } from '../../../ui/Icon';
import {
  AthleteBasicsFields,
  basicsErrors,
  GuardianFields,
  guardianErrors,
  guardianFromApi,
  guardianToApi,
  type AthleteBasics,
  type GuardianForm,
  basicsToApi,
} from '../components/AthleteFields';
import { FormActions, Stepper } from '../../../ui/forms';
import { useUpdateUser } from '../../../session/useUpdateUser';
import { LegalStep } from '../../../shared/legal/LegalStep';
import { PhotoUpload } from '../components/PhotoUpload';
import { StepForm } from '../../../ui/StepForm';
import { useSave } from '../../../shared/forms/useSave';
import { WizardFrame } from '../../../ui/Wizard';
import { PendingClaimNotice } from '../../../shared/claims/PendingClaimNotice';
import { useSession } from '../../../session';

import type { StepKey } from '../../../shared/athlete-onboarding/steps';
import { NameSummary, SubHead, Done } from './AthleteOnboardingPage.styles';

const FULL: { key: StepKey; label: string }[] = [
  { key: 'stepOne', label: 'About you' },
  { key: 'guardian', label: 'Guardian' },
  { key: 'photo', label: 'Photo' },
  { key: 'legal', label: 'Agreements' },
  { key: 'done', label: 'Done' },
];
/** condensed=true: about you and guardian on one page. */
const CONDENSED: { key: StepKey; label: string }[] = [
  { key: 'stepOne', label: 'About you' },
  { key: 'photo', label: 'Photo' },
  { key: 'legal', label: 'Agreements' },
  { key: 'done', label: 'Done' },
];

const TITLES: Record<StepKey, { title: string; lead: string }> = {
  stepOne: { title: 'Build your athlete profile', lead: 'Tell fans who you are and what you play.' },
  guardian: {
    title: 'Add a parent or guardian',
    lead: 'We keep a parent or guardian informed about the support you receive.',
  },
  photo: { title: 'Add your photo', lead: 'Profiles with a photo get far more support from fans.' },
  legal: { title: 'Review and accept', lead: 'Almost there. Please review and accept the agreements.' },
  done: { title: 'You are live on Fanlift!', lead: 'Fans can now find your profile and send you likes.' },
};

/** /athletes/onboarding?step=stepOne|guardian|photo|legal|done (&condensed=true, &fromPreSignupFlow=true). */
export function AthleteOnboardingPage() {
  const [params, setParams] = useSearchParams();
  const condensed = params.get('condensed') === 'true';
  const preSignup = params.get('fromPreSignupFlow') === 'true';
  const steps = condensed ? CONDENSED : FULL;
  const raw = params.get('step') as StepKey | null;
  const step: StepKey = raw && steps.some((s) => s.key === raw) ? raw : 'stepOne';
  const i = steps.findIndex((s) => s.key === step);
  const go = (next: StepKey) => {
    const p = new URLSearchParams(params);
    p.set('step', next);
    setParams(p);
  };
  const next = () => go(steps[Math.min(i + 1, steps.length - 1)].key);
  const back = i > 0 ? () => go(steps[i - 1].key) : undefined;
  return (
    <WizardFrame
      eyebrow={step === 'done' ? 'All set' : `Step ${i + 1} of ${steps.length - 1}`}
      title={TITLES[step].title}
      lead={TITLES[step].lead}
      stepper={<Stepper steps={steps} current={step} />}
      testId={`athlete-onboarding-${step}`}
    >
      {step === 'stepOne' && <PendingClaimNotice />}
      {step === 'stepOne' && <StepOne onDone={next} withGuardian={condensed} preSignup={preSignup} />}
      {step === 'guardian' && <GuardianStep onDone={next} onBack={back} />}
      {step === 'photo' && <PhotoStep onDone={next} onBack={back} />}
      {step === 'legal' && (
        <LegalStep
          requireEmail
          purpose="finish"
          onBack={back}
          onSaved={(updated) => {
            const left = missingAthleteFields(updated);
            if (left.length)
              return `Some details are still missing: ${left.join(', ')}. Go back to complete them.`;
            next();
          }}
        />
      )}
      {step === 'done' && <DoneStep />}
    </WizardFrame>
  );
}

function StepOne({
  onDone,
  withGuardian,
  preSignup,
}: {
  onDone: () => void;
  withGuardian: boolean;
  preSignup: boolean;
}) {
  const { user } = useSession();
  const update = useUpdateUser();
  const p = user?.athleteProfile;
  const [v, setV] = useState<AthleteBasics>({
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    sport: (p?.sport as Sport | null) ?? '',
    position: p?.position ?? '',
    recruitingClass: '',
  });
  const [g, setG] = useState<GuardianForm>(guardianFromApi(p?.guardians?.[0]));
  const [touched, setTouched] = useState(false);
  const { busy, error, run } = useSave();
  // Coming from the pre-sign-up flow the names were already given; show them, editable on request.
  const [editNames, setEditNames] = useState(!(preSignup && user?.firstName && user?.lastName));
  const errs = touched ? basicsErrors(v, true) : {};
  const gErrs = touched && withGuardian ? guardianErrors(g) : {};
  const submit = async () => {
    setTouched(true);
    if (Object.keys(basicsErrors(v, true)).length) {
      setEditNames(true);
      return;
    }
    if (withGuardian && Object.keys(guardianErrors(g)).length) return;
    await run(async () => {
      await update(basicsToApi(v, 'keep', withGuardian ? { guardians: [guardianToApi(g)] } : {}));
      onDone();
    });
  };
  return (
    <StepForm onSubmit={submit} error={error} busy={busy}>
      {!editNames && (
        <NameSummary>
          Signing up as <strong>{`${v.firstName} ${v.lastName}`}</strong>{' '}
          <button type="button" onClick={() => setEditNames(true)}>
            Change
          </button>
        </NameSummary>
      )}
      <AthleteBasicsFields value={v} onChange={setV} errors={errs} showNames={editNames} />
      {withGuardian && (
        <>
          <SubHead>Parent or guardian</SubHead>
          <GuardianFields value={g} onChange={setG} errors={gErrs} />
        </>
      )}
    </StepForm>
  );
}

function GuardianStep({ onDone, onBack }: { onDone: () => void; onBack?: () => void }) {
  const { user } = useSession();
  const update = useUpdateUser();
  const [g, setG] = useState<GuardianForm>(guardianFromApi(user?.athleteProfile?.guardians?.[0]));
  const [touched, setTouched] = useState(false);
  const { busy, error, run } = useSave();
  const errs = touched ? guardianErrors(g) : {};
  const submit = async () => {
    setTouched(true);
    if (Object.keys(guardianErrors(g)).length) return;
    await run(async () => {
      const others = (user?.athleteProfile?.guardians ?? []).slice(1);
      await update({ athleteProfile: { guardians: [guardianToApi(g), ...others] } });
      onDone();
    });
  };
  return (
    <StepForm onSubmit={submit} onBack={onBack} error={error} busy={busy}>
      <GuardianFields value={g} onChange={setG} errors={errs} />
    </StepForm>
  );
}

function PhotoStep({ onDone, onBack }: { onDone: () => void; onBack?: () => void }) {
  const { user, refresh } = useSession();
  const [photo, setPhoto] = useState<string | null>(user?.athleteProfile?.photoUrl ?? null);
  const [error, setError] = useState<string | null>(null);
  const name = `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim() || 'You';
  return (
    <StepForm
      onSubmit={() => {
        if (!photo) {
          setError('Upload a photo to continue.');
          return;
        }
        onDone();
      }}
      onBack={onBack}
      error={error}
      disabled={!photo}
    >
      <PhotoUpload
        currentUrl={photo}
        name={name}
        onUploaded={(url) => {
          setPhoto(url);
          setError(null);
          void refresh();
        }}
      />
    </StepForm>
  );
}

function DoneStep() {
  const { user, athleteOnboarded } = useSession();
  return (
    <Done data-testid="onboarding-done" role="status">
      <div className="tick" aria-hidden="true">
        <Icon name="check" size={32} />
      </div>
      <p>
        {athleteOnboarded
          ? 'Your profile is complete. Share it with your fans and watch your support grow.'
          : 'Some details are still missing. Finish them to go live.'}
      </p>
      <FormActions>
        {user?.athleteProfile && (
          <ButtonLink to={`/athletes/${user.athleteProfile.id}`} $variant="secondary">
            View my profile
          </ButtonLink>
        )}
        <ButtonLink to="/athletes/home" data-testid="go-dashboard">
          Go to my dashboard
        </ButtonLink>
      </FormActions>
    </Done>
  );
}
