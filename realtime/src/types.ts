import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@fanlift/core';

/** No events between realtime nodes beyond what the Redis adapter does itself. */
export type InterServerEvents = Record<string, never>;

export interface SocketData {
  user: { id: number; userType: string; isAdmin: boolean; name: string };
  /** The express-session id the socket authenticated with. */
  sessionId: string;
}

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
