/**
 * Bracket events: `bracket:scores` is broadcast to every connected client when a bracket's results change (an
 * admin posted a result, or a linked game went final). It carries no scores: the pages showing that bracket
 * refetch their leaderboard and bracket (one GET each), so a missed event costs nothing but freshness.
 */
export interface BracketsServerEvents {
  'bracket:scores': (p: { bracketId: number; kind: 'cfp' | 'mbb'; code: string }) => void;
}
