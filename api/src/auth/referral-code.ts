import { REFERRAL_CODE_PREFIX } from '@fanlift/core';

/** The invite link carries `REFER<code>`; accept either form. */
export function parseReferralCode(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim().toUpperCase();
  const code = v.startsWith(REFERRAL_CODE_PREFIX) ? v.slice(REFERRAL_CODE_PREFIX.length) : v;
  return /^[A-Z0-9]{4,16}$/.test(code) ? code : undefined;
}
