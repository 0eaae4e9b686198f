import { request as httpRequest } from 'node:http';
import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { startProcess, type RunningProcess } from '../helpers/processes';
import { testEnv } from '../helpers/env';
import { wrongOhio } from '../helpers/forwarded';

/** One answer read whole, or the error that ended the exchange (a dropped connection: EPIPE, ECONNRESET...). */
type Answer = { status: number; body: string } | { error: string };

/** A multipart photo upload of `size` bytes (the api refuses it before reading the body: 401 or 403). */
function upload(base: string, size: number, cookie?: string): Promise<Answer> {
  const boundary = `----fanlift${randomBytes(6).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="big.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, Buffer.alloc(size, 7), tail]);
  return new Promise((resolve) => {
    const req = httpRequest(`${base}/api/uploads/athlete-photo`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(body.length),
        'x-requested-with': 'XMLHttpRequest',
        ...(cookie ? { cookie } : {}),
      },
    });
    let settled = false;
    const done = (a: Answer) => {
      if (!settled) resolve(a);
      settled = true;
    };
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => done({ status: res.statusCode ?? 0, body: text }));
      res.on('error', (err) => done({ error: `response: ${err.message}` }));
    });
    // The answer may come before the body is sent: a write error after it is no failure of the exchange.
    req.on('error', (err: NodeJS.ErrnoException) => done({ error: `${err.code ?? ''} ${err.message}` }));
    req.end(body);
  });
}

/** Sign in through `base` (development sign-in); answers the session cookie pair. */
async function signIn(base: string, userType: 'fan' | 'athlete'): Promise<string> {
  const res = await fetch(`${base}/api/auth/dev-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ email: `proxy-${randomBytes(4).toString('hex')}@test.dev`, userType }),
  });
  expect(res.status).to.equal(200);
  const pair = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('fanlift.sid='));
  expect(pair, 'session cookie').to.be.a('string');
  return pair!;
}

/**
 * Issue 26 item 7, against the processes as `npm start` runs them (api behind the web server's proxy):
 * no client chooses the address a limit counts, on the web origin or on the api's port; a refused upload is
 * answered whole through the proxy, whatever its size.
 */
describe('web proxy: forwarded addresses and refused uploads (as npm start runs it)', function () {
  this.timeout(180_000);
  let api: RunningProcess;
  let web: RunningProcess;

  before(async () => {
    const secret = randomBytes(24).toString('base64url');
    api = await startProcess('api', {
      PROXY_SECRET: secret,
      QUEUE_PREFIX: `${testEnv.QUEUE_PREFIX}_proxyfaults`,
      OHIO_PASSWORD: 'the-ohio-password',
      RATE_LIMIT_OHIO_PASSWORD: '10/600',
    });
    web = await startProcess(
      'web',
      { PROXY_SECRET: secret, API_URL: api.url, REALTIME_URL: 'http://127.0.0.1:9' },
      { readyPath: '/healthz' },
    );
  });
  after(async () => {
    await Promise.all([web?.kill(), api?.kill()]);
  });

  // Each test is another client: its own loopback address, so its own count at the api.
  for (const [where, from] of [
    ['web origin', '127.0.0.3'],
    ['api port', '127.0.0.4'],
  ] as const) {
    it(`11 wrong Ohio passwords through the ${where}, a new X-Forwarded-For each: the 11th is 429`, async () => {
      const base = where === 'web origin' ? web.url : api.url;
      const statuses: number[] = [];
      for (let i = 1; i <= 11; i++) statuses.push(await wrongOhio(base, from, `198.51.100.${i}`));
      expect(statuses).to.deep.equal([...Array<number>(10).fill(401), 429]);
      // A new header (or a chain of them) resets nothing.
      expect(await wrongOhio(base, from, '192.0.2.116')).to.equal(429);
      expect(await wrongOhio(base, from, '203.0.113.35, 192.0.2.117')).to.equal(429);
    });
  }

  it('the api counts the client the web proxy saw: another address through the origin has its own count', async () => {
    expect(await wrongOhio(web.url, '127.0.0.5', '127.0.0.3')).to.equal(401);
  });

  it('60 refused uploads (some of 2-8 MiB) through the web origin: 60 whole answers from the api', async () => {
    const fan = await signIn(web.url, 'fan');
    const sizes = Array.from({ length: 60 }, (_, i) =>
      i % 3 === 0 ? (2 + (i % 7)) * 1024 * 1024 : 1024 * i,
    );
    const answers: Answer[] = [];
    // Six at a time: the machine is busy, as it is when the fault shows.
    for (let i = 0; i < sizes.length; i += 6)
      answers.push(
        ...(await Promise.all(
          sizes.slice(i, i + 6).map((size, j) => upload(web.url, size, (i + j) % 2 ? fan : undefined)),
        )),
      );
    const failures = answers.flatMap((a, i) => ('error' in a ? [`#${i} (${sizes[i]} B): ${a.error}`] : []));
    expect(failures, failures.join('\n')).to.deep.equal([]);
    // The api's own answers, asked straight at its port with a small body.
    const direct = [await upload(api.url, 10), await upload(api.url, 10, fan)];
    expect(direct.map((d) => ('status' in d ? `${d.status} ${d.body}` : d.error))).to.deep.equal([
      '401 {"error":{"code":"unauthenticated","message":"Sign in to do this"}}',
      '403 {"error":{"code":"forbidden","message":"Only athletes can do this"}}',
    ]);
    answers.forEach((a, i) => expect(a, `#${i} (${sizes[i]} B)`).to.deep.equal(direct[i % 2]));
  });
});
