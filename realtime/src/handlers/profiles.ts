import { rooms } from '@fanlift/core';
import { on } from './on';
import { canJoinMore, type SocketContext } from './reply';

/** Live dashboards and profile pages: athlete like counts are public, so anyone signed in may watch. */
export function registerProfileHandlers(ctx: SocketContext): void {
  on(ctx, 'athlete:watch', async ({ athleteId }, { socket }) => {
    const room = rooms.athlete(athleteId);
    if (!socket.rooms.has(room) && !canJoinMore(socket)) return { ok: false, error: 'too_many_rooms' };
    await socket.join(room);
    return { ok: true };
  });
}
