import { expect } from 'chai';
import { msUntilExpiry } from './session-cache';

describe('api/src/auth/session-cache: how long a copy may be kept', () => {
  it("is what the session's cookie has left", () => {
    const left = msUntilExpiry(
      JSON.stringify({ cookie: { expires: new Date(Date.now() + 60_000).toISOString() } }),
    );
    expect(left).to.be.within(59_000, 60_000);
  });

  it('is nothing for a cookie that has expired (the copy is not kept)', () => {
    expect(
      msUntilExpiry(JSON.stringify({ cookie: { expires: new Date(Date.now() - 1).toISOString() } })),
    ).to.be.at.most(0);
  });

  it('is unbounded for a cookie without an expiry (the cache time bounds it), and 0 for text that is not a session', () => {
    expect(msUntilExpiry(JSON.stringify({ cookie: { expires: null } }))).to.equal(Infinity);
    expect(msUntilExpiry(JSON.stringify({ passport: { user: 1 } }))).to.equal(Infinity);
    expect(msUntilExpiry('not json')).to.equal(0);
  });
});
