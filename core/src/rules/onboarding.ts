import type { User } from '../api';

type FanLike = Pick<User, 'firstName' | 'lastName' | 'tosAccepted'> & {
  fanProfile: { schools: unknown[] } | null;
};

/**
 * SPEC §4: a fan is onboarded when the fan has a school, or has first name, last name,
 * at least one school and accepted terms. (The second clause implies the first; both are kept as written.)
 */
export function isFanOnboarded(user: FanLike | null | undefined): boolean {
  if (!user) return false;
  const schools = user.fanProfile?.schools ?? [];
  const hasSchool = schools.length > 0;
  return hasSchool || (!!user.firstName && !!user.lastName && schools.length >= 1 && !!user.tosAccepted);
}

type AthleteLike = Pick<
  User,
  'firstName' | 'lastName' | 'tosAccepted' | 'privacyPolicyAccepted' | 'emailConsent'
> & {
  athleteProfile: {
    id: number;
    sport: string | null;
    position: string | null;
    guardians: unknown[];
    photoUrl: string | null;
  } | null;
};

/** SPEC §4: every field must be present. */
export function isAthleteOnboarded(user: AthleteLike | null | undefined): boolean {
  if (!user) return false;
  const p = user.athleteProfile;
  return !!(
    p &&
    p.id &&
    user.firstName &&
    user.lastName &&
    p.sport &&
    p.position &&
    (p.guardians?.length ?? 0) >= 1 &&
    p.photoUrl &&
    user.tosAccepted &&
    user.privacyPolicyAccepted &&
    user.emailConsent
  );
}

/** Which athlete onboarding fields are still missing, for the onboarding page. */
export function missingAthleteFields(user: AthleteLike): string[] {
  const p = user.athleteProfile;
  const missing: string[] = [];
  if (!p) missing.push('profile');
  if (!user.firstName) missing.push('firstName');
  if (!user.lastName) missing.push('lastName');
  if (!p?.sport) missing.push('sport');
  if (!p?.position) missing.push('position');
  if (!p || (p.guardians?.length ?? 0) < 1) missing.push('guardian');
  if (!p?.photoUrl) missing.push('photo');
  if (!user.tosAccepted) missing.push('tosAccepted');
  if (!user.privacyPolicyAccepted) missing.push('privacyPolicyAccepted');
  if (!user.emailConsent) missing.push('emailConsent');
  return missing;
}
