/** Shared by the realtime tests (not a test file itself): two nodes on one Redis adapter, and socket helpers. */
import { request as httpRequest } from 'node:http';
import { Redis } from 'ioredis';
import type { ManagerOptions, SocketOptions } from 'socket.io-client';
import type { Realtime } from '../../realtime/src/server';
import { fileApi, type TestApi } from '../helpers/api';
import { testEnv } from '../helpers/env';
import { connectSocket, startTestRealtime, type ClientSocket } from '../helpers/sockets';

export { nextEvent, type ClientSocket } from '../helpers/sockets';
export const PUBLIC_URL = 'https://fanlift.example';
export const FOREIGN_ORIGIN = 'https://evil.example';

/** Connect and resolve on 'connect', or reject with the connect_error. */
export const connect = (
  url: string,
  headers: Record<string, string>,
  opts: Partial<ManagerOptions & SocketOptions> = {},
) => connectSocket(url, headers, opts);

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
    suite.nodeA = await startTestRealtime({ PUBLIC_URL }, { sessionRecheckMs: 200 });
    suite.nodeB = await startTestRealtime({ PUBLIC_URL }, { sessionRecheckMs: 200 });
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
