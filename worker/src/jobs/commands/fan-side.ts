import { toWalletTxView, type AccountKey, type PostJournalResult } from '@fanlift/db';

/**
 * The fan's side of a posted journal: the balance after it, its wallet transaction as `wallet:balance` sends it,
 * and the result fields every command that moves a fan's likes answers.
 */
export function fanSide(posted: PostJournalResult, fan: AccountKey, likes: number) {
  const tx = posted.walletTransactions[0];
  const transaction = toWalletTxView(tx);
  const balance = posted.balances[fan] ?? 0;
  const result = { likes, balance, transactionId: transaction?.id ?? null, journalId: posted.journalId };
  return { balance, transaction, result };
}
