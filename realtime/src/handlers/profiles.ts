import { rooms } from '@fanlift/core';
import { on } from './on';
import type { RealtimeSocket } from '../types';
import { TOO_MANY_ROOMS, type SocketContext } from './reply';
import { hold, release } from './room-holds';

/** Join a public room of live totals, within the socket's room budget. */
async function watch(socket: RealtimeSocket, room: string) {
  return (await hold(socket, room, 'watch')) ? { ok: true } : TOO_MANY_ROOMS;
}

/** Stop watching: the room is left unless another reason holds it (a joined game's, the socket's own). */
async function unwatch(socket: RealtimeSocket, room: string) {
  await release(socket, room, 'watch');
  return { ok: true };
}

/**
 * Live dashboards and profile pages: athlete and school like counts are public, so anyone signed in may watch
 * (`athlete:likes` in athlete:{id}, `school:likes` in school:{id}), and unwatch when the page goes, so a long visit
 * of many pages does not spend the socket's room budget (MAX_EXTRA_ROOMS).
 */
export function registerProfileHandlers(ctx: SocketContext): void {
  on(ctx, 'athlete:watch', ({ athleteId }, { socket }) => watch(socket, rooms.athlete(athleteId)));
  on(ctx, 'athlete:unwatch', ({ athleteId }, { socket }) => unwatch(socket, rooms.athlete(athleteId)));
  on(ctx, 'school:watch', ({ schoolId }, { socket }) => watch(socket, rooms.school(schoolId)));
  on(ctx, 'school:unwatch', ({ schoolId }, { socket }) => unwatch(socket, rooms.school(schoolId)));
}
