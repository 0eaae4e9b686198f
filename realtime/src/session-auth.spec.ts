import { createHmac } from 'node:crypto';
import { expect } from 'chai';
import { createOriginPolicy } from './origin';
import { readCookie, sessionIdFromCookie, unsign } from './session-auth';

const SECRET = 'fanlift-test-session-secret-0123456789';
/** What express-session (cookie-signature) puts in the cookie, URL-encoded as the `cookie` package does. */
const signedCookie = (sid: string, secret = SECRET) =>
  encodeURIComponent(
    `s:${sid}.${createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '')}`,
  );

describe('realtime session cookie', () => {
  it('reads the session id from an express-session cookie among others', () => {
    const header = `other=1; fanlift.sid=${signedCookie('abc-DEF_123')}; last=2`;
    expect(sessionIdFromCookie(header, SECRET)).to.equal('abc-DEF_123');
  });

  it('refuses a missing, unsigned, tampered or differently signed cookie', () => {
    expect(sessionIdFromCookie(undefined, SECRET)).to.equal(null);
    expect(sessionIdFromCookie('other=1', SECRET)).to.equal(null);
    expect(sessionIdFromCookie('fanlift.sid=abc', SECRET)).to.equal(null);
    expect(sessionIdFromCookie(`fanlift.sid=${signedCookie('abc').replace('abc', 'abd')}`, SECRET)).to.equal(
      null,
    );
    expect(
      sessionIdFromCookie(`fanlift.sid=${signedCookie('abc', 'another-secret-0123456789')}`, SECRET),
    ).to.equal(null);
    expect(unsign('no-dot', SECRET)).to.equal(false);
    expect(unsign('.x', SECRET)).to.equal(false);
  });

  it('takes the first cookie of that name, like express-session', () => {
    expect(readCookie('fanlift.sid=one; fanlift.sid=two', 'fanlift.sid')).to.equal('one');
    expect(readCookie('fanlift.sid="quoted"', 'fanlift.sid')).to.equal('quoted');
    expect(readCookie('fanlift.sid=%E0%A4%A', 'fanlift.sid')).to.equal('%E0%A4%A');
  });
});

describe('realtime origin policy', () => {
  it('allows PUBLIC_URL, and loopback origins outside production', () => {
    const dev = createOriginPolicy('https://fanlift.example/some/path', 'development');
    expect(dev('https://fanlift.example')).to.equal(true);
    expect(dev('http://localhost:5173')).to.equal(true);
    expect(dev('http://127.0.0.1:8080')).to.equal(true);
    expect(dev('http://[::1]:3000')).to.equal(true);
    expect(dev(undefined)).to.equal(true);
    expect(dev('https://evil.example')).to.equal(false);
    expect(dev('http://localhost.evil.example')).to.equal(false);
    expect(dev('null')).to.equal(false);
    expect(dev('file://localhost')).to.equal(false);
  });

  it('allows only PUBLIC_URL in production', () => {
    const prod = createOriginPolicy('https://fanlift.example', 'production');
    expect(prod('https://fanlift.example')).to.equal(true);
    expect(prod('http://fanlift.example')).to.equal(false);
    expect(prod('http://localhost:8080')).to.equal(false);
    expect(prod('https://fanlift.example:444')).to.equal(false);
  });
});
