/**
 * Bracket events: `bracket:scores` is broadcast to every connected client once the `brackets.rank` job stored a
 * bracket's new ranks after its results changed (an admin posted or corrected a result, a linked game went final,
 * new points per round; `code` is then empty), and when an admin moves a game's kickoff (`code`: that game). It
 * carries no scores: the pages showing that bracket refetch their leaderboard and bracket (one GET each), so a
 * missed event costs nothing but freshness.
 */
export interface BracketsServerEvents {
  'bracket:scores': (p: { bracketId: number; kind: 'cfp' | 'mbb'; code: string }) => void;
}
