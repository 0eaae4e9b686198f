import { expect } from 'chai';
import { walletBalance } from './wallet';
import { starsSplit, starsForLikesGiven } from './stars';
import { isAthleteOnboarded, isFanOnboarded, missingAthleteFields } from './onboarding';
import { safeReturnTo } from './return-to';

describe('core/rules', () => {
  it('wallet balance: succeeded added+free+gift minus used', () => {
    expect(
      walletBalance([
        { type: 'added', status: 'succeeded', likes: 25 },
        { type: 'free', status: 'succeeded', likes: 3 },
        { type: 'gift', status: 'succeeded', likes: 5 },
        { type: 'used', status: 'succeeded', likes: 10 },
        { type: 'added', status: 'pending', likes: 100 },
        { type: 'used', status: 'failed', likes: 7 },
      ]),
    ).to.equal(23);
    expect(walletBalance([])).to.equal(0);
  });
  it('stars split into yellow and grey, clamped to 0..5', () => {
    expect(starsSplit(3)).to.deep.equal({ yellow: 3, grey: 2 });
    expect(starsSplit(0)).to.deep.equal({ yellow: 0, grey: 5 });
    expect(starsSplit(9)).to.deep.equal({ yellow: 5, grey: 0 });
    expect(starsSplit(-1)).to.deep.equal({ yellow: 0, grey: 5 });
    expect(starsSplit(NaN)).to.deep.equal({ yellow: 0, grey: 5 });
  });
  it('stars earned by likes given', () => {
    expect(starsForLikesGiven(0)).to.equal(0);
    expect(starsForLikesGiven(10)).to.equal(1);
    expect(starsForLikesGiven(249)).to.equal(3);
    expect(starsForLikesGiven(500)).to.equal(5);
  });
  it('fan onboarded when the fan has a school', () => {
    const base = { firstName: 'A', lastName: 'B', tosAccepted: false };
    expect(isFanOnboarded({ ...base, fanProfile: { schools: [] } })).to.equal(false);
    expect(isFanOnboarded({ ...base, fanProfile: { schools: [{ schoolId: 1 }] } })).to.equal(true);
    expect(isFanOnboarded({ ...base, fanProfile: null })).to.equal(false);
    expect(isFanOnboarded(null)).to.equal(false);
  });
  it('athlete onboarded only with every field', () => {
    const full = {
      firstName: 'A',
      lastName: 'B',
      tosAccepted: true,
      privacyPolicyAccepted: true,
      emailConsent: true,
      athleteProfile: {
        id: 1,
        sport: 'football',
        position: 'QB',
        guardians: [{ name: 'G' }],
        photoUrl: '/p.png',
      },
    };
    expect(isAthleteOnboarded(full)).to.equal(true);
    expect(missingAthleteFields(full)).to.deep.equal([]);
    for (const k of [
      'firstName',
      'lastName',
      'tosAccepted',
      'privacyPolicyAccepted',
      'emailConsent',
    ] as const) {
      expect(isAthleteOnboarded({ ...full, [k]: k.endsWith('Name') ? null : false }), k).to.equal(false);
    }
    for (const k of ['sport', 'position', 'photoUrl'] as const) {
      expect(
        isAthleteOnboarded({ ...full, athleteProfile: { ...full.athleteProfile, [k]: null } }),
        k,
      ).to.equal(false);
    }
    expect(
      isAthleteOnboarded({ ...full, athleteProfile: { ...full.athleteProfile, guardians: [] } }),
    ).to.equal(false);
    expect(missingAthleteFields({ ...full, athleteProfile: null })).to.include('profile');
  });
  it('returnTo accepts same-site paths only', () => {
    expect(safeReturnTo('/wallet')).to.equal('/wallet');
    expect(safeReturnTo('/a?b=c#d')).to.equal('/a?b=c#d');
    for (const bad of ['//evil.com', '/\\evil.com', 'https://evil.com', 'evil', '', '/\tx', 42, undefined]) {
      expect(safeReturnTo(bad), String(bad)).to.equal('/');
    }
  });
});
