/**
 * Money in plain words (issue 29): the platform fee taken from likes given to athletes and schools, what reaches
 * the recipient, and the names of payment methods. Pure; the worker books with it, the pages explain with it.
 */

/** Likes the platform keeps of `likes` given at `feePercent` (0-50, two decimals at most), rounded down. */
export function platformFeeLikes(likes: number, feePercent: number): number {
  if (!(feePercent > 0) || likes <= 0) return 0;
  const basisPoints = Math.round(feePercent * 100);
  return Math.floor((likes * basisPoints) / 10_000);
}

/** Of `likes` given, how many reach the athlete or school and how many the platform keeps. */
export function splitGift(likes: number, feePercent: number): { toRecipient: number; fee: number } {
  const fee = platformFeeLikes(likes, feePercent);
  return { toRecipient: likes - fee, fee };
}

/** Stripe payment method types a fan may recognise, in words ("Card", "Bank debit"); others as "Payment". */
const METHOD_NAMES: Record<string, string> = {
  card: 'Card',
  us_bank_account: 'Bank debit',
  sepa_debit: 'Bank debit',
  bacs_debit: 'Bank debit',
  acss_debit: 'Bank debit',
  au_becs_debit: 'Bank debit',
  link: 'Link',
  cashapp: 'Cash App Pay',
  paypal: 'PayPal',
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
  amazon_pay: 'Amazon Pay',
  affirm: 'Affirm',
  klarna: 'Klarna',
};

export function paymentMethodName(type: string | null | undefined): string {
  if (!type) return 'Payment';
  return METHOD_NAMES[type] ?? 'Payment';
}

/** The wallet transaction's name of a purchase: "Bank debit purchase (10 likes)", "Purchase (10 likes)". */
export function purchaseName(type: string | null | undefined, likes: number): string {
  const what = `(${likes} ${likes === 1 ? 'like' : 'likes'})`;
  return type ? `${paymentMethodName(type)} purchase ${what}` : `Purchase ${what}`;
}

/** Default yearly total (cents) from one payer to one athlete above which the athlete is told (NIL Go). */
export const DEFAULT_PAYER_YEAR_THRESHOLD_CENTS = 60_000;

/** Calendar quarter (1-4) of a month (1-12). */
export const quarterOf = (month: number): number => Math.floor((month - 1) / 3) + 1;
