import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { sessionIdFromCookie } from '../../realtime/src/session-auth';
import { testEnv } from '../helpers/env';
import { waitFor } from '../helpers/wait';
import { sessionCookie } from '../factories';
import {
  connect,
  connectError,
  FOREIGN_ORIGIN,
  pollingHandshake,
  PUBLIC_URL,
  realtimeSuite,
} from './realtime-helpers';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('realtime (two nodes, Redis adapter, session auth)', function () {
  this.timeout(30_000);
  const suite = realtimeSuite();
  const { api, track } = suite;

  it('answers /healthz and /readyz on each node', async () => {
    for (const node of [suite.nodeA, suite.nodeB]) {
      const health = await fetch(`${node.url}/healthz`);
      expect(health.status).to.equal(200);
      const ready = await fetch(`${node.url}/readyz`);
      expect(ready.status).to.equal(200);
      expect(await ready.json()).to.include({ database: true, redis: true, shuttingDown: false });
      expect((await fetch(`${node.url}/nope`)).status).to.equal(404);
    }
  });

  it('refuses a socket without a session with connect_error "unauthorized"', async () => {
    const err = await connectError(suite.nodeA.url, {});
    expect(err.message).to.equal('unauthorized');
  });

  it('refuses a forged or unknown session cookie', async () => {
    const forged = await connectError(suite.nodeA.url, { cookie: 'fanlift.sid=s%3Aabc.not-a-signature' });
    expect(forged.message).to.equal('unauthorized');
    const { cookie } = await sessionCookie(api, 'rt-unknown');
    const sid = sessionIdFromCookie(cookie, testEnv.SESSION_SECRET);
    expect(sid).to.be.a('string');
    // A correctly signed cookie whose session is gone (signed out / expired).
    await suite.redis.del(`${testEnv.QUEUE_PREFIX}:sess:${sid}`);
    const gone = await connectError(suite.nodeB.url, { cookie });
    expect(gone.message).to.equal('unauthorized');
  });

  it('refuses a foreign Origin before auth, and lets PUBLIC_URL and loopback origins through', async () => {
    const { cookie } = await sessionCookie(api, 'rt-origin');
    const err = await connectError(suite.nodeA.url, { cookie, origin: FOREIGN_ORIGIN });
    expect(err.message).to.not.equal('unauthorized'); // refused by allowRequest, never reached the auth middleware
    expect(await pollingHandshake(suite.nodeA.url, FOREIGN_ORIGIN)).to.equal(403);
    expect(await pollingHandshake(suite.nodeA.url, 'null')).to.equal(403);
    expect(await pollingHandshake(suite.nodeA.url, PUBLIC_URL)).to.equal(200);
    expect(await pollingHandshake(suite.nodeA.url, 'http://localhost:5173')).to.equal(200);
    expect(await pollingHandshake(suite.nodeA.url)).to.equal(200);
    track(await connect(suite.nodeA.url, { cookie, origin: PUBLIC_URL }));
  });

  it('disconnects the sockets of a session that signed out (and does not let them reconnect)', async () => {
    const { cookie } = await sessionCookie(api, 'rt-logout');
    const agent = api.agent().set('Cookie', cookie);
    const socket = track(await connect(suite.nodeB.url, { cookie }, { reconnection: true }));
    const reason = new Promise<string>((resolve) => socket.once('disconnect', (r) => resolve(r)));
    await agent.post('/api/auth/logout');
    expect(await reason).to.equal('io server disconnect');
    const err = await connectError(suite.nodeB.url, { cookie });
    expect(err.message).to.equal('unauthorized');
  });

  it('the process listens on REALTIME_PORT=0, logs its port, and stops on SIGTERM within 10 s with exit code 0', async () => {
    const { cookie } = await sessionCookie(api, 'rt-sigterm');
    const child = spawn(process.execPath, ['--import', 'tsx', 'realtime/src/index.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...testEnv, REALTIME_PORT: '0', PUBLIC_URL, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      child.on('exit', (code, signal) => resolve({ code, signal })),
    );
    try {
      const port = await waitFor(
        () => {
          const line = out.split('\n').find((l) => l.includes('"realtime listening"'));
          return line ? (JSON.parse(line) as { port: number }).port : null;
        },
        { timeout: 20_000, message: `the "realtime listening" log line\n${out}` },
      );
      expect(port).to.be.a('number').and.above(0);
      const url = `http://127.0.0.1:${port}`;
      await waitFor(async () => (await fetch(`${url}/readyz`)).status === 200, {
        message: 'spawned realtime ready',
      });
      // An open socket must not hold the process up.
      const socket = track(await connect(url, { cookie }));
      const dropped = new Promise<string>((resolve) =>
        socket.once('disconnect', (reason) => resolve(reason)),
      );

      const started = Date.now();
      child.kill('SIGTERM');
      const { code, signal } = await exited;
      expect(Date.now() - started, 'shutdown time').to.be.below(10_000);
      expect({ code, signal }, out).to.deep.equal({ code: 0, signal: null });
      // The client was dropped without a 'disconnect' packet, so a real client would reconnect (to another node).
      expect(await dropped).to.equal('transport close');
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  });
});
