/** Bracket rules (DESIGN §5 brackets): structures, picks and their locks, scoring. */
export * from './brackets/structure';
export * from './brackets/picks';
export * from './brackets/scoring';
