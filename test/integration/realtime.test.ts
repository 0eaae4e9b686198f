import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { Redis } from 'ioredis';
import supertest from 'supertest';
import { io as ioClient, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { QueryTypes } from 'sequelize';
import { rooms, type ClientToServerEvents, type GameUpdate, type ServerToClientEvents } from '@fanlift/core';
import { loadConfig, realtimeConfigSchema } from '@fanlift/core/config';
import { createEmitter } from '@fanlift/db';
import { startRealtime, type Realtime } from '../../realtime/src/server';
import { sessionIdFromCookie } from '../../realtime/src/session-auth';
import { startApi, uniqueEmail, type TestApi } from '../helpers/api';
import { testDb } from '../helpers/db';
import { testEnv } from '../helpers/env';
import { waitFor, waitForSocketEvent } from '../helpers/wait';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PUBLIC_URL = 'https://fanlift.example';
const FOREIGN_ORIGIN = 'https://evil.example';

/** The next payload of a typed server event (the helper takes an untyped emitter). */
function nextEvent<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
  predicate: (p: Parameters<ServerToClientEvents[E]>[0]) => boolean = () => true,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return waitForSocketEvent(socket as unknown as Socket, event, predicate);
}

/** Connect and resolve on 'connect', or reject with the connect_error. */
function connect(
  url: string,
  headers: Record<string, string>,
  opts: Partial<ManagerOptions & SocketOptions> = {},
): Promise<ClientSocket> {
  const socket: ClientSocket = ioClient(url, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: headers,
    reconnection: false,
    forceNew: true,
    timeout: 5_000,
    ...opts,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

async function connectError(
  url: string,
  headers: Record<string, string>,
  opts: Partial<ManagerOptions & SocketOptions> = {},
) {
  try {
    const s = await connect(url, headers, opts);
    s.close();
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected connect_error, but the socket connected');
}

/** A raw engine.io polling handshake (no cookie): the status tells whether the Origin passed allowRequest. */
function pollingHandshake(url: string, origin?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${url}/socket.io/?EIO=4&transport=polling`,
      { headers: origin ? { origin } : {} },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Sign in through the api's development sign-in; answers the user id and the `fanlift.sid=...` cookie pair. */
async function signIn(api: TestApi, tag: string): Promise<{ id: number; cookie: string }> {
  const res = await supertest(api.url)
    .post('/api/auth/dev-login')
    .set('X-Requested-With', 'XMLHttpRequest')
    .send({ email: uniqueEmail(tag), userType: 'fan' });
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const pair = setCookie.map((c) => c.split(';')[0]).find((c) => c.startsWith('fanlift.sid='));
  expect(pair, 'session cookie').to.be.a('string');
  return { id: (res.body as { id: number }).id, cookie: pair! };
}

describe('realtime (two nodes, Redis adapter, session auth)', function () {
  this.timeout(30_000);

  let nodeA: Realtime;
  let nodeB: Realtime;
  let api: TestApi;
  let redis: Redis;
  const sockets: ClientSocket[] = [];
  const track = (s: ClientSocket) => (sockets.push(s), s);

  before(async () => {
    const config = loadConfig(realtimeConfigSchema, { ...testEnv, REALTIME_PORT: '0', PUBLIC_URL });
    nodeA = await startRealtime(config, undefined, { sessionRecheckMs: 200, db: testDb() });
    nodeB = await startRealtime(config, undefined, { sessionRecheckMs: 200, db: testDb() });
    api = await startApi({ PUBLIC_URL });
    redis = new Redis(testEnv.REDIS_URL);
  });

  after(async () => {
    for (const s of sockets) s.close();
    redis?.disconnect();
    await nodeA?.close();
    await nodeB?.close();
    await api?.close();
  });

  it('answers /healthz and /readyz on each node', async () => {
    for (const node of [nodeA, nodeB]) {
      const health = await fetch(`${node.url}/healthz`);
      expect(health.status).to.equal(200);
      const ready = await fetch(`${node.url}/readyz`);
      expect(ready.status).to.equal(200);
      expect(await ready.json()).to.include({ database: true, redis: true, shuttingDown: false });
      expect((await fetch(`${node.url}/nope`)).status).to.equal(404);
    }
  });

  it('refuses a socket without a session with connect_error "unauthorized"', async () => {
    const err = await connectError(nodeA.url, {});
    expect(err.message).to.equal('unauthorized');
  });

  it('refuses a forged or unknown session cookie', async () => {
    const forged = await connectError(nodeA.url, { cookie: 'fanlift.sid=s%3Aabc.not-a-signature' });
    expect(forged.message).to.equal('unauthorized');
    const { cookie } = await signIn(api, 'rt-unknown');
    const sid = sessionIdFromCookie(cookie, testEnv.SESSION_SECRET);
    expect(sid).to.be.a('string');
    // A correctly signed cookie whose session is gone (signed out / expired).
    await redis.del(`${testEnv.QUEUE_PREFIX}:sess:${sid}`);
    const gone = await connectError(nodeB.url, { cookie });
    expect(gone.message).to.equal('unauthorized');
  });

  it('refuses a foreign Origin before auth, and lets PUBLIC_URL and loopback origins through', async () => {
    const { cookie } = await signIn(api, 'rt-origin');
    const err = await connectError(nodeA.url, { cookie, origin: FOREIGN_ORIGIN });
    expect(err.message).to.not.equal('unauthorized'); // refused by allowRequest, never reached the auth middleware
    expect(await pollingHandshake(nodeA.url, FOREIGN_ORIGIN)).to.equal(403);
    expect(await pollingHandshake(nodeA.url, 'null')).to.equal(403);
    expect(await pollingHandshake(nodeA.url, PUBLIC_URL)).to.equal(200);
    expect(await pollingHandshake(nodeA.url, 'http://localhost:5173')).to.equal(200);
    expect(await pollingHandshake(nodeA.url)).to.equal(200);
    track(await connect(nodeA.url, { cookie, origin: PUBLIC_URL }));
  });

  describe('a signed-in fan on both nodes', () => {
    let user: { id: number; cookie: string };
    let onA: ClientSocket;
    let onB: ClientSocket;

    before(async () => {
      user = await signIn(api, 'rt-fan');
      // One client starts with long polling and upgrades (the browser default), the other is websocket-only.
      onA = track(
        await connect(
          nodeA.url,
          { cookie: user.cookie, origin: PUBLIC_URL },
          { transports: ['polling', 'websocket'] },
        ),
      );
      onB = track(await connect(nodeB.url, { cookie: user.cookie, origin: PUBLIC_URL }));
    });

    it('puts each socket in user:{id}, seen from either node', async () => {
      const room = rooms.user(user.id);
      expect(nodeA.io.of('/').adapter.rooms.get(room)?.has(onA.id!)).to.equal(true);
      expect(nodeB.io.of('/').adapter.rooms.get(room)?.has(onB.id!)).to.equal(true);
      const all = await nodeA.io.in(room).fetchSockets();
      expect(all.map((s) => s.id).sort()).to.deep.equal([onA.id, onB.id].sort());
      expect(all[0].data.user).to.include({ id: user.id, userType: 'fan' });
    });

    it('delivers an event emitted with createEmitter (as the worker does) to clients of both nodes', async () => {
      const emitter = createEmitter(redis, testEnv.QUEUE_PREFIX);
      const gotA = nextEvent(onA, 'wallet:balance', (p) => p.balance === 4242);
      const gotB = nextEvent(onB, 'wallet:balance', (p) => p.balance === 4242);
      emitter.to(rooms.user(user.id)).emit('wallet:balance', { balance: 4242, transaction: null });
      const [a, b] = await Promise.all([gotA, gotB]);
      expect(a).to.deep.equal({ balance: 4242, transaction: null });
      expect(b).to.deep.equal({ balance: 4242, transaction: null });
    });

    it("delivers an event emitted by the api's own emitter (admin actions can broadcast)", async () => {
      const got = nextEvent(onA, 'wallet:balance', (p) => p.balance === 777);
      api.deps.emitter.to(rooms.user(user.id)).emit('wallet:balance', { balance: 777, transaction: null });
      expect(await got).to.deep.equal({ balance: 777, transaction: null });
    });

    it('does not deliver a user event to another user', async () => {
      const other = await signIn(api, 'rt-other');
      const otherSocket = track(await connect(nodeB.url, { cookie: other.cookie }));
      let leaked = false;
      otherSocket.on('wallet:balance', () => (leaked = true));
      const mine = nextEvent(onB, 'wallet:balance', () => true);
      createEmitter(redis, testEnv.QUEUE_PREFIX)
        .to(rooms.user(user.id))
        .emit('wallet:balance', { balance: 1, transaction: null });
      await mine;
      await new Promise((r) => setTimeout(r, 100));
      expect(leaked).to.equal(false);
    });

    it('refuses game:join with a bad payload through the ack', async () => {
      const bad = await onA
        .timeout(5_000)
        .emitWithAck('game:join', { gameId: 'x' } as unknown as { gameId: number });
      expect(bad).to.deep.equal({ ok: false, error: 'invalid_payload' });
      const negative = await onA.timeout(5_000).emitWithAck('game:join', { gameId: -1 });
      expect(negative).to.deep.equal({ ok: false, error: 'invalid_payload' });
    });

    it('game:join joins game:{id} across nodes; game:leave leaves it', async () => {
      const [{ id: gameId }] = await testDb().sequelize.query<{ id: number }>(
        'SELECT min(id) AS id FROM games',
        {
          type: QueryTypes.SELECT,
        },
      );
      expect(await onB.timeout(5_000).emitWithAck('game:join', { gameId })).to.deep.equal({ ok: true });
      const update = { gameId, status: 'live', homeScore: 7, awayScore: 3, clock: '10:00' } as GameUpdate;
      const got = nextEvent(onB, 'game:update');
      nodeA.io.to(rooms.game(gameId)).emit('game:update', update); // emitted on node A, client is on node B
      expect(await got).to.deep.equal(update);

      // Every client event is acknowledged: once the ack is in, the room is left.
      expect(await onB.timeout(5_000).emitWithAck('game:leave', { gameId })).to.deep.equal({ ok: true });
      expect(nodeB.io.of('/').adapter.rooms.get(rooms.game(gameId))?.has(onB.id!) ?? false).to.equal(false);
      expect(
        await onB.timeout(5_000).emitWithAck('game:leave', { gameId: 'x' } as unknown as { gameId: number }),
      ).to.deep.equal({ ok: false, error: 'invalid_payload' });
    });

    it('athlete:watch joins athlete:{id}', async () => {
      expect(await onA.timeout(5_000).emitWithAck('athlete:watch', { athleteId: 5 })).to.deep.equal({
        ok: true,
      });
      expect(nodeA.io.of('/').adapter.rooms.get(rooms.athlete(5))?.has(onA.id!)).to.equal(true);
      expect(await onA.timeout(5_000).emitWithAck('athlete:watch', { athleteId: 0 })).to.deep.equal({
        ok: false,
        error: 'invalid_payload',
      });
      const got = nextEvent(onA, 'athlete:likes');
      createEmitter(redis, testEnv.QUEUE_PREFIX)
        .to(rooms.athlete(5))
        .emit('athlete:likes', { athleteId: 5, likes: 10, sumTotalInCents: 1000 });
      expect(await got).to.deep.equal({ athleteId: 5, likes: 10, sumTotalInCents: 1000 });
    });

    it('refuses chat:send to a game the socket has not joined', async () => {
      const r = await onA.timeout(5_000).emitWithAck('chat:send', { gameId: 77, text: 'hello' });
      expect(r).to.deep.include({ ok: false, error: 'not_joined' });
    });
  });

  it('disconnects the sockets of a session that signed out (and does not let them reconnect)', async () => {
    const agent = api.agent();
    const res = await agent
      .post('/api/auth/dev-login')
      .send({ email: uniqueEmail('rt-logout'), userType: 'fan' });
    expect(res.status).to.equal(200);
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith('fanlift.sid='))!;
    const socket = track(await connect(nodeB.url, { cookie }, { reconnection: true }));
    const reason = new Promise<string>((resolve) => socket.once('disconnect', (r) => resolve(r)));
    await agent.post('/api/auth/logout');
    expect(await reason).to.equal('io server disconnect');
    const err = await connectError(nodeB.url, { cookie });
    expect(err.message).to.equal('unauthorized');
  });

  it('the process listens on REALTIME_PORT=0, logs its port, and stops on SIGTERM within 10 s with exit code 0', async () => {
    const { cookie } = await signIn(api, 'rt-sigterm');
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
