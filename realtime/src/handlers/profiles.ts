import { rooms } from '@fanlift/core';
import { on } from './on';
import type { RealtimeSocket } from '../types';
import { canJoinMore, type SocketContext } from './reply';

/** Join a public room of live totals, within the socket's room budget. */
async function watch(socket: RealtimeSocket, room: string) {
  if (!socket.rooms.has(room) && !canJoinMore(socket)) return { ok: false as const, error: 'too_many_rooms' };
  await socket.join(room);
  return { ok: true as const };
}

/**
 * Live dashboards and profile pages: athlete and school like counts are public, so anyone signed in may watch
 * (`athlete:likes` in athlete:{id}, `school:likes` in school:{id}).
 */
export function registerProfileHandlers(ctx: SocketContext): void {
  on(ctx, 'athlete:watch', ({ athleteId }, { socket }) => watch(socket, rooms.athlete(athleteId)));
  on(ctx, 'school:watch', ({ schoolId }, { socket }) => watch(socket, rooms.school(schoolId)));
}
