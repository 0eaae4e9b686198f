import { expect } from 'chai';
import { landingPath } from './landing';

const newFan = {
  userType: 'fan' as const,
  firstName: null,
  lastName: null,
  tosAccepted: false,
  privacyPolicyAccepted: false,
  emailConsent: false,
  fanProfile: { schools: [] },
  athleteProfile: null,
};
const onboardedFan = { ...newFan, fanProfile: { schools: [{ schoolId: 1 }] } };
const newAthlete = { ...newFan, userType: 'athlete' as const, fanProfile: null };
const onboardedAthlete = {
  ...newAthlete,
  firstName: 'Jo',
  lastName: 'Doe',
  tosAccepted: true,
  privacyPolicyAccepted: true,
  emailConsent: true,
  athleteProfile: { id: 3, sport: 'football', position: 'QB', guardians: [{}], photoUrl: '/p.png' },
};

describe('core/rules/landing: where a user lands after signing in', () => {
  it('a new fan who registers from any page starts fan onboarding (and keeps where they were)', () => {
    expect(landingPath(newFan, '/', { signup: true })).to.equal('/fans/onboarding?step=Basics');
    expect(landingPath(newFan, '/athletes/7', { signup: true })).to.equal(
      '/fans/onboarding?step=Basics&returnTo=%2Fathletes%2F7',
    );
    expect(landingPath(newFan, '/fans/onboarding?step=Basics', { signup: true })).to.equal(
      '/fans/onboarding?step=Basics',
    );
  });

  it('a new athlete starts athlete onboarding, even from a fan link', () => {
    expect(landingPath(newAthlete, '/', { signup: true })).to.equal('/athletes/onboarding?step=stepOne');
    expect(landingPath(newAthlete, '/fans/onboarding?step=Basics', { signup: true })).to.equal(
      '/athletes/onboarding?step=stepOne',
    );
    expect(landingPath(newAthlete, '/', { signup: true, fromPreSignupFlow: true })).to.equal(
      '/athletes/onboarding?step=stepOne&fromPreSignupFlow=true',
    );
  });

  it('without Register, a user not onboarded who asked for nothing particular is onboarded first', () => {
    expect(landingPath(newFan, '/')).to.equal('/fans/onboarding?step=Basics');
    expect(landingPath(newAthlete, undefined)).to.equal('/athletes/onboarding?step=stepOne');
    // A page asked for on purpose (e.g. the guard's returnTo) is kept.
    expect(landingPath(newFan, '/wallet')).to.equal('/wallet');
  });

  it('onboarded users go where they asked, never into an onboarding', () => {
    expect(landingPath(onboardedFan, '/')).to.equal('/');
    expect(landingPath(onboardedFan, '/wallet', { signup: true })).to.equal('/wallet');
    expect(landingPath(onboardedFan, '/fans/onboarding?step=Basics', { signup: true })).to.equal('/');
    expect(landingPath(onboardedAthlete, '/athletes/onboarding?step=stepOne')).to.equal('/athletes/home');
    expect(landingPath(onboardedAthlete, '/athletes/home')).to.equal('/athletes/home');
  });

  it('a claim keeps its claim flow; unsafe targets fall back to /', () => {
    const claim = '/athletes/claim-onboarding?step=ToS&athleteClaim=true&athleteId=5';
    expect(landingPath(newAthlete, claim, { signup: true })).to.equal(claim);
    expect(landingPath(onboardedFan, '//evil.example')).to.equal('/');
    expect(landingPath(newFan, 'https://evil.example', { signup: true })).to.equal(
      '/fans/onboarding?step=Basics',
    );
  });
});
