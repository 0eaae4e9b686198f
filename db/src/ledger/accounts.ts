/** Ledger account keys (DESIGN §4). Fan/athlete/school accounts keep a stored balance; platform accounts do not. */
export type PlatformAccountKey =
  'platform:card' | 'platform:promo' | 'platform:refunds' | 'platform:marketplace' | 'platform:fees';
export type AccountKey = `fan:${number}` | `athlete:${number}` | `school:${number}` | PlatformAccountKey;
export type AccountKind = 'fan' | 'athlete' | 'school' | 'platform';

export const PLATFORM_ACCOUNTS: readonly PlatformAccountKey[] = [
  'platform:card',
  'platform:promo',
  'platform:refunds',
  'platform:marketplace',
  // the platform fee of likes given to athletes and schools (config PLATFORM_FEE_PERCENT, issue 29)
  'platform:fees',
];

export const fanAccount = (userId: number): AccountKey => `fan:${userId}`;
export const athleteAccount = (athleteId: number): AccountKey => `athlete:${athleteId}`;
export const schoolAccount = (schoolId: number): AccountKey => `school:${schoolId}`;

export interface ParsedAccountKey {
  key: AccountKey;
  kind: AccountKind;
  ownerId: number | null;
}

/** Parse and validate an account key; throws on anything that is not a known shape. */
export function parseAccountKey(key: string): ParsedAccountKey {
  if ((PLATFORM_ACCOUNTS as readonly string[]).includes(key)) {
    return { key: key as AccountKey, kind: 'platform', ownerId: null };
  }
  const m = /^(fan|athlete|school):([1-9][0-9]{0,9})$/.exec(key);
  if (!m) throw new Error(`Invalid ledger account key "${key}"`);
  const ownerId = Number(m[2]);
  if (!Number.isSafeInteger(ownerId) || ownerId > 2_147_483_647)
    throw new Error(`Invalid ledger account key "${key}"`);
  return { key: key as AccountKey, kind: m[1] as AccountKind, ownerId };
}
