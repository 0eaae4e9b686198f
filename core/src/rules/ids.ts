/**
 * The one id rule (DESIGN §3): ids are positive int4 (PostgreSQL `integer`). A path segment, a query value or a
 * body field naming a record is one of these or it names nothing. Pure (no zod): the web uses it too.
 */
export const INT4_MAX = 2_147_483_647;

/** Digits of a positive id as text: no sign, no leading zero, at most 10 digits (then range-checked). */
export const POSITIVE_ID_TEXT = /^[1-9][0-9]{0,9}$/;

export const isPositiveId = (n: number): boolean => Number.isSafeInteger(n) && n >= 1 && n <= INT4_MAX;

/** A positive int4 written as text (a path segment), or null. */
export function parsePositiveId(value: unknown): number | null {
  if (typeof value !== 'string' || !POSITIVE_ID_TEXT.test(value)) return null;
  const n = Number(value);
  return n <= INT4_MAX ? n : null;
}
