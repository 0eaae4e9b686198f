import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@fanlift/core';

/** No events between realtime nodes beyond what the Redis adapter does itself. */
export type InterServerEvents = Record<string, never>;

export interface SocketData {
  user: { id: number; userType: string; isAdmin: boolean; name: string };
  /** The express-session id the socket authenticated with. */
  sessionId: string;
  /**
   * Why the socket is in each room it joined on request (./handlers/room-holds.ts). Plain arrays, not Sets: the
   * data is kept with the session for connection state recovery (msgpack), so a restored socket keeps its reasons.
   */
  holds?: Record<string, RoomReason[]>;
}

/** A reason to be in a room: a watch (athlete:watch, school:watch) or the game:join of one game. */
export type RoomReason = 'watch' | `game:${number}`;

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
