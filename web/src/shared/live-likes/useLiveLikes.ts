import type { ServerToClientEvents } from '@fanlift/core/web';
import { useRoomWatch, useSocketEvent } from '../../socket';

export type AthleteLikes = Parameters<ServerToClientEvents['athlete:likes']>[0];
export type SchoolLikes = Parameters<ServerToClientEvents['school:likes']>[0];

/**
 * A public like count kept live: watch the athlete's or school's room while mounted (useRoomWatch: one watch per
 * room shared by the page's components, left when the last goes, watched again after a reconnect that restored
 * nothing) and report its `athlete:likes` / `school:likes` for this id. Visitors have no socket; the caller polls or
 * keeps what it last loaded.
 */
export function useLiveLikes(kind: 'athlete', id: number | null, onLikes: (p: AthleteLikes) => void): void;
export function useLiveLikes(kind: 'school', id: number | null, onLikes: (p: SchoolLikes) => void): void;
export function useLiveLikes(
  kind: 'athlete' | 'school',
  id: number | null,
  onLikes: ((p: AthleteLikes) => void) | ((p: SchoolLikes) => void),
): void {
  useRoomWatch(kind, id);
  useSocketEvent('athlete:likes', (p) => {
    if (kind === 'athlete' && id && p.athleteId === id) (onLikes as (p: AthleteLikes) => void)(p);
  });
  useSocketEvent('school:likes', (p) => {
    if (kind === 'school' && id && p.schoolId === id) (onLikes as (p: SchoolLikes) => void)(p);
  });
}
