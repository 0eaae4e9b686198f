import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { type Sport } from '@fanlift/core/web';
import { dateOfBirthSchema, DOB_MAX_AGE_YEARS, DOB_MIN_AGE_YEARS } from '@fanlift/core/schemas/dates';

import { Button, ButtonLink, Card, EmptyState, Skeleton, Spinner } from '../../../ui';
import {
  AthleteBasicsFields,
  basicsErrors,
  GuardianFields,
  guardianErrors,
  guardianFromApi,
  guardianToApi,
  emptyGuardian,
  type AthleteBasics,
  type GuardianForm,
  basicsToApi,
} from '../components/AthleteFields';
import { Field, FieldRow, Form, FormActions, FormAlert, Input, Options, Select } from '../../../ui/forms';
import { useSave } from '../../../shared/forms/useSave';
import { useAthleteDetail } from '../../../shared/athletes/api';
import { useUpdateUser } from '../../../session/useUpdateUser';
import { LiveText, Page, PageHeader, SectionTitle } from '../../../ui/layout';
import { PhotoUpload } from '../components/PhotoUpload';
import type { AthleteDetail } from '@fanlift/core/web';
import { useSession } from '../../../session';
import { Stack, GuardianBox } from './AthleteAccountPage.styles';

/** /athletes/account: edit profile fields, guardians and photo. */
export function AthleteAccountPage() {
  const { user } = useSession();
  const p = user?.athleteProfile;
  const detail = useAthleteDetail(p?.id ?? null);
  if (!user) return null;
  if (!p)
    return (
      <Page narrow>
        <PageHeader eyebrow="Account" title="Your athlete account" lead={user.email} />
        <EmptyState>
          <span>You have no athlete profile yet.</span>
          <ButtonLink to="/athletes/onboarding" $small>
            Start onboarding
          </ButtonLink>
        </EmptyState>
      </Page>
    );
  if (!detail.data && !detail.error)
    return (
      <Page narrow>
        <Skeleton $h="48px" $w="50%" />
        <Skeleton $h="320px" />
      </Page>
    );
  return <AccountForm detail={detail.data ?? null} onSaved={() => void detail.mutate()} />;
}

