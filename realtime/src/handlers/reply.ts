import type { SocketAck, SocketAckResult } from '@fanlift/core';
import type { Database } from '@fanlift/db';
import type { Logger } from 'pino';
import type { ChatLimits } from '../chat-limits';
import type { Cheers } from '../cheers';
import type { RealtimeServer, RealtimeSocket, SocketData } from '../types';
import type { RealtimeMetrics } from '@fanlift/core/metrics';

/** Clients may send anything: call the ack only when it really is a function. */
export function reply(ack: unknown, r: SocketAckResult): void {
  if (typeof ack === 'function') (ack as SocketAck)(r);
}

/** What the event handlers of every socket use. */
export interface HandlerContext {
  /** Counters of this node (chat messages accepted). */
  metrics?: RealtimeMetrics;
  io: RealtimeServer;
  logger: Logger;
  sequelize: Database['sequelize'];
  limits: ChatLimits;
  /** Cheers from the chat: the settings, the sends limit and the events of a committed cheer. */
  cheers: Cheers;
  /** The game goal's thresholds (config GAME_GOAL_THRESHOLDS): the meter a joining viewer is sent. */
  goalThresholds: readonly number[];
}

/** ... and of the one socket an event came from, with its signed-in user. */
export interface SocketContext extends HandlerContext {
  socket: RealtimeSocket;
  user: SocketData['user'];
}

/** Rooms a socket may be in besides its own id and `user:{id}` (bounds memory per connection). */
export const MAX_EXTRA_ROOMS = 64;

/** The answer to a join past the budget: the chat shows its words with a Try again. */
export const TOO_MANY_ROOMS: SocketAckResult = {
  ok: false,
  error: 'too_many_rooms',
  message: 'You have too many live pages open. Close some and try again.',
};

export function canJoinMore(socket: RealtimeSocket, extra = 1): boolean {
  return socket.rooms.size + extra - 1 < MAX_EXTRA_ROOMS + 2;
}
