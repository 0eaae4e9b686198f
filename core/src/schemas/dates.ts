import { z } from 'zod';

/** Youngest and oldest age a date of birth may give (an athlete profile: a recruit or a college athlete). */
export const DOB_MIN_AGE_YEARS = 10;
export const DOB_MAX_AGE_YEARS = 80;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Is `s` a real calendar date written YYYY-MM-DD (no 2024-02-30, 2023-02-29, 2024-13-45 or 0000-00-00)? */
export function isCalendarDate(s: string): boolean {
  const m = ISO_DATE.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1 || mo < 1 || mo > 12 || d < 1) return false;
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d); // (Date.UTC would map years 0..99 to 1900..1999)
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Whole years between a YYYY-MM-DD birth date and `today` (UTC date parts). */
export function ageOn(dob: string, today: Date): number {
  const [y, m, d] = dob.split('-').map(Number);
  const ty = today.getUTCFullYear();
  const tm = today.getUTCMonth() + 1;
  const td = today.getUTCDate();
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

const todayIso = (now: Date) => now.toISOString().slice(0, 10);

/**
 * A date of birth: a real calendar date `YYYY-MM-DD`, not in the future, giving an age from DOB_MIN_AGE_YEARS to
 * DOB_MAX_AGE_YEARS. Every place that accepts a dob uses this one schema (answers 400 with the message).
 * `now` is for tests.
 */
export function dateOfBirthSchema(now: () => Date = () => new Date()) {
  return z
    .string()
    .trim()
    .superRefine((s, ctx) => {
      if (!ISO_DATE.test(s)) {
        ctx.addIssue({ code: 'custom', message: 'must be a date written YYYY-MM-DD' });
        return;
      }
      if (!isCalendarDate(s)) {
        ctx.addIssue({ code: 'custom', message: `${s} is not a real calendar date` });
        return;
      }
      const today = now();
      if (s > todayIso(today)) {
        ctx.addIssue({ code: 'custom', message: 'cannot be in the future' });
        return;
      }
      const age = ageOn(s, today);
      if (age < DOB_MIN_AGE_YEARS || age > DOB_MAX_AGE_YEARS) {
        ctx.addIssue({
          code: 'custom',
          message: `must give an age from ${DOB_MIN_AGE_YEARS} to ${DOB_MAX_AGE_YEARS} years (this one gives ${age})`,
        });
      }
    });
}
