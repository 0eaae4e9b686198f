import { missingAthleteFields, type User } from '@fanlift/core/web';

export type StepKey = 'stepOne' | 'guardian' | 'photo' | 'legal' | 'done';

/** The first step whose data is still missing (used after a claim to continue where it makes sense). */
export function firstMissingAthleteStep(user: User): StepKey {
  const missing = missingAthleteFields(user);
  const has = (...k: string[]) => k.some((x) => missing.includes(x));
  if (has('profile', 'firstName', 'lastName', 'sport', 'position')) return 'stepOne';
  if (has('guardian')) return 'guardian';
  if (has('photo')) return 'photo';
  if (has('tosAccepted', 'privacyPolicyAccepted', 'emailConsent')) return 'legal';
  return 'done';
}
