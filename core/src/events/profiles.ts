import { z } from 'zod';
import { clientEvent } from './client-event';

/** Live totals of athletes and schools. */
export interface ProfilesServerEvents {
  'athlete:likes': (p: { athleteId: number; likes: number; sumTotalInCents: number }) => void;
  'school:likes': (p: { schoolId: number; likes: number }) => void;
}

export const athleteWatchSchema = z.object({ athleteId: z.number().int().positive() });
export const schoolWatchSchema = z.object({ schoolId: z.number().int().positive() });

export const profilesClientEvents = {
  /** An athlete's live like count (public, so anyone signed in may watch). */
  'athlete:watch': clientEvent(athleteWatchSchema),
  /** A school's live like count, given to it directly (public, like the university page). */
  'school:watch': clientEvent(schoolWatchSchema),
};
