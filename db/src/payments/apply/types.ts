import type { Sequelize, Transaction } from 'sequelize';
import type { WalletTransaction } from '@fanlift/core';

export class DeferStripeEventError extends Error {
  code = 'deferred' as const;
}

export interface AppliedEmit {
  walletBalance?: { userId: number; balance: number; transaction: WalletTransaction | null };
  athleteLikes?: { athleteId: number; likes: number };
  /** The affiliate's dashboard refetches (a commission or its reversal). */
  affiliate?: { userId: number; kind: 'commission' | 'reversal'; likes: number };
}

export interface ApplyResult {
  eventId: string;
  type: string | null;
  outcome: string;
  checkoutSessionId?: string;
  emits: AppliedEmit[];
  emailIds: string[];
}

/** One event being applied: its object, and how the step ends (recorded once, with the outcome). */
export interface EventStep {
  sequelize: Sequelize;
  t: Transaction;
  eventId: string;
  type: string;
  object: unknown;
  /** AFFILIATE_SHARE_PERCENT: the share of a referred fan's purchase an affiliate earns. */
  affiliateSharePercent: number;
  /** PLATFORM_FEE_PERCENT: the platform's share of a guest like (platform:fees), the athlete gets the rest. */
  platformFeePercent: number;
  finish(outcome: string, extra?: Partial<ApplyResult>): Promise<ApplyResult>;
  /** The event's payment is not known (yet): retried until UNMATCHED_EVENT_MAX_AGE_HOURS, then recorded. */
  unmatched(what: string): Promise<ApplyResult>;
}
