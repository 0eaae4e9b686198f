/** Cheers and the game's goal (DESIGN §5): the rules the worker, realtime and the web share. */

/** `likes:seconds` tiers, ascending by likes: a cheer of at least `likes` is pinned `seconds`. */
export interface PinTier {
  likes: number;
  seconds: number;
}

/** Seconds a cheer of `likes` stays pinned: the highest tier it reaches. */
export function pinSeconds(tiers: readonly PinTier[], likes: number): number {
  let seconds = tiers[0]?.seconds ?? 0;
  for (const t of tiers) if (likes >= t.likes) seconds = t.seconds;
  return seconds;
}

/** The thresholds `likes` has reached, and the next one (null past the last). */
export function goalProgress(
  thresholds: readonly number[],
  likes: number,
): { reached: number[]; next: number | null } {
  return { reached: thresholds.filter((t) => likes >= t), next: thresholds.find((t) => likes < t) ?? null };
}
