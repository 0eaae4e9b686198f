import type { Transaction } from 'sequelize';
import { fanAccount, type AccountKey } from './accounts';
import { postJournal } from './journal';
import type { FanWalletMove } from './promo';
import { transfer, type LedgerCause } from './transfer';
import { toWalletTxView } from '../wallet/tx-view';

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
    /** Of `likes`, what the platform keeps (platform:fees, issue 29); the recipient gets the rest. */
    feeLikes?: number;
  },
): Promise<WalletPayment> {
  const fan = fanAccount(p.fanUserId);
  const fee = p.feeLikes ?? 0;
  if (fee > 0) {
    if (fee >= p.likes) throw new Error(`A fee of ${fee} leaves nothing of ${p.likes} likes`);
    // One journal, three lines: the fan pays `likes`, the recipient gets likes - fee, platform:fees the fee.
    const posted = await postJournal(t, {
      kind: p.cause.kind,
      causeKey: p.cause.key,
      ...(p.cause.commandId ? { commandId: p.cause.commandId } : {}),
      meta: { ...p.cause.meta, feeLikes: fee },
      lines: [
        { account: fan, amount: -p.likes },
        { account: p.to, amount: p.likes - fee },
        { account: 'platform:fees', amount: fee },
      ],
      walletTransactions: [
        {
          userId: p.fanUserId,
          type: 'used',
          paymentName: p.paymentName,
          meta: { ...p.walletMeta, feeLikes: fee },
          likes: p.likes,
        },
      ],
    });
    return {
      journalId: posted.journalId,
      applied: posted.applied,
      balance: posted.balances[fan],
      recipientBalance: posted.balances[p.to],
      transaction: toWalletTxView(posted.walletTransactions[0]),
    };
  }
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

/**
 * A paid gift as a command's result starts: the likes, the fan's balance after, the wallet transaction, the journal.
 */
export const paidResult = (likes: number, paid: WalletPayment) => ({
  likes,
  balance: paid.balance ?? 0,
  transactionId: paid.transaction?.id ?? null,
  journalId: paid.journalId,
});
