import {
  SPORTS,
  positionForSport,
  positionsOf,
  type Guardian,
  type Sport,
  type UpdateUserInput,
} from '@fanlift/core/web';
import { Field, FieldRow, Input, Options, Select } from '../../../ui/forms';
import { NameFields } from '../../../ui/NameFields';
import { capitalise, recruitingClasses } from '../../../ui/format';

export interface AthleteBasics {
  firstName: string;
  lastName: string;
  sport: '' | Sport;
  position: string;
  recruitingClass: string;
}

export function basicsErrors(
  v: AthleteBasics,
  withNames: boolean,
): Partial<Record<keyof AthleteBasics, string>> {
  const e: Partial<Record<keyof AthleteBasics, string>> = {};
  if (withNames && !v.firstName.trim()) e.firstName = 'Enter your first name.';
  if (withNames && !v.lastName.trim()) e.lastName = 'Enter your last name.';
  if (!v.sport) e.sport = 'Choose your sport.';
  if (!v.position) e.position = 'Choose your position.';
  return e;
}

type ProfileInput = NonNullable<UpdateUserInput['athleteProfile']>;

/**
 * The user update that saves the basics (names trimmed) with `more` of the profile. With no class chosen, `noClass`
 * says what to send: `null` clears the stored one (the account page, whose form shows it), `'keep'` sends nothing
 * (onboarding, whose form starts empty).
 */
export function basicsToApi(
  b: AthleteBasics,
  noClass: null | 'keep',
  more: Omit<ProfileInput, 'sport' | 'position' | 'recruitingClass'> = {},
): UpdateUserInput {
  const recruitingClass = b.recruitingClass ? Number(b.recruitingClass) : noClass;
  return {
    firstName: b.firstName.trim(),
    lastName: b.lastName.trim(),
    athleteProfile: {
      sport: b.sport as Sport,
      position: b.position,
      ...(recruitingClass === 'keep' ? {} : { recruitingClass }),
      ...more,
    },
  };
}

export function AthleteBasicsFields({
  value,
  onChange,
  errors,
  showNames = true,
}: {
  value: AthleteBasics;
  onChange: (v: AthleteBasics) => void;
  errors: Partial<Record<keyof AthleteBasics, string>>;
  showNames?: boolean;
}) {
  const set = (patch: Partial<AthleteBasics>) => onChange({ ...value, ...patch });
  const positions = positionsOf(value.sport);
  const inv = (k: keyof AthleteBasics) => ({
    'aria-invalid': !!errors[k],
    'aria-describedby': errors[k] ? `ath-${k}-error` : undefined,
  });
  return (
    <>
      {showNames && (
        <NameFields
          ids={{ first: 'ath-firstName', last: 'ath-lastName' }}
          values={{ first: value.firstName, last: value.lastName }}
          onChange={(part, v) => set(part === 'first' ? { firstName: v } : { lastName: v })}
          errors={{ first: errors.firstName, last: errors.lastName }}
        />
      )}
      <FieldRow>
        <Field id="ath-sport" label="Sport" error={errors.sport}>
          <Select
            id="ath-sport"
            value={value.sport}
            onChange={(e) => {
              const sport = e.target.value as AthleteBasics['sport'];
              set({ sport, position: positionForSport(sport, value.position) });
            }}
            {...inv('sport')}
          >
            <option value="">Choose…</option>
            <Options values={SPORTS} label={capitalise} />
          </Select>
        </Field>
        <Field
          id="ath-position"
          label="Position"
          error={errors.position}
          hint={!value.sport ? 'Choose a sport first.' : undefined}
        >
          <Select
            id="ath-position"
            value={value.position}
            onChange={(e) => set({ position: e.target.value })}
            disabled={!value.sport}
            {...inv('position')}
          >
            <option value="">Choose…</option>
            <Options values={positions} />
          </Select>
        </Field>
        <Field id="ath-recruitingClass" label="Recruiting class">
          <Select
            id="ath-recruitingClass"
            value={value.recruitingClass}
            onChange={(e) => set({ recruitingClass: e.target.value })}
          >
            <option value="">Not sure yet</option>
            <Options values={recruitingClasses()} />
          </Select>
        </Field>
      </FieldRow>
    </>
  );
}

export interface GuardianForm {
  name: string;
  relationship: string;
  email: string;
  phone: string;
}

export const emptyGuardian: GuardianForm = { name: '', relationship: 'Parent', email: '', phone: '' };

export function guardianFromApi(g: Guardian | undefined): GuardianForm {
  if (!g) return { ...emptyGuardian };
  return {
    name: g.name ?? '',
    relationship: g.relationship ?? 'Parent',
    email: g.email ?? '',
    phone: g.phone ?? '',
  };
}

export function guardianErrors(g: GuardianForm): Partial<Record<keyof GuardianForm, string>> {
  const e: Partial<Record<keyof GuardianForm, string>> = {};
  if (!g.name.trim()) e.name = 'Enter the guardian’s full name.';
  if (g.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(g.email.trim()))
    e.email = 'Enter a valid email address.';
  if (!g.email.trim() && !g.phone.trim()) e.phone = 'Give an email address or a phone number.';
  return e;
}

export function guardianToApi(g: GuardianForm): Guardian {
  return {
    name: g.name.trim(),
    relationship: g.relationship || null,
    email: g.email.trim() || null,
    phone: g.phone.trim() || null,
  };
}

export function GuardianFields({
  value,
  onChange,
  errors,
  idPrefix = 'guardian',
}: {
  value: GuardianForm;
  onChange: (v: GuardianForm) => void;
  errors: Partial<Record<keyof GuardianForm, string>>;
  idPrefix?: string;
}) {
  const set = (patch: Partial<GuardianForm>) => onChange({ ...value, ...patch });
  const id = (k: string) => `${idPrefix}-${k}`;
  const inv = (k: keyof GuardianForm) => ({
    'aria-invalid': !!errors[k],
    'aria-describedby': errors[k] ? `${id(k)}-error` : undefined,
  });
  return (
    <>
      <FieldRow>
        <Field id={id('name')} label="Guardian’s full name" error={errors.name}>
          <Input
            id={id('name')}
            value={value.name}
            onChange={(e) => set({ name: e.target.value })}
            maxLength={120}
            autoComplete="off"
            {...inv('name')}
          />
        </Field>
        <Field id={id('relationship')} label="Relationship">
          <Select
            id={id('relationship')}
            value={value.relationship}
            onChange={(e) => set({ relationship: e.target.value })}
          >
            {['Parent', 'Guardian', 'Coach', 'Other'].map((r) => (
              <option key={r}>{r}</option>
            ))}
          </Select>
        </Field>
      </FieldRow>
      <FieldRow>
        <Field id={id('email')} label="Guardian’s email" error={errors.email}>
          <Input
            id={id('email')}
            type="email"
            value={value.email}
            onChange={(e) => set({ email: e.target.value })}
            maxLength={254}
            autoComplete="off"
            {...inv('email')}
          />
        </Field>
        <Field id={id('phone')} label="Guardian’s phone" error={errors.phone}>
          <Input
            id={id('phone')}
            type="tel"
            value={value.phone}
            onChange={(e) => set({ phone: e.target.value })}
            maxLength={40}
            autoComplete="off"
            {...inv('phone')}
          />
        </Field>
      </FieldRow>
    </>
  );
}
