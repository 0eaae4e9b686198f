import { athleteWatchSchema, rooms } from '@fanlift/core';
import type { RealtimeSocket } from '../types';
import { registerChatHandlers } from './chat';
import { registerGameHandlers } from './games';
import { canJoinMore, reply, type HandlerContext } from './reply';

export { MAX_EXTRA_ROOMS, type HandlerContext } from './reply';

/** Room membership, live games and chat for one authenticated socket. */
export function registerHandlers(socket: RealtimeSocket, ctx: HandlerContext): void {
  const { user } = socket.data;
  void socket.join(rooms.user(user.id));

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

  registerGameHandlers(socket, ctx);
  registerChatHandlers(socket, ctx);

  socket.on('disconnect', (reason) => {
    ctx.logger.debug({ userId: user.id, socketId: socket.id, reason }, 'socket disconnected');
  });
}
