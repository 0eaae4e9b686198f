import type { Logger } from 'pino';
import { athleteWatchSchema, gameJoinSchema, rooms, type SocketAck } from '@fanlift/core';
import type { RealtimeSocket } from './types';

/** Rooms a socket may be in besides its own id and `user:{id}` (bounds memory per connection). */
export const MAX_EXTRA_ROOMS = 64;

type Ack = SocketAck;

/** Clients may send anything: call the ack only when it really is a function. */
function reply(ack: unknown, r: { ok: boolean; error?: string }): void {
  if (typeof ack === 'function') (ack as Ack)(r);
}

function canJoinMore(socket: RealtimeSocket): boolean {
  return socket.rooms.size < MAX_EXTRA_ROOMS + 2;
}

/** Room membership and (later) chat for one authenticated socket. */
export function registerHandlers(socket: RealtimeSocket, logger: Logger): void {
  const { user } = socket.data;
  void socket.join(rooms.user(user.id));

  socket.on('game:join', (payload: unknown, ack?: unknown) => {
    const parsed = gameJoinSchema.safeParse(payload);
    if (!parsed.success) return reply(ack, { ok: false, error: 'invalid_payload' });
    const room = rooms.game(parsed.data.gameId);
    if (!socket.rooms.has(room) && !canJoinMore(socket))
      return reply(ack, { ok: false, error: 'too_many_rooms' });
    void socket.join(room);
    reply(ack, { ok: true });
  });

  socket.on('game:leave', (payload: unknown, ack?: unknown) => {
    const parsed = gameJoinSchema.safeParse(payload);
    if (!parsed.success) return reply(ack, { ok: false, error: 'invalid_payload' });
    void socket.leave(rooms.game(parsed.data.gameId));
    reply(ack, { ok: true });
  });

  // Live dashboards and profile pages: athlete like counts are public, so anyone signed in may watch.
  socket.on('athlete:watch', (payload: unknown, ack?: unknown) => {
    const parsed = athleteWatchSchema.safeParse(payload);
    if (!parsed.success) return reply(ack, { ok: false, error: 'invalid_payload' });
    const room = rooms.athlete(parsed.data.athleteId);
    if (!socket.rooms.has(room) && !canJoinMore(socket))
      return reply(ack, { ok: false, error: 'too_many_rooms' });
    void socket.join(room);
    reply(ack, { ok: true });
  });

  // Live chat is a later issue; answer so a client never waits on an ack that will not come.
  socket.on('chat:send', (_payload: unknown, ack?: unknown) => {
    reply(ack, { ok: false, error: 'not_available' });
  });

  socket.on('disconnect', (reason) => {
    logger.debug({ userId: user.id, socketId: socket.id, reason }, 'socket disconnected');
  });
}
