/** The home page's greeting: "Welcome" on a fan's first visit (in this browser), "Welcome back" after it. */
const KEY = 'fanlift.welcomed';

export function greeting(seenBefore: boolean, firstName: string): string {
  return seenBefore ? `Welcome back, ${firstName}.` : `Welcome, ${firstName}.`;
}

/** Whether this user was greeted in this browser before; records that they now have been. */
export function markWelcomed(userId: number, storage: Pick<Storage, 'getItem' | 'setItem'> | null): boolean {
  if (!storage) return false;
  try {
    const seen = (storage.getItem(KEY) ?? '').split(',').filter(Boolean);
    const before = seen.includes(String(userId));
    if (!before) storage.setItem(KEY, [...seen.slice(-19), String(userId)].join(','));
    return before;
  } catch {
    return false;
  }
}
