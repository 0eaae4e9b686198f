import { z } from 'zod';
import type { SocketAck } from './ack';

/** Live totals of athletes and schools. */
export interface ProfilesServerEvents {
  'athlete:likes': (p: { athleteId: number; likes: number; sumTotalInCents: number }) => void;
  'school:likes': (p: { schoolId: number; likes: number }) => void;
}

export interface ProfilesClientEvents {
  'athlete:watch': (p: { athleteId: number }, ack?: SocketAck) => void;
}

export const athleteWatchSchema = z.object({ athleteId: z.number().int().positive() });
