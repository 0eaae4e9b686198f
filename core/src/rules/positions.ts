import { POSITIONS, type Sport } from '../constants';

/** The positions of a sport; none before a sport is chosen. */
export function positionsOf(sport: Sport | ''): readonly string[] {
  return sport ? POSITIONS[sport] : [];
}

/** The position kept when the sport changes to `sport`: the same one when that sport has it, else none. */
export function positionForSport(sport: Sport | '', position: string): string {
  return positionsOf(sport).includes(position) ? position : '';
}
