import { Writable } from 'node:stream';
import { expect } from 'chai';
import pino from 'pino';
import { loggerOptions, redactCredentials, redactHandshake, redactUrl, REDACTED } from './logging';

/** A pino logger with the shared options, writing into a string. */
function capture(level = 'trace') {
  let out = '';
  const stream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      out += chunk.toString();
      cb();
    },
  });
  const logger = pino(loggerOptions('spec', level), stream);
  return { logger, text: () => out };
}

const SID = 's%3AsessionIdValue123.SignatureValueXYZ';

describe('shared log redaction (core/logging)', () => {
  it('redactUrl replaces token-like query values and keeps the rest', () => {
    expect(redactUrl('/api/users/verify-email?token=abc123&x=1')).to.equal(
      `/api/users/verify-email?token=${REDACTED}&x=1`,
    );
    expect(redactUrl('/api/auth/callback?code=C0DE&state=ST4TE')).to.equal(
      `/api/auth/callback?code=${REDACTED}&state=${REDACTED}`,
    );
    for (const name of [
      'access_token',
      'apiKey',
      'key',
      'client_secret',
      'sig',
      'X-Amz-Signature',
      'password',
    ])
      expect(redactUrl(`/x?${name}=SECRETVALUE`), name).to.not.contain('SECRETVALUE');
    expect(redactUrl('/athletes?name=ana&sort=ranking#top')).to.equal('/athletes?name=ana&sort=ranking#top');
    expect(redactUrl('/no-query')).to.equal('/no-query');
    expect(redactUrl('redis://user:hunter2@redis:6379/0')).to.not.contain('hunter2');
  });

  it('redactCredentials removes passwords of URLs inside any text', () => {
    const text = 'connect failed: postgres://fanlift:pa55word@db:5432/fanlift and smtp://u:p4ss@mail:587';
    const safe = redactCredentials(text);
    expect(safe).to.not.contain('pa55word');
    expect(safe).to.not.contain('p4ss');
    expect(safe).to.contain('postgres://fanlift:');
  });

  it('a logged request writes no cookie, authorization or token; a response no Set-Cookie', () => {
    const { logger, text } = capture();
    logger.info(
      {
        req: {
          method: 'GET',
          url: '/api/users/verify-email?token=tok_SECRET_1',
          query: { token: 'tok_SECRET_1', page: '2' },
          headers: {
            Cookie: `fanlift.sid=${SID}`,
            authorization: 'Bearer BEARER_SECRET',
            'user-agent': 'ua',
          },
        },
        res: { statusCode: 200, headers: { 'set-cookie': [`fanlift.sid=${SID}; Path=/`] } },
      },
      'request completed',
    );
    const out = text();
    for (const secret of ['sessionIdValue123', 'tok_SECRET_1', 'BEARER_SECRET'])
      expect(out).to.not.contain(secret);
    const line = JSON.parse(out) as { req: { url: string; headers: Record<string, string>; query: object } };
    expect(line.req.url).to.equal(`/api/users/verify-email?token=${REDACTED}`);
    expect(line.req.headers['user-agent']).to.equal('ua');
    expect(line.req.query).to.deep.equal({ token: REDACTED, page: '2' });
  });

  it('urls, headers, handshakes and errors under their usual keys are made safe', () => {
    const { logger, text } = capture();
    logger.warn({ url: '/x?secret=S3CRET_A' }, 'proxy error');
    logger.debug({ headers: { cookie: `a=${SID}` } }, 'headers');
    logger.debug(
      {
        handshake: {
          url: '/socket.io/?EIO=4&transport=polling&token=S3CRET_B',
          address: '127.0.0.1',
          headers: { cookie: `fanlift.sid=${SID}` },
          query: { EIO: '4', token: 'S3CRET_B' },
          auth: { token: 'S3CRET_C' },
        },
      },
      'socket handshake',
    );
    logger.error({ err: new Error('redis://:S3CRET_D@cache:6379 refused') }, 'boom');
    logger.info({ sessionId: 'S3CRET_E', nested: { cookie: 'S3CRET_F', password: 'S3CRET_G' } }, 'misc');
    const out = text();
    for (const s of ['S3CRET_A', 'S3CRET_B', 'S3CRET_C', 'S3CRET_D', 'S3CRET_E', 'S3CRET_F', 'S3CRET_G'])
      expect(out, s).to.not.contain(s);
    expect(out).to.not.contain('sessionIdValue123');
    expect(out).to.contain('"address":"127.0.0.1"');
  });

  it('redactHandshake keeps what helps diagnosis', () => {
    const h = redactHandshake({ url: '/socket.io/?EIO=4', address: '10.0.0.1', headers: { origin: 'o' } });
    expect(h).to.include({ url: '/socket.io/?EIO=4', address: '10.0.0.1' });
    expect(h?.headers).to.deep.equal({ origin: 'o' });
    expect(h?.auth).to.equal(undefined);
  });
});
