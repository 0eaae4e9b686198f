import type { AthleteUpdate, Thank } from '../api/updates';

/**
 * Athlete updates and thank-yous, live (issue 29): `athlete:update` reaches the supporters online in their user
 * rooms (and, for a post to everyone, the viewers of the athlete's profile); `athlete:thanks` the fan thanked.
 */
export interface UpdatesServerEvents {
  'athlete:update': (p: { update: AthleteUpdate }) => void;
  'athlete:thanks': (p: { thank: Thank }) => void;
}
