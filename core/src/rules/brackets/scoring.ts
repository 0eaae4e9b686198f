import type { BracketStructure } from './structure';
import type { Picks } from './picks';

/**
 * Scoring (DESIGN §5 brackets): a correct pick earns its round's points (by default doubling every round,
 * see doublingRoundPoints); the leaderboard orders by score, then by how close the tiebreaker (total points
 * of the final) came to the real total once it is known. Equal fans share a rank (1, 2, 2, 4).
 */
export interface BracketScore {
  total: number;
  correct: number;
  /** Games with a posted result. */
  decided: number;
  byRound: number[];
}

export function scorePicks(
  structure: BracketStructure,
  roundPoints: readonly number[],
  results: Record<string, number | null | undefined>,
  picks: Picks,
): BracketScore {
  const byRound = structure.rounds.map(() => 0);
  let correct = 0;
  let decided = 0;
  for (const g of structure.games) {
    const winner = results[g.code];
    if (winner === null || winner === undefined) continue;
    decided++;
    if (picks[g.code] === winner) {
      correct++;
      byRound[g.round] += roundPoints[g.round] ?? 0;
    }
  }
  return { total: byRound.reduce((a, b) => a + b, 0), correct, decided, byRound };
}

export interface RankInput {
  id: number;
  score: number;
  tiebreaker: number | null;
}

/** Leaderboard order and ranks; `finalTotal` is the real total of the final once it is played. */
export function rankEntries<T extends RankInput>(
  entries: readonly T[],
  finalTotal: number | null,
): (T & { rank: number })[] {
  const distance = (e: RankInput) =>
    finalTotal === null || e.tiebreaker === null
      ? Number.MAX_SAFE_INTEGER
      : Math.abs(e.tiebreaker - finalTotal);
  const sorted = [...entries].sort((a, b) => b.score - a.score || distance(a) - distance(b) || a.id - b.id);
  let rank = 0;
  return sorted.map((e, i) => {
    const prev = sorted[i - 1];
    if (!prev || prev.score !== e.score || distance(prev) !== distance(e)) rank = i + 1;
    return { ...e, rank };
  });
}
