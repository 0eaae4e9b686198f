import { expect } from 'chai';
import express from 'express';
import supertest from 'supertest';
import { PROXY_SECRET_HEADER } from '@fanlift/core/config';
import { addressMatcher, forwardedPolicy } from './forwarded';

const SECRET = 'the-proxy-secret-of-this-spec';

/** An app with the policy first, answering what express makes of the request (the spec's client is 127.0.0.1). */
function appWith(config: { TRUST_PROXY: string[]; PROXY_SECRET?: string }) {
  const app = express();
  const policy = forwardedPolicy(config);
  app.set('trust proxy', policy.trust);
  app.use(policy.middleware);
  app.get('/who', (req, res) => {
    res.json({
      ip: req.ip,
      protocol: req.protocol,
      hostname: req.hostname,
      kept: Object.keys(req.headers).filter((h) => /forwarded|real-ip|proxy-secret/.test(h)),
    });
  });
  return supertest(app);
}

const CLIENT_CLAIMS = {
  'X-Forwarded-For': '203.0.113.9, 198.51.100.7',
  'X-Forwarded-Proto': 'https',
  'X-Forwarded-Host': 'example.test',
  Forwarded: 'for=203.0.113.9',
  'X-Real-IP': '203.0.113.9',
};

describe('api forwarded addresses: who may name the client (forwardedPolicy)', () => {
  it('with no proxy configured, every forwarded header is dropped and the peer is the client', async () => {
    const res = await appWith({ TRUST_PROXY: [] })
      .get('/who')
      .set(CLIENT_CLAIMS)
      .set(PROXY_SECRET_HEADER, SECRET);
    expect(res.body).to.deep.equal({ ip: '127.0.0.1', protocol: 'http', hostname: '127.0.0.1', kept: [] });
  });

  it('PROXY_SECRET: the proxy that sends it names the client (its own entry) and the scheme and host', async () => {
    const app = appWith({ TRUST_PROXY: [], PROXY_SECRET: SECRET });
    const proven = await app.get('/who').set(CLIENT_CLAIMS).set(PROXY_SECRET_HEADER, SECRET);
    expect(proven.body.ip).to.equal('198.51.100.7');
    expect(proven.body.protocol).to.equal('https');
    expect(proven.body.hostname).to.equal('example.test');
    // The secret itself never reaches a handler (nor a log line).
    expect(proven.body.kept).not.to.include(PROXY_SECRET_HEADER);

    for (const wrong of [undefined, 'a-guess', `${SECRET}x`, SECRET.slice(1)]) {
      const req = app.get('/who').set(CLIENT_CLAIMS);
      const res = await (wrong === undefined ? req : req.set(PROXY_SECRET_HEADER, wrong));
      expect(res.body, String(wrong)).to.deep.equal({
        ip: '127.0.0.1',
        protocol: 'http',
        hostname: '127.0.0.1',
        kept: [],
      });
    }
  });

  it('TRUST_PROXY and PROXY_SECRET together: the secret from an address not listed is not enough', async () => {
    const res = await appWith({ TRUST_PROXY: ['10.0.0.0/8'], PROXY_SECRET: SECRET })
      .get('/who')
      .set(CLIENT_CLAIMS)
      .set(PROXY_SECRET_HEADER, SECRET);
    expect(res.body.ip).to.equal('127.0.0.1');
    expect(res.body.kept).to.deep.equal([]);
  });

  it('TRUST_PROXY alone: a listed peer is believed, and further left only through more listed proxies', async () => {
    const app = appWith({ TRUST_PROXY: ['loopback'] });
    expect((await app.get('/who').set('X-Forwarded-For', '203.0.113.9, 198.51.100.7')).body.ip).to.equal(
      '198.51.100.7',
    );
    expect((await app.get('/who').set('X-Forwarded-For', '203.0.113.9, 127.0.0.2')).body.ip).to.equal(
      '203.0.113.9',
    );
  });

  it('addressMatcher: addresses, CIDRs, the keywords, and IPv4-mapped IPv6 peers', () => {
    const m = addressMatcher(['loopback', 'uniquelocal', 'linklocal', '192.0.2.250', '2001:db8::/32']);
    for (const yes of [
      '127.0.0.1',
      '::1',
      '::ffff:10.1.2.3',
      '172.20.0.5',
      '192.168.1.1',
      'fe80::1',
      'fd00::2',
    ])
      expect(m(yes), yes).to.equal(true);
    for (const yes of ['192.0.2.250', '2001:db8::7']) expect(m(yes), yes).to.equal(true);
    for (const no of ['192.0.2.251', '8.8.8.8', '::ffff:8.8.8.8', '2001:db9::1', '', 'not-an-address'])
      expect(m(no), no).to.equal(false);
  });
});
