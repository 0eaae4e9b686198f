import type { WalletTransaction } from '@fanlift/core/web';
import { TX_STATUS_LABEL, TX_TYPE_LABEL } from './format';

/** One CSV field (RFC 4180); cells that a spreadsheet would run as a formula are prefixed with '. */
function cell(value: string | number | null | undefined): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function walletCsv(transactions: WalletTransaction[]): string {
  const header = ['Date', 'Type', 'Status', 'Likes', 'Description', 'Transaction ID'];
  const rows = transactions.map((tx) => [
    tx.createdAt,
    TX_TYPE_LABEL[tx.type] ?? tx.type,
    TX_STATUS_LABEL[tx.status] ?? tx.status,
    tx.type === 'used' ? -tx.likes : tx.likes,
    tx.paymentName ?? '',
    tx.id,
  ]);
  return [header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Download a text file in the browser (client-side Blob; nothing is sent anywhere). */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const blob = new Blob(['\ufeff', text], { type });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
