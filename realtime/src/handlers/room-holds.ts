import { rooms } from '@fanlift/core';
import type { RealtimeSocket, RoomReason } from '../types';
import { canJoinMore } from './reply';

/**
 * Rooms a socket joins on request, with the reasons it is in each (DESIGN §1): a watch of live totals
 * (`athlete:{id}`, `school:{id}`) or the `game:join` of a game (`game:{id}`). The rule: a room is left only when its
 * last reason is released, and never the socket's own rooms (its id and `user:{id}`, joined at connect). So an
 * unwatch cannot take a socket out of a room a joined game still needs, nor a `game:leave` out of one it watches.
 * Holding again for a reason already held is a no-op (a watch is a state, not a count).
 */
const reasons = (socket: RealtimeSocket) => (socket.data.holds ??= {});

const ownRoom = (socket: RealtimeSocket, room: string) =>
  room === socket.id || room === rooms.user(socket.data.user.id);

/** Join `room` for `reason`, within the socket's room budget: false when the budget is spent. */
export async function hold(socket: RealtimeSocket, room: string, reason: RoomReason): Promise<boolean> {
  if (!socket.rooms.has(room) && !canJoinMore(socket)) return false;
  const held = reasons(socket);
  const now = held[room] ?? [];
  if (!now.includes(reason)) held[room] = [...now, reason];
  await socket.join(room);
  return true;
}

/** Drop `reason` for `room`; leave it when no reason remains (a room joined before reasons were kept: at once). */
export async function release(socket: RealtimeSocket, room: string, reason: RoomReason): Promise<void> {
  const held = reasons(socket);
  const rest = (held[room] ?? []).filter((r) => r !== reason);
  if (rest.length > 0) {
    held[room] = rest;
    return;
  }
  delete held[room];
  if (!ownRoom(socket, room)) await socket.leave(room);
}

/** Every room held for `reason` (a game's, when it is left). */
export const heldFor = (socket: RealtimeSocket, reason: RoomReason): string[] =>
  Object.entries(reasons(socket))
    .filter(([, r]) => r.includes(reason))
    .map(([room]) => room);
