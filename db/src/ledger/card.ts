import type { Transaction } from 'sequelize';
import type { AccountKey } from './accounts';
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
export function creditCardPayment(
  t: Transaction,
  c: { account: AccountKey; likes: number; cause: LedgerCause; wallet?: CardWallet },
): Promise<Transferred> {
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
