import { expect } from 'chai';
import { storedSessionFacts, userIdOfStoredSession } from './session-cookie';

const record = (passport: unknown, expires: string | null) =>
  JSON.stringify({ cookie: { expires }, passport });

describe('stored session records (express-session + passport)', () => {
  it("reads passport's user id and the cookie's expiry", () => {
    const at = new Date(Date.now() + 60_000).toISOString();
    expect(storedSessionFacts(record({ user: 42 }, at))).to.deep.equal({
      userId: 42,
      expiresAt: Date.parse(at),
    });
    expect(storedSessionFacts(record({ user: 42 }, null))).to.deep.equal({ userId: 42, expiresAt: Infinity });
    expect(userIdOfStoredSession(record({ user: 42 }, at))).to.equal(42);
  });

  it('names nobody for a session not signed in, an odd id, an expired cookie or a record that does not parse', () => {
    const later = new Date(Date.now() + 60_000).toISOString();
    expect(userIdOfStoredSession(record(undefined, later))).to.equal(null);
    expect(userIdOfStoredSession(record({ user: 'x' }, later))).to.equal(null);
    expect(userIdOfStoredSession(record({ user: -1 }, later))).to.equal(null);
    expect(userIdOfStoredSession(record({ user: 42 }, new Date(Date.now() - 1).toISOString()))).to.equal(
      null,
    );
    expect(storedSessionFacts('{not json')).to.equal(null);
    expect(userIdOfStoredSession('{not json')).to.equal(null);
  });
});
