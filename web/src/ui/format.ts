import { DEFAULT_LIKE_PRICE_CENTS } from '@fanlift/core/web';

/** Formatting of numbers, money, likes, names and dates, shared by every page. */

/** Cents as US dollars ($1,234 or $12.50 when there are cents). */
export function formatDollars(cents: number | null | undefined): string {
  const n = Number(cents ?? 0) / 100;
  return n.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(n) ? 0 : 2,
    maximumFractionDigits: 2,
  });
}

export function formatNumber(n: number | null | undefined): string {
  return Number(n ?? 0).toLocaleString('en-US');
}

export function likesFromCents(cents: number | null | undefined): number {
  return Math.round(Number(cents ?? 0) / DEFAULT_LIKE_PRICE_CENTS);
}

/** 74 -> 6′ 2″ */
export function formatHeight(inches: number | null | undefined): string | null {
  if (!inches) return null;
  return `${Math.floor(inches / 12)}′ ${inches % 12}″`;
}

export function formatWeight(lbs: number | null | undefined): string | null {
  return lbs ? `${lbs} lbs` : null;
}

export function capitalise(s: string | null | undefined): string {
  return s ? s[0].toUpperCase() + s.slice(1) : '';
}

export function fullName(
  p: { firstName?: string | null; lastName?: string | null } | null | undefined,
): string {
  return [p?.firstName, p?.lastName].filter(Boolean).join(' ').trim();
}

/** An athlete's name from its own fields or its user's, or "This athlete". */
export function athleteName(a: {
  firstName?: string | null;
  lastName?: string | null;
  user?: { firstName?: string | null; lastName?: string | null };
}): string {
  return (
    fullName({
      firstName: a.firstName ?? a.user?.firstName,
      lastName: a.lastName ?? a.user?.lastName,
    }) || 'This athlete'
  );
}

/** "1 like", "1,250 likes" (locale grouping). */
export function formatLikes(n: number): string {
  return `${n.toLocaleString()} ${Math.abs(n) === 1 ? 'like' : 'likes'}`;
}

/** Money from cents in the viewer's locale, e.g. $25.00 (formatDollars drops whole cents: $25). */
export function formatMoney(cents: number, currency = 'usd'): string {
  return new Intl.NumberFormat(undefined, { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** A date and time in the viewer's locale and time zone. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

/** Recruiting classes offered in pickers and filters: a few years back to a few ahead. */
export function recruitingClasses(): number[] {
  const y = new Date().getFullYear();
  return Array.from({ length: 8 }, (_, i) => y - 3 + i);
}
