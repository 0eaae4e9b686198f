import { connect as tcpConnect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { expect } from 'chai';
import { io as ioClient } from 'socket.io-client';
import { startProcess, startStack, type RunningProcess, type Stack } from '../helpers/processes';
import { waitFor } from '../helpers/wait';

/** A non-loopback IPv4 address of this machine, if it has one. */
function externalIPv4(): string | null {
  for (const list of Object.values(networkInterfaces()))
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  return null;
}

/** Does a TCP connection to host:port open? */
function opens(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = tcpConnect({ host, port, timeout: 2_000 });
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
    s.once('timeout', () => {
      s.destroy();
      resolve(false);
    });
  });
}

/**
 * The whole stack as `npm start` runs it, logging at debug: a signed-in request, a verification link, an OAuth
 * callback and a socket handshake through the web process leave no session id, cookie value or token in the
 * log of any process. And every process listens on 127.0.0.1 unless BIND_HOST says otherwise.
 */
describe('logs and listening addresses (api, worker, realtime, web)', function () {
  this.timeout(90_000);
  let stack: Stack;
  const extra: RunningProcess[] = [];
  before(async () => {
    // From the TypeScript through tsx, as npm start and the Dockerfile run it (the other files use the bundles).
    stack = await startStack({ LOG_LEVEL: 'debug' }, { fromSource: true });
  });
  after(async () => {
    await Promise.all(extra.map((p) => p.kill('SIGTERM')));
    await stack?.stop();
  });

  it('no session id, cookie value or token in any process’s log output', async () => {
    const web = stack.webUrl;
    const login = await fetch(`${web}/api/auth/dev-login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ email: `logs.${Date.now()}@test.dev`, userType: 'fan' }),
    });
    expect(login.status).to.equal(200);
    const pair = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('fanlift.sid='))!
      .split(';')[0];
    const value = pair.slice('fanlift.sid='.length); // s%3A<sid>.<signature>
    const [sid, signature] = decodeURIComponent(value).slice(2).split('.');
    expect(sid).to.have.length.greaterThan(10);

    const me = await fetch(`${web}/api/auth/me`, { headers: { Cookie: pair } });
    expect(me.status).to.equal(200);
    const TOKEN = 'VerifyTokenSecret123456';
    await fetch(`${web}/api/users/verify-email?token=${TOKEN}`, {
      headers: { Cookie: pair },
      redirect: 'manual',
    });
    await fetch(`${web}/api/auth/callback?code=OAuthCodeSecret987&state=OAuthStateSecret654`, {
      headers: { Cookie: pair, Authorization: 'Bearer BearerSecret321' },
      redirect: 'manual',
    });

    const socket = ioClient(web, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { cookie: pair, origin: web },
      reconnection: false,
      forceNew: true,
      timeout: 5_000,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    socket.close();

    // The lines were written (so the check below looks at real output).
    await waitFor(() => stack.api.output().includes('/api/auth/me'), { message: 'api request log' });
    await waitFor(() => stack.realtime.output().includes('socket handshake'), { message: 'handshake log' });
    await waitFor(() => stack.web.output().includes('verify-email'), { message: 'web request log' });

    const secrets = [
      sid,
      signature,
      value,
      TOKEN,
      'OAuthCodeSecret987',
      'OAuthStateSecret654',
      'BearerSecret321',
    ];
    for (const p of [stack.api, stack.web, stack.realtime, stack.worker]) {
      const out = p.output();
      for (const s of secrets) expect(out.includes(s), `${p.name} log contains ${s}`).to.equal(false);
    }
    expect(stack.api.output()).to.contain('[Redacted]');
  });

  it('every process listens on 127.0.0.1 by default; BIND_HOST=0.0.0.0 opens every interface', async () => {
    for (const p of [stack.api, stack.worker, stack.realtime, stack.web]) {
      expect(p.output(), p.name).to.match(/"host":"127\.0\.0\.1"/);
      expect(await opens('127.0.0.1', p.port), `${p.name} on loopback`).to.equal(true);
    }
    const external = externalIPv4();
    if (external) {
      for (const p of [stack.api, stack.worker, stack.realtime, stack.web])
        expect(await opens(external, p.port), `${p.name} on ${external}`).to.equal(false);
    }
    const open = await startProcess('api', { BIND_HOST: '0.0.0.0', LOG_LEVEL: 'info' }, { fromSource: true });
    extra.push(open);
    expect(open.output()).to.match(/"host":"0\.0\.0\.0"/);
    if (external) expect(await opens(external, open.port)).to.equal(true);
  });
});