function AccountForm({ detail, onSaved }: { detail: AthleteDetail | null; onSaved: () => void }) {
  const { user } = useSession();
  const update = useUpdateUser();
  const p = user!.athleteProfile!;
  const [basics, setBasics] = useState<AthleteBasics>({
    firstName: user!.firstName ?? '',
    lastName: user!.lastName ?? '',
    sport: (p.sport as Sport | null) ?? '',
    position: p.position ?? '',
    recruitingClass: detail?.class ? String(detail.class) : '',
  });
  const [hometown, setHometown] = useState(p.hometown ?? '');
  const [highSchool, setHighSchool] = useState(p.highSchool ?? '');
  const [feet, setFeet] = useState(p.height ? String(Math.floor(p.height / 12)) : '');
  const [inches, setInches] = useState(p.height ? String(p.height % 12) : '');
  const [weight, setWeight] = useState(p.weight ? String(p.weight) : '');
  const [dob, setDob] = useState(p.dob ?? '');
  const [guardians, setGuardians] = useState<GuardianForm[]>(
    p.guardians.length ? p.guardians.map((g) => guardianFromApi(g)) : [{ ...emptyGuardian }],
  );
  const [touched, setTouched] = useState(false);
  const { busy, error, setError, saved, run } = useSave();

  const bErr = touched ? basicsErrors(basics, true) : {};
  const gErrs = guardians.map((g) => (touched ? guardianErrors(g) : {}));
  const weightNum = weight ? Number(weight) : null;
  const weightErr =
    touched && weight && (!Number.isInteger(weightNum) || weightNum! < 80 || weightNum! > 450)
      ? 'Weight must be between 80 and 450 lbs.'
      : null;
  const height = feet ? Number(feet) * 12 + Number(inches || 0) : null;
  const dobProblem = dob ? dobError(dob) : null;
  const dobErr = touched ? dobProblem : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (
      Object.keys(basicsErrors(basics, true)).length ||
      guardians.some((g) => Object.keys(guardianErrors(g)).length) ||
      (weight && (!Number.isInteger(weightNum) || weightNum! < 80 || weightNum! > 450)) ||
      dobProblem
    ) {
      setError('Please fix the highlighted fields.');
      return;
    }
    await run(async () => {
      await update(
        basicsToApi(basics, null, {
          hometown: hometown.trim() || null,
          highSchool: highSchool.trim() || null,
          height,
          weight: weightNum,
          dob: dob || null,
          guardians: guardians.map(guardianToApi),
        }),
      );
      onSaved();
    }, 'Your profile is saved.');
  };

  return (
    <Page narrow>
      <PageHeader
        eyebrow="Account"
        title="Edit your profile"
        lead={user!.email}
        actions={
          <>
            <ButtonLink to={`/athletes/${p.id}`} $variant="secondary" $small>
              View public profile
            </ButtonLink>
            <ButtonLink to="/athletes/schools" $variant="secondary" $small>
              My schools
            </ButtonLink>
          </>
        }
      />
      <LiveText>{saved}</LiveText>
      <Card>
        <SectionTitle>Photo</SectionTitle>
        <PhotoUpload
          currentUrl={p.photoUrl}
          name={`${basics.firstName} ${basics.lastName}`}
          onUploaded={() => {
            onSaved();
          }}
        />
      </Card>
      <Form onSubmit={(e) => void submit(e)} noValidate>
        <Card>
          <SectionTitle>About you</SectionTitle>
          <Stack>
            <AthleteBasicsFields value={basics} onChange={setBasics} errors={bErr} />
            <FieldRow>
              <Field id="acct-hometown" label="Hometown">
                <Input
                  id="acct-hometown"
                  value={hometown}
                  onChange={(e) => setHometown(e.target.value)}
                  maxLength={120}
                  placeholder="City, State"
                />
              </Field>
              <Field id="acct-hs" label="High school">
                <Input
                  id="acct-hs"
                  value={highSchool}
                  onChange={(e) => setHighSchool(e.target.value)}
                  maxLength={120}
                />
              </Field>
            </FieldRow>
            <FieldRow>
              <Field id="acct-feet" label="Height (feet)">
                <Select id="acct-feet" value={feet} onChange={(e) => setFeet(e.target.value)}>
                  <option value="">—</option>
                  <Options values={[4, 5, 6, 7]} label={(f) => `${f} ft`} />
                </Select>
              </Field>
              <Field id="acct-inches" label="Height (inches)">
                <Select
                  id="acct-inches"
                  value={inches}
                  onChange={(e) => setInches(e.target.value)}
                  disabled={!feet}
                >
                  <Options values={Array.from({ length: 12 }, (_, i) => i)} label={(i) => `${i} in`} />
                </Select>
              </Field>
              <Field id="acct-weight" label="Weight (lbs)" error={weightErr}>
                <Input
                  id="acct-weight"
                  inputMode="numeric"
                  value={weight}
                  onChange={(e) => setWeight(e.target.value.replace(/\D/g, ''))}
                  aria-invalid={!!weightErr}
                />
              </Field>
              <Field id="acct-dob" label="Date of birth" error={dobErr}>
                <Input
                  id="acct-dob"
                  type="date"
                  value={dob}
                  min={yearsAgo(DOB_MAX_AGE_YEARS + 1)}
                  max={yearsAgo(DOB_MIN_AGE_YEARS)}
                  onChange={(e) => setDob(e.target.value)}
                  aria-invalid={!!dobErr}
                  aria-describedby={dobErr ? 'acct-dob-error' : undefined}
                />
              </Field>
            </FieldRow>
          </Stack>
        </Card>
        <Card>
          <SectionTitle>
            <span>Parents and guardians</span>
            {guardians.length < 4 && (
              <Button
                type="button"
                $variant="secondary"
                $small
                onClick={() => setGuardians([...guardians, { ...emptyGuardian }])}
              >
                + Add guardian
              </Button>
            )}
          </SectionTitle>
          <Stack>
            {guardians.map((g, i) => (
              <GuardianBox key={i} aria-label={`Guardian ${i + 1}`}>
                <legend>Guardian {i + 1}</legend>
                <GuardianFields
                  idPrefix={`g${i}`}
                  value={g}
                  onChange={(v) => setGuardians(guardians.map((x, j) => (j === i ? v : x)))}
                  errors={gErrs[i]}
                />
                {guardians.length > 1 && (
                  <Button
                    type="button"
                    $variant="ghost"
                    $small
                    onClick={() => setGuardians(guardians.filter((_, j) => j !== i))}
                  >
                    Remove guardian {i + 1}
                  </Button>
                )}
              </GuardianBox>
            ))}
          </Stack>
        </Card>
        {error && <FormAlert role="alert">{error}</FormAlert>}
        {saved && (
          <p role="status" style={{ color: '#12805c', fontWeight: 600, margin: 0 }}>
            ✓ {saved} <Link to="/athletes/home">Back to my dashboard</Link>
          </p>
        )}
        <FormActions>
          <Button type="submit" disabled={busy} data-testid="save-athlete-account">
            {busy && <Spinner $size={16} $light />} Save changes
          </Button>
        </FormActions>
      </Form>
    </Page>
  );
}

/** The same rule as the api (core): a real date, not in the future, a plausible age. */
function dobError(dob: string): string | null {
  const r = dateOfBirthSchema().safeParse(dob);
  return r.success ? null : `Date of birth ${r.error.issues[0]?.message ?? 'is not valid'}.`;
}

/** Today's date `years` years ago, YYYY-MM-DD (bounds of the date picker). */
function yearsAgo(years: number): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  return d.toISOString().slice(0, 10);
}
