import type { Transaction } from 'sequelize';
import { fanAccount, type AccountKey } from './accounts';
import type { FanWalletMove } from './promo';
import { transfer, type LedgerCause } from './transfer';

export interface WalletPayment extends FanWalletMove {
  /** The recipient's stored balance after the journal (undefined for a platform account or when not applied). */
  recipientBalance: number | undefined;
}

/**
 * A fan pays from their wallet (fan -> recipient, a `used` transaction): likes sent to an athlete or a school,
 * a spend in the marketplace. Throws InsufficientBalanceError, having written nothing, when the wallet is short.
 */
export async function payFromWallet(
  t: Transaction,
  p: {
    fanUserId: number;
    to: AccountKey;
    likes: number;
    cause: LedgerCause;
    paymentName: string | null;
    walletMeta?: Record<string, unknown>;
  },
): Promise<WalletPayment> {
  const fan = fanAccount(p.fanUserId);
  const r = await transfer(t, {
    cause: p.cause,
    from: fan,
    to: p.to,
    likes: p.likes,
    wallet: { userId: p.fanUserId, type: 'used', paymentName: p.paymentName, meta: p.walletMeta },
  });
  return {
    journalId: r.journalId,
    applied: r.applied,
    balance: r.balances[fan],
    recipientBalance: r.balances[p.to],
    transaction: r.transaction,
  };
}
