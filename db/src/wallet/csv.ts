/**
 * A fan's wallet as CSV (GET /api/wallet/transactions.csv, issue 27): every transaction of the signed-in user,
 * newest first, streamed by export/stream.ts from a cursor that walks the index wallet_transactions_user
 * (user_id, created_at DESC, id DESC) in order: one batch in memory whatever the count, one snapshot.
 */
import type { WalletTransaction } from '@fanlift/core';
import type { CsvExport } from '../export/stream';

export const WALLET_CSV_COLUMNS = ['Date', 'Type', 'Status', 'Likes', 'Description', 'Transaction ID'];

const TYPE_LABEL: Record<WalletTransaction['type'], string> = {
  added: 'Purchased',
  free: 'Free',
  gift: 'Gift',
  used: 'Sent',
};
const STATUS_LABEL: Record<WalletTransaction['status'], string> = {
  succeeded: 'Succeeded',
  pending: 'Pending',
  failed: 'Failed',
};

interface CsvRow {
  id: number | string;
  type: WalletTransaction['type'];
  status: WalletTransaction['status'];
  likes: number;
  payment_name: string | null;
  created_at: Date | string;
}

/** The export of `userId`'s wallet; `day` (YYYY-MM-DD) names the file. */
export function walletCsv(userId: number, day: string): CsvExport<CsvRow> & { filename: string } {
  return {
    filename: `fanlift-wallet-${day}.csv`,
    columns: WALLET_CSV_COLUMNS,
    queries: [
      {
        sql: `SELECT id, type, status, likes, payment_name, created_at FROM wallet_transactions
               WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
        bind: [userId],
      },
    ],
    record: (r) => [
      new Date(r.created_at).toISOString(),
      TYPE_LABEL[r.type] ?? r.type,
      STATUS_LABEL[r.status] ?? r.status,
      r.type === 'used' ? -r.likes : r.likes,
      r.payment_name ?? '',
      Number(r.id),
    ],
  };
}
