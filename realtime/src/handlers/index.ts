import { rooms } from '@fanlift/core';
import type { RealtimeSocket } from '../types';
import { registerChatHandlers } from './chat';
import { registerCheerHandlers } from './cheers';
import { registerGameHandlers } from './games';
import { registerProfileHandlers } from './profiles';
import type { HandlerContext } from './reply';

export { MAX_EXTRA_ROOMS, type HandlerContext } from './reply';

/** Room membership, live games, chat, cheers and profile watching for one authenticated socket. */
export function registerHandlers(socket: RealtimeSocket, shared: HandlerContext): void {
  const { user } = socket.data;
  void socket.join(rooms.user(user.id));
  const ctx = { ...shared, socket, user };
  registerProfileHandlers(ctx);
  registerGameHandlers(ctx);
  registerChatHandlers(ctx);
  registerCheerHandlers(ctx);

  socket.on('disconnect', (reason) => {
    ctx.logger.debug({ userId: user.id, socketId: socket.id, reason }, 'socket disconnected');
  });
}
