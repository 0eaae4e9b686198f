import { z } from 'zod';
import { clientEvent } from './client-event';

/** Live totals of athletes and schools. */
export interface ProfilesServerEvents {
  'athlete:likes': (p: { athleteId: number; likes: number; sumTotalInCents: number }) => void;
  'school:likes': (p: { schoolId: number; likes: number }) => void;
}

export const athleteWatchSchema = z.object({ athleteId: z.number().int().positive() });
export const schoolWatchSchema = z.object({ schoolId: z.number().int().positive() });

/**
 * A watch is a state of the socket, not a count: watching a room twice is watching it once, and one unwatch ends it
 * (the web shares one watch per room among the components that show it). An unwatch never takes the socket out of
 * a room it is in for another reason (realtime/src/handlers/room-holds.ts).
 */
export const profilesClientEvents = {
  /** An athlete's live like count (public, so anyone signed in may watch). */
  'athlete:watch': clientEvent(athleteWatchSchema),
  /** No longer the athlete's live like count: its room is left unless something else holds it. */
  'athlete:unwatch': clientEvent(athleteWatchSchema),
  /** A school's live like count, given to it directly (public, like the university page). */
  'school:watch': clientEvent(schoolWatchSchema),
  /** No longer the school's live like count (as athlete:unwatch). */
  'school:unwatch': clientEvent(schoolWatchSchema),
};
