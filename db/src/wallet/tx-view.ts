import type { WalletTransaction } from '@fanlift/core';

/** A posted wallet transaction as `wallet:balance` and command results send it (the contract's fields only). */
export function toWalletTxView(
  w:
    | {
        id: number;
        type: WalletTransaction['type'];
        status: WalletTransaction['status'];
        likes: number;
        paymentName: string | null;
        createdAt: string;
      }
    | undefined,
): WalletTransaction | null {
  return w
    ? {
        id: w.id,
        type: w.type,
        status: w.status,
        likes: w.likes,
        paymentName: w.paymentName,
        createdAt: w.createdAt,
      }
    : null;
}
