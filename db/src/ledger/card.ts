import type { Transaction } from 'sequelize';
import type { AccountKey } from './accounts';
import { postJournal } from './journal';
import { transfer, type LedgerCause, type Transferred } from './transfer';

/** The fan's side of a card journal: whose wallet moves and how the transaction is named. */
interface CardWallet {
  userId: number;
  paymentName: string;
  meta?: Record<string, unknown>;
}

/**
 * Card money in (DESIGN §7, platform:card -> account): a paid checkout session credits the buying fan (an
 * `added` transaction) or the guest-liked athlete (no wallet transaction).
 */
export async function creditCardPayment(
  t: Transaction,
  c: { account: AccountKey; likes: number; cause: LedgerCause; wallet?: CardWallet; feeLikes?: number },
): Promise<Transferred> {
  const fee = c.feeLikes ?? 0;
  if (fee > 0 && !c.wallet) {
    // A guest like with a platform fee (issue 29): the athlete gets likes - fee, platform:fees the fee.
    if (fee >= c.likes) throw new Error(`A fee of ${fee} leaves nothing of ${c.likes} likes`);
    const posted = await postJournal(t, {
      kind: c.cause.kind,
      causeKey: c.cause.key,
      meta: { ...c.cause.meta, feeLikes: fee },
      lines: [
        { account: 'platform:card', amount: -c.likes },
        { account: c.account, amount: c.likes - fee },
        { account: 'platform:fees', amount: fee },
      ],
    });
    return {
      journalId: posted.journalId,
      applied: posted.applied,
      balances: posted.balances,
      transaction: null,
    };
  }
  return transfer(t, {
    cause: c.cause,
    from: 'platform:card',
    to: c.account,
    likes: c.likes,
    wallet: c.wallet ? { ...c.wallet, type: 'added' } : undefined,
  });
}

/**
 * A refund or dispute takes likes back from the account a session credited (account -> platform:refunds, a
 * `used` transaction when it is a fan's wallet). The caller takes no more than the account holds (lockBalance).
 */
export function clawBackToRefunds(
  t: Transaction,
  c: { account: AccountKey; likes: number; cause: LedgerCause; wallet?: CardWallet },
): Promise<Transferred> {
  return transfer(t, {
    cause: c.cause,
    from: c.account,
    to: 'platform:refunds',
    likes: c.likes,
    wallet: c.wallet ? { ...c.wallet, type: 'used' } : undefined,
  });
}
