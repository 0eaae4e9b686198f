/** Business constants of SPEC §9 and the product decisions of DESIGN §5. */
export const DEFAULT_ATHLETE_SORT = 'ranking' as const;
export const STAR_TOTAL = 5;
/** Wheel segments in credits, in order (SPEC §9). */
export const WHEEL_SEGMENTS = [1, 2, 3, 5, 2, 1, 3, 1, 2, 5, 3, 10] as const;
export const SPIN_DURATION = 1;
export const SEARCH_MIN_CHARS = 3;
export const HIGHLIGHT_CLEAR_MS = 2000;
export const COPY_NOTICE_MS = 3000;
export const CONFETTI_MS = 5000;
export const FAN_LOADING_FLAG_MS = 2000;
export const WALLET_FETCH_DELAY_MS = 1000;
export const REFERRAL_CODE_PREFIX = 'REFER';
export const MOBILE_MAX_WIDTH = 992;
export const REWARDS_LIST_MAX_HEIGHT_PX = 280;
export const LINK_PREFETCH_MARGIN_PX = 200;

/** DESIGN §5 defaults (overridable by config). */
export const DEFAULT_LIKE_PRICE_CENTS = 100;
export const LIKE_PACKS = [5, 10, 25, 50, 100] as const;
export const CUSTOM_LIKES_MIN = 1;
export const CUSTOM_LIKES_MAX = 1000;
export const DEFAULT_INVITER_EARN_LIKE = 5;
/** Total likes given needed for 1..5 stars. */
export const DEFAULT_STAR_THRESHOLDS = [10, 50, 100, 250, 500] as const;
export const CHAT_MESSAGE_MAX = 500;
export const CHAT_HISTORY = 50;

export const SPORTS = ['football', 'basketball'] as const;
export type Sport = (typeof SPORTS)[number];
export const FOOTBALL_POSITIONS = [
  'QB',
  'RB',
  'WR',
  'TE',
  'OL',
  'DL',
  'LB',
  'CB',
  'S',
  'K',
  'P',
  'ATH',
] as const;
export const BASKETBALL_POSITIONS = ['PG', 'SG', 'SF', 'PF', 'C'] as const;
export const POSITIONS: Record<Sport, readonly string[]> = {
  football: FOOTBALL_POSITIONS,
  basketball: BASKETBALL_POSITIONS,
};
export const ATHLETE_SORTS = ['ranking', 'name', 'rating', 'likes', 'class'] as const;
export type AthleteSort = (typeof ATHLETE_SORTS)[number];
export const ATHLETE_PAGE_SIZE = 24;
export const HEADER_SEARCH_LIMIT = 6;
