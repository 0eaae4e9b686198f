import type { User } from '../api';
import { isAthleteOnboarded, isFanOnboarded } from './onboarding';
import { safeReturnTo } from './return-to';
import { ATHLETE_DASHBOARD_PATH } from './routes';

export const FAN_ONBOARDING_PATH = '/fans/onboarding';
export const ATHLETE_ONBOARDING_PATH = '/athletes/onboarding';
export const CLAIM_ONBOARDING_PATH = '/athletes/claim-onboarding';

/** What the sign-in started with (the login query kept in the session). */
export interface SignInIntent {
  /** hint=signup: the visitor pressed Register. */
  signup?: boolean;
  /** The athlete came through the pre-sign-up flow (SPEC §2 fromPreSignupFlow=true). */
  fromPreSignupFlow?: boolean;
}

/** The fields the onboarding rules of SPEC §4 read, and the user type. */
type LandingUser = Pick<User, 'userType'> &
  NonNullable<Parameters<typeof isFanOnboarded>[0]> &
  NonNullable<Parameters<typeof isAthleteOnboarded>[0]>;

const pathOf = (target: string) => target.split(/[?#]/, 1)[0];

/** The start of the onboarding of a user type; fans carry where they were going, for the welcome step. */
export function onboardingStart(userType: User['userType'], intent: SignInIntent, returnTo = '/'): string {
  if (userType === 'athlete') {
    const q = new URLSearchParams({ step: 'stepOne' });
    if (intent.fromPreSignupFlow) q.set('fromPreSignupFlow', 'true');
    return `${ATHLETE_ONBOARDING_PATH}?${q.toString()}`;
  }
  const q = new URLSearchParams({ step: 'Basics' });
  if (returnTo !== '/') q.set('returnTo', returnTo);
  return `${FAN_ONBOARDING_PATH}?${q.toString()}`;
}

/**
 * Where a user lands after signing in, once the user is known (development sign-in and the Auth0 callback
 * share it): a user who is not onboarded yet and pressed Register, or asked for nothing in particular, starts
 * the onboarding of their own type (whatever type the login link assumed); a claim keeps its claim flow; an
 * onboarded user never lands in an onboarding; anything else goes where it was asked to.
 */
export function landingPath(user: LandingUser, requested: unknown, intent: SignInIntent = {}): string {
  const target = safeReturnTo(requested);
  const path = pathOf(target);
  if (path === CLAIM_ONBOARDING_PATH) return target;
  const own = user.userType === 'fan' ? FAN_ONBOARDING_PATH : ATHLETE_ONBOARDING_PATH;
  const anyOnboarding = path === FAN_ONBOARDING_PATH || path === ATHLETE_ONBOARDING_PATH;
  const onboarded = user.userType === 'fan' ? isFanOnboarded(user) : isAthleteOnboarded(user);
  if (onboarded) {
    if (!anyOnboarding) return target;
    return user.userType === 'fan' ? '/' : ATHLETE_DASHBOARD_PATH;
  }
  if (path === own) return target;
  if (intent.signup || target === '/' || anyOnboarding)
    return onboardingStart(user.userType, intent, anyOnboarding ? '/' : target);
  return target;
}
