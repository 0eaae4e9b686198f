/** Typed Socket.IO clients and in-process realtime nodes for the cross-process tests. */
import { io as ioClient, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@fanlift/core';
import { loadConfig, realtimeConfigSchema } from '@fanlift/core/config';
import { startRealtime, type Realtime } from '../../realtime/src/server';
import { testDb } from './db';
import { testEnv } from './env';
import { waitForSocketEvent } from './wait';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Connect a typed socket (websocket only, no reconnection unless asked) with these headers (or this session
 * cookie); resolves on 'connect', rejects with the connect_error.
 */
export function connectSocket(
  url: string,
  headers: Record<string, string> | string | null,
  opts: Partial<ManagerOptions & SocketOptions> = {},
): Promise<ClientSocket> {
  const extraHeaders = typeof headers === 'string' ? { cookie: headers } : (headers ?? {});
  const socket: ClientSocket = ioClient(url, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders,
    reconnection: false,
    forceNew: true,
    timeout: 5_000,
    ...opts,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      if (!opts.reconnection) socket.close();
      reject(err);
    });
  });
}

/** The next payload of a typed server event. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
  predicate: (p: Parameters<ServerToClientEvents[E]>[0]) => boolean = () => true,
  timeout = 10_000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return waitForSocketEvent(socket as unknown as Socket, event, predicate, timeout);
}

/** A realtime node in this process (on a free port), with the test environment plus `env`. */
export function startTestRealtime(
  env: Record<string, string> = {},
  opts: { sessionRecheckMs?: number } = {},
): Promise<Realtime> {
  const config = loadConfig(realtimeConfigSchema, { ...testEnv, REALTIME_PORT: '0', ...env });
  return startRealtime(config, undefined, { ...opts, db: testDb() });
}
