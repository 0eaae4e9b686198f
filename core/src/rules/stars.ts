import { DEFAULT_STAR_THRESHOLDS, STAR_TOTAL } from '../constants';

/** SPEC §4: earnedStar yellow stars plus (5 - earnedStar) grey stars. */
export function starsSplit(earnedStar: number): { yellow: number; grey: number } {
  const yellow = Math.max(0, Math.min(STAR_TOTAL, Math.floor(Number.isFinite(earnedStar) ? earnedStar : 0)));
  return { yellow, grey: STAR_TOTAL - yellow };
}

/** DESIGN §5: stars earned by total likes given. */
export function starsForLikesGiven(
  likesGiven: number,
  thresholds: readonly number[] = DEFAULT_STAR_THRESHOLDS,
): number {
  return thresholds.filter((t) => likesGiven >= t).length;
}
