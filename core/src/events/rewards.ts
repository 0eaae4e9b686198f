/** Rewards events: spin results, spin chances, referral rewards and milestone stars (DESIGN §3/§5). */
export interface RewardsServerEvents {
  /** A new star was recorded (once per star); it granted one spin chance. */
  'milestone:star': (p: { earnedStar: number; star?: number; chancesLeft?: number }) => void;
  /** The server's draw of a spin, after it was credited. */
  'spin:result': (p: {
    likes: number;
    segmentIndex: number;
    balance: number;
    spinId?: number;
    chancesLeft?: number;
    commandId?: string;
  }) => void;
  /** The fan's spin chances changed (a grant: referral, star, admin). */
  'spin:chances': (p: { chancesLeft: number; source: 'referral' | 'star' | 'admin' | 'seed' }) => void;
  /** A friend onboarded through the fan's invite link: the inviter's reward. */
  'referral:reward': (p: { likes: number; friendName: string; chancesLeft: number }) => void;
}
