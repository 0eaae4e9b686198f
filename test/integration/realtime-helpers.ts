/** Shared by the realtime tests (not a test file itself): two nodes on one Redis adapter, and socket helpers. */
import { request as httpRequest } from 'node:http';
import { Redis } from 'ioredis';
import { io as ioClient, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@fanlift/core';
import { loadConfig, realtimeConfigSchema } from '@fanlift/core/config';
import { startRealtime, type Realtime } from '../../realtime/src/server';
import { fileApi, type TestApi } from '../helpers/api';
import { testDb } from '../helpers/db';
import { testEnv } from '../helpers/env';
import { waitForSocketEvent } from '../helpers/wait';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export const PUBLIC_URL = 'https://fanlift.example';
export const FOREIGN_ORIGIN = 'https://evil.example';

/** The next payload of a typed server event (the helper takes an untyped emitter). */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
  predicate: (p: Parameters<ServerToClientEvents[E]>[0]) => boolean = () => true,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return waitForSocketEvent(socket as unknown as Socket, event, predicate);
}

/** Connect and resolve on 'connect', or reject with the connect_error. */
export function connect(
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

export async function connectError(
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
export function pollingHandshake(url: string, origin?: string): Promise<number> {
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

export interface RealtimeSuite {
  nodeA: Realtime;
  nodeB: Realtime;
  api: TestApi;
  redis: Redis;
  /** Close this socket when the file is done. */
  track(s: ClientSocket): ClientSocket;
}

/** Hooks of a realtime file: two nodes (session re-checked every 200 ms), an api and a Redis client. */
export function realtimeSuite(): RealtimeSuite {
  const sockets: ClientSocket[] = [];
  const suite = {
    api: fileApi({ PUBLIC_URL }),
    track: (s: ClientSocket) => (sockets.push(s), s),
  } as RealtimeSuite;
  before(async () => {
    const config = loadConfig(realtimeConfigSchema, { ...testEnv, REALTIME_PORT: '0', PUBLIC_URL });
    suite.nodeA = await startRealtime(config, undefined, { sessionRecheckMs: 200, db: testDb() });
    suite.nodeB = await startRealtime(config, undefined, { sessionRecheckMs: 200, db: testDb() });
    suite.redis = new Redis(testEnv.REDIS_URL);
  });
  after(async () => {
    for (const s of sockets) s.close();
    suite.redis?.disconnect();
    await suite.nodeA?.close();
    await suite.nodeB?.close();
  });
  return suite;
}
