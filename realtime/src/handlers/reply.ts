import type { SocketAck, SocketAckResult } from '@fanlift/core';
import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import type { ChatLimits } from '../chat-limits';
import type { RealtimeServer, RealtimeSocket } from '../types';
import type { RealtimeMetrics } from '@fanlift/core/metrics';

/** Clients may send anything: call the ack only when it really is a function. */
export function reply(ack: unknown, r: SocketAckResult): void {
  if (typeof ack === 'function') (ack as SocketAck)(r);
}

/** What the event handlers of a socket use. */
export interface HandlerContext {
  /** Counters of this node (chat messages accepted). */
  metrics?: RealtimeMetrics;
  io: RealtimeServer;
  logger: Logger;
  sequelize: Sequelize;
  limits: ChatLimits;
}

/** Rooms a socket may be in besides its own id and `user:{id}` (bounds memory per connection). */
export const MAX_EXTRA_ROOMS = 64;

export function canJoinMore(socket: RealtimeSocket, extra = 1): boolean {
  return socket.rooms.size + extra - 1 < MAX_EXTRA_ROOMS + 2;
}

/** Run an async handler; an unexpected failure answers 'unavailable' instead of leaving the client waiting. */
export function guarded(
  ctx: HandlerContext,
  event: string,
  fn: (payload: unknown, ack: unknown) => Promise<void>,
): (payload: unknown, ack?: unknown) => void {
  return (payload, ack) => {
    fn(payload, ack).catch((err: unknown) => {
      ctx.logger.warn({ err: (err as Error).message, event }, 'socket handler failed');
      reply(ack, { ok: false, error: 'unavailable', message: 'Something went wrong. Try again.' });
    });
  };
}
