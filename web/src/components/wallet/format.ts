import type { WalletTransaction, WalletTransactionType } from '@fanlift/core';

/** "1 like", "1,250 likes" (locale grouping). */
export function formatLikes(n: number): string {
  return `${n.toLocaleString()} ${Math.abs(n) === 1 ? 'like' : 'likes'}`;
}

/** Money from cents in the viewer's locale, e.g. $25.00. */
export function formatMoney(cents: number, currency = 'usd'): string {
  return new Intl.NumberFormat(undefined, { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

/** A date and time in the viewer's locale and time zone. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

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

export function athleteName(a: {
  firstName?: string | null;
  lastName?: string | null;
  user?: { firstName?: string | null; lastName?: string | null };
}): string {
  const first = a.firstName ?? a.user?.firstName ?? '';
  const last = a.lastName ?? a.user?.lastName ?? '';
  return `${first} ${last}`.trim() || 'This athlete';
}

export function capitalise(s: string | null | undefined): string {
  return s ? s[0].toUpperCase() + s.slice(1) : '';
}
