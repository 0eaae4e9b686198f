import { WHEEL_SEGMENTS } from '../constants';

/**
 * DESIGN §5 spin: the server draws one of the 12 segments of SPEC §9 with probability 1/12 each. These figures
 * are published beside the wheel (the odds of each amount and the expected value of a spin).
 */
export const WHEEL_SEGMENT_COUNT = WHEEL_SEGMENTS.length;

/** Each distinct amount with how many segments carry it and its probability. */
export function wheelOdds(): { likes: number; segments: number; probability: number }[] {
  const counts = new Map<number, number>();
  for (const s of WHEEL_SEGMENTS) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([likes, segments]) => ({ likes, segments, probability: segments / WHEEL_SEGMENT_COUNT }));
}

/** Expected likes of one spin: the mean of the segments (38 / 12 ≈ 3.17). */
export const WHEEL_EXPECTED_LIKES = WHEEL_SEGMENTS.reduce<number>((a, b) => a + b, 0) / WHEEL_SEGMENT_COUNT;

/** Likes of a segment index (0..11); throws on anything else. */
export function segmentLikes(index: number): number {
  if (!Number.isInteger(index) || index < 0 || index >= WHEEL_SEGMENT_COUNT)
    throw new RangeError(`No wheel segment ${index}`);
  return WHEEL_SEGMENTS[index];
}

/** Rotation (degrees, clockwise) that brings segment `index` under the pointer at the top after `turns` turns. */
export function wheelRotationFor(index: number, turns = 5): number {
  const slice = 360 / WHEEL_SEGMENT_COUNT;
  return turns * 360 + (360 - (index * slice + slice / 2));
}

/** SPEC §4: the Spin button is enabled only when total chances minus spins used is at least 1. */
export const canSpin = (totalChances: number, spinsUsed: number) => totalChances - spinsUsed >= 1;

/** SPEC §7 invite link: the login path with hint signup, userType fan and referralCode REFER<code>. */
export function inviteLinkPath(referralCode: string): string {
  return `/api/auth/login?hint=signup&userType=fan&referralCode=REFER${encodeURIComponent(referralCode)}`;
}

/** What a star needs and what comes next (thresholds of DESIGN §5 by likes given). */
export function starProgress(
  likesGiven: number,
  thresholds: readonly number[],
): { earnedStar: number; nextStar: number | null; nextThreshold: number | null; remaining: number } {
  const earnedStar = thresholds.filter((t) => likesGiven >= t).length;
  const nextThreshold = earnedStar < thresholds.length ? thresholds[earnedStar] : null;
  return {
    earnedStar,
    nextStar: nextThreshold == null ? null : earnedStar + 1,
    nextThreshold,
    remaining: nextThreshold == null ? 0 : Math.max(0, nextThreshold - likesGiven),
  };
}
