import type { BracketStructure, SlotSource } from './structure';

/**
 * Picks (DESIGN §5 brackets): a fan picks the winner of every game. A side of a game is the actual team when
 * it is known (a seeded team, or the posted winner of the feeder game); until then it is the team the fan
 * picked to win the feeder. A pick must name one of the two sides; changing a pick clears the fan's later
 * picks that no longer follow from it, except in games already locked (kicked off), which stay as made.
 * Everything here is pure: the server calls it inside the transaction that saves the pick.
 */
export interface BracketFacts {
  /** Team slot key → school id (the seeding). */
  teams: Record<string, number>;
  /** Game code → the winner's school id, once posted. */
  results: Record<string, number | null | undefined>;
}

export type Picks = Record<string, number>;
export interface Sides {
  top: number | null;
  bottom: number | null;
}

function side(src: SlotSource, facts: BracketFacts, picks: Picks): number | null {
  if ('team' in src) return facts.teams[src.team] ?? null;
  return facts.results[src.winnerOf] ?? picks[src.winnerOf] ?? null;
}

/** The real participants of every game, as far as results are known (no picks involved). */
export function actualSides(structure: BracketStructure, facts: BracketFacts): Record<string, Sides> {
  return projectedSides(structure, facts, {});
}

/** Every game's two sides as this fan sees them: actual teams where known, else the fan's own feeder picks. */
export function projectedSides(
  structure: BracketStructure,
  facts: BracketFacts,
  picks: Picks,
): Record<string, Sides> {
  const out: Record<string, Sides> = {};
  for (const g of structure.games)
    out[g.code] = { top: side(g.top, facts, picks), bottom: side(g.bottom, facts, picks) };
  return out;
}

export type PickError = 'unknown_game' | 'not_in_game' | 'locked';

/** A pick to check or make: the bracket, its facts, the fan's picks, the game and the school picked to win it. */
type PickArgs = [
  structure: BracketStructure,
  facts: BracketFacts,
  picks: Picks,
  code: string,
  schoolId: number,
  isLocked: (code: string) => boolean,
];

/** Why a pick of `schoolId` to win `code` is refused, or null when it is allowed. */
export function pickError(
  ...[structure, facts, picks, code, schoolId, isLocked]: PickArgs
): PickError | null {
  const game = structure.games.find((g) => g.code === code);
  if (!game) return 'unknown_game';
  if (isLocked(code)) return 'locked';
  const s = projectedSides(structure, facts, picks)[code];
  if (!s || (s.top !== schoolId && s.bottom !== schoolId)) return 'not_in_game';
  return null;
}

/**
 * The fan's picks after picking `schoolId` in `code` (call pickError first): later picks that no longer
 * name a side of their game are removed, unless their game is locked. Returns the new picks and the removed
 * codes.
 */
export function applyPick(...[structure, facts, picks, code, schoolId, isLocked]: PickArgs): {
  picks: Picks;
  removed: string[];
} {
  const next: Picks = { ...picks, [code]: schoolId };
  return prunePicks(structure, facts, next, isLocked);
}

/** Remove the unlocked picks that do not name a side of their game (walking the rounds in order). */
export function prunePicks(
  structure: BracketStructure,
  facts: BracketFacts,
  picks: Picks,
  isLocked: (code: string) => boolean,
): { picks: Picks; removed: string[] } {
  const next: Picks = { ...picks };
  const removed: string[] = [];
  for (const g of structure.games) {
    const pick = next[g.code];
    if (pick === undefined || isLocked(g.code)) continue;
    const top = side(g.top, facts, next);
    const bottom = side(g.bottom, facts, next);
    if (pick !== top && pick !== bottom) {
      delete next[g.code];
      removed.push(g.code);
    }
  }
  return { picks: next, removed };
}

/** A pick locks at its game's kickoff: from that instant on (server time) it cannot change. */
export function isKickedOff(kickoffAt: Date | string, now: Date): boolean {
  return now.getTime() >= new Date(kickoffAt).getTime();
}
