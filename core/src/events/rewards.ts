/** Rewards events: milestone stars and spin results. */
export interface RewardsServerEvents {
  'milestone:star': (p: { earnedStar: number }) => void;
  'spin:result': (p: { likes: number; segmentIndex: number; balance: number }) => void;
}
