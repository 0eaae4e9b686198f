import { expect } from 'chai';
import { canSpin, inviteLinkPath, segmentLikes, starProgress } from './spin';

describe('core rules: spin button, invite link, star progress', () => {
  it('SPEC §4: Spin is enabled only when total chances minus spins used is at least 1', () => {
    expect(canSpin(2, 0)).to.equal(true);
    expect(canSpin(2, 1)).to.equal(true);
    expect(canSpin(2, 2)).to.equal(false);
    expect(canSpin(0, 0)).to.equal(false);
  });

  it('SPEC §7: the invite link is the login path with hint signup, userType fan and REFER<code>', () => {
    expect(inviteLinkPath('AB12CD34')).to.equal(
      '/api/auth/login?hint=signup&userType=fan&referralCode=REFERAB12CD34',
    );
  });

  it('segments name the SPEC §9 amounts and nothing else', () => {
    expect(segmentLikes(0)).to.equal(1);
    expect(segmentLikes(11)).to.equal(10);
    expect(() => segmentLikes(12)).to.throw(RangeError);
    expect(() => segmentLikes(-1)).to.throw(RangeError);
  });

  it('DESIGN §5: stars by likes given, with the next threshold and what remains', () => {
    const t = [10, 50, 100, 250, 500];
    expect(starProgress(0, t)).to.deep.equal({
      earnedStar: 0,
      nextStar: 1,
      nextThreshold: 10,
      remaining: 10,
    });
    expect(starProgress(10, t)).to.deep.equal({
      earnedStar: 1,
      nextStar: 2,
      nextThreshold: 50,
      remaining: 40,
    });
    expect(starProgress(499, t).earnedStar).to.equal(4);
    expect(starProgress(10_000, t)).to.deep.equal({
      earnedStar: 5,
      nextStar: null,
      nextThreshold: null,
      remaining: 0,
    });
  });
});
