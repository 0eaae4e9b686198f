import type { Transaction } from 'sequelize';
import type { WalletTransaction } from '@fanlift/core';
import { fanAccount } from './accounts';
import { transfer, type LedgerCause } from './transfer';

/** A fan's wallet after a journal: its balance (undefined when nothing was applied) and the wallet transaction. */
export interface FanWalletMove {
  journalId: number;
  applied: boolean;
  balance: number | undefined;
  transaction: WalletTransaction | null;
}

/**
 * Likes the platform gives (DESIGN §4 platform:promo -> fan): a spin's win ('free'), a referral reward, an
 * affiliate commission, a welcome bonus ('gift'). The one way promo likes reach a wallet.
 */
export async function creditPromo(
  t: Transaction,
  c: {
    fanUserId: number;
    likes: number;
    type: 'gift' | 'free';
    cause: LedgerCause;
    paymentName: string;
    walletMeta?: Record<string, unknown>;
  },
): Promise<FanWalletMove> {
  const fan = fanAccount(c.fanUserId);
  const r = await transfer(t, {
    cause: c.cause,
    from: 'platform:promo',
    to: fan,
    likes: c.likes,
    wallet: { userId: c.fanUserId, type: c.type, paymentName: c.paymentName, meta: c.walletMeta },
  });
  return { journalId: r.journalId, applied: r.applied, balance: r.balances[fan], transaction: r.transaction };
}

/**
 * Promo likes taken back (fan -> platform:promo, a `used` transaction): an affiliate commission reversed with the
 * purchase it came from. The caller takes no more than the wallet holds (lockBalance).
 */
export async function returnToPromo(
  t: Transaction,
  c: { fanUserId: number; likes: number; cause: LedgerCause; paymentName: string },
): Promise<FanWalletMove> {
  const fan = fanAccount(c.fanUserId);
  const r = await transfer(t, {
    cause: c.cause,
    from: fan,
    to: 'platform:promo',
    likes: c.likes,
    wallet: { userId: c.fanUserId, type: 'used', paymentName: c.paymentName },
  });
  return { journalId: r.journalId, applied: r.applied, balance: r.balances[fan], transaction: r.transaction };
}
