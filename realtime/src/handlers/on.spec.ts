import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { expect } from 'chai';
import pino from 'pino';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@fanlift/core';
import type { RealtimeServer, RealtimeSocket, SocketData } from '../types';
import { adminsOnly, fansOnly, on } from './on';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
const FAN: SocketData['user'] = { id: 7, userType: 'fan', isAdmin: false, name: 'Fan' };

/**
 * The one validating helper through which realtime listens, on a real Socket.IO server and client: the handlers
 * here are the spec's own (what they received is recorded), registered with `on` exactly as realtime does.
 */
describe('realtime: on() validates every client event with its schema from core', () => {
  let http: HttpServer;
  let io: RealtimeServer;
  let client: Client;
  /** The same, untyped: sends what the types would refuse, as any client may. */
  let raw: Socket;
  const received: unknown[] = [];
  const logged: { msg: string; event?: string; err?: string }[] = [];

  before(async () => {
    http = createServer();
    io = new Server(http, { serveClient: false });
    const logger = pino(
      { base: null },
      new Writable({
        write(chunk: Buffer, _enc, cb) {
          logged.push(JSON.parse(chunk.toString()) as (typeof logged)[number]);
          cb();
        },
      }),
    );
    io.use((socket, next) => {
      socket.data.user = FAN;
      next();
    });
    io.on('connection', (socket: RealtimeSocket) => {
      const ctx = { socket, user: socket.data.user, logger };
      on(ctx, 'chat:report', (payload) => {
        received.push(payload);
        return { ok: true };
      });
      on(ctx, 'chat:delete', () => ({ ok: true }));
      on(ctx, 'chat:send', () => ({ ok: true }), fansOnly('Only fans can chat.'));
      on(ctx, 'chat:mute', () => ({ ok: true }), adminsOnly);
      on(ctx, 'athlete:watch', async ({ athleteId }) => {
        received.push(athleteId);
        await Promise.resolve();
        throw new Error(`no room for ${athleteId}`);
      });
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const { port } = http.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}`;
    client = connect(url, { transports: ['websocket'], forceNew: true });
    raw = connect(url, { transports: ['websocket'], forceNew: true });
    await Promise.all(
      [client, raw].map((c) => new Promise((resolve) => c.once('connect', () => resolve(undefined)))),
    );
  });
  after(async () => {
    client?.close();
    raw?.close();
    await io?.close();
  });
  beforeEach(() => {
    received.length = 0;
    logged.length = 0;
  });

  const ask = () => client.timeout(5_000);

  it('a valid payload reaches the handler parsed (trimmed), and its result is the ack', async () => {
    expect(await ask().emitWithAck('chat:report', { messageId: 3, reason: '  spam  ' })).to.deep.equal({
      ok: true,
    });
    expect(received).to.deep.equal([{ messageId: 3, reason: 'spam' }]);
  });

  it('an invalid payload is answered invalid_payload, in the event’s words when it has them; no handler runs', async () => {
    const send = (event: string, payload: unknown): Promise<unknown> =>
      raw.timeout(5_000).emitWithAck(event, payload);
    expect(await send('chat:report', { messageId: 3, reason: '   ' })).to.deep.equal({
      ok: false,
      error: 'invalid_payload',
      message: 'Too small: expected string to have >=1 characters',
    });
    expect(await send('chat:delete', { messageId: 'x' })).to.deep.equal({
      ok: false,
      error: 'invalid_payload',
      message: 'messageId is required.',
    });
    expect(await send('chat:send', { gameId: 1, text: '  ' })).to.deep.equal({
      ok: false,
      error: 'invalid_payload',
      message: 'Say something first.',
    });
    // No words declared: the code alone.
    expect(await send('athlete:watch', null)).to.deep.equal({ ok: false, error: 'invalid_payload' });
    expect(received).to.deep.equal([]);
  });

  it('the gate answers before the payload is read', async () => {
    expect(
      await ask().emitWithAck('chat:mute', { gameId: 0, userId: 0, minutes: 0, reason: '' }),
    ).to.deep.equal({
      ok: false,
      error: 'forbidden',
      message: 'Admins only.',
    });
    expect(await ask().emitWithAck('chat:send', { gameId: 1, text: 'hi' })).to.deep.equal({ ok: true });
  });

  it('a handler that throws is answered unavailable and logged with the event', async () => {
    expect(await ask().emitWithAck('athlete:watch', { athleteId: 5 })).to.deep.equal({
      ok: false,
      error: 'unavailable',
      message: 'Something went wrong. Try again.',
    });
    expect(received).to.deep.equal([5]);
    expect(logged.find((l) => l.msg === 'socket handler failed')).to.include({
      event: 'athlete:watch',
      err: 'no room for 5',
    });
  });
});
