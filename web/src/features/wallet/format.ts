import type { WalletTransaction, WalletTransactionType } from '@fanlift/core/web';

export const TX_TYPE_LABEL: Record<WalletTransactionType, string> = {
  added: 'Purchased',
  free: 'Free',
  gift: 'Gift',
  used: 'Sent',
};

export const TX_STATUS_LABEL: Record<WalletTransaction['status'], string> = {
  succeeded: 'Succeeded',
  pending: 'Pending',
  failed: 'Failed',
};

/** Signed likes of one transaction as the fan sees it: +25 or −10. */
export function signedLikes(tx: Pick<WalletTransaction, 'type' | 'likes'>): string {
  return `${tx.type === 'used' ? '−' : '+'}${tx.likes.toLocaleString()}`;
}
