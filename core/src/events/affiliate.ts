/** Affiliate events: the affiliate's dashboard refetches its stats (a visit, a sign-up, a commission, a reversal). */
export interface AffiliateServerEvents {
  'affiliate:update': (p: { kind: 'visit' | 'signup' | 'commission' | 'reversal'; likes?: number }) => void;
}
