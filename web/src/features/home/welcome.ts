/** The home page's greeting: "Welcome" on a fan's first visit (in this browser), "Welcome back" after it. */
const KEY = 'fanlift.welcomed';

type Store = Pick<Storage, 'getItem' | 'setItem'> | null;

export function greeting(seenBefore: boolean, firstName: string): string {
  return seenBefore ? `Welcome back, ${firstName}.` : `Welcome, ${firstName}.`;
}

const seenIds = (storage: Store): string[] => {
  try {
    return (storage?.getItem(KEY) ?? '').split(',').filter(Boolean);
  } catch {
    return [];
  }
};

/** Whether this user was greeted in this browser before (a read: no change). */
export function wasWelcomed(userId: number, storage: Store): boolean {
  return seenIds(storage).includes(String(userId));
}

/** Records that this user has been greeted (the last 20 users of the browser are kept). */
export function recordWelcome(userId: number, storage: Store): void {
  const seen = seenIds(storage);
  if (!storage || seen.includes(String(userId))) return;
  try {
    storage.setItem(KEY, [...seen.slice(-19), String(userId)].join(','));
  } catch {
    // Storage full or refused: the next visit says "Welcome" again.
  }
}
