import type { WalletTransaction } from '../api';

/** SPEC §4: succeeded added+free+gift minus succeeded used. */
export function walletBalance(txs: Pick<WalletTransaction, 'type' | 'status' | 'likes'>[]): number {
  let balance = 0;
  for (const tx of txs) {
    if (tx.status !== 'succeeded') continue;
    if (tx.type === 'used') balance -= tx.likes;
    else balance += tx.likes;
  }
  return balance;
}
