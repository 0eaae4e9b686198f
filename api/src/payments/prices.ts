import { CUSTOM_LIKES_MAX, CUSTOM_LIKES_MIN, LIKE_PACKS, purchaseLikesSchema } from '@fanlift/core';

/**
 * The price table lives on the server (DESIGN §5/§7): the client names a number of likes, never a price.
 * 1 like = LIKE_PRICE_CENTS; packs of 5, 10, 25, 50, 100 or any whole number of likes from 1 to 1,000.
 */
export const CURRENCY = 'usd';

export interface PriceQuote {
  likes: number;
  unitPriceCents: number;
  amountCents: number;
  currency: string;
}

/** Price `likes` likes; the only place an amount is computed. */
export function quote(likes: number, unitPriceCents: number): PriceQuote {
  const parsed = purchaseLikesSchema.parse(likes);
  const amountCents = parsed * unitPriceCents;
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > 99_999_999) {
    throw new Error(`Refusing to price ${parsed} likes at ${unitPriceCents} cents`);
  }
  return { likes: parsed, unitPriceCents, amountCents, currency: CURRENCY };
}

/** What GET /api/payments/prices answers: enough for /wallet/add to render packs and the custom field. */
export function priceTable(unitPriceCents: number, feePercent = 0) {
  return {
    feePercent,
    currency: CURRENCY,
    unitPriceCents,
    packs: LIKE_PACKS.map((likes) => ({ likes, amountCents: likes * unitPriceCents })),
    custom: { min: CUSTOM_LIKES_MIN, max: CUSTOM_LIKES_MAX },
  };
}
