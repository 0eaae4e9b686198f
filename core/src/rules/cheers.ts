/** Cheers and the game's goal (DESIGN §5): the rules the worker, realtime and the web share. */

/** `likes:seconds` tiers, ascending by likes: a cheer of at least `likes` is pinned `seconds`. */
export interface PinTier {
  likes: number;
  seconds: number;
}

const TIER = /^([1-9][0-9]{0,6}):([1-9][0-9]{0,4})$/;

/** Why `LIKES:SECONDS,...` is not a valid list of pin tiers, or null when it is. */
export function pinTiersProblem(spec: string): string | null {
  const parts = spec.split(',').map((t) => t.trim());
  if (!parts.every((t) => TIER.test(t))) return 'each tier is LIKES:SECONDS, e.g. 100:120';
  const tiers = parsePinTiers(spec);
  if (tiers[0].likes !== 1) return 'the first tier starts at 1 like';
  if (!tiers.every((t, i) => i === 0 || (t.likes > tiers[i - 1].likes && t.seconds >= tiers[i - 1].seconds)))
    return 'tiers go up in likes, and never down in seconds';
  return null;
}

/** `1:5,10:30` -> [{likes: 1, seconds: 5}, {likes: 10, seconds: 30}] (checked by the config first). */
export function parsePinTiers(spec: string): PinTier[] {
  return spec.split(',').map((t) => {
    const [likes, seconds] = t.trim().split(':').map(Number);
    return { likes, seconds };
  });
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
