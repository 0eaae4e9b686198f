import { LRUCache } from 'lru-cache';
import type { SessionUserRow } from '@fanlift/db';

/**
 * The users a session names, as passport's deserializeUser loads them on every signed-in request (issue 27: that
 * select was one of five round trips of each send). Each api process keeps what it loaded for
 * SESSION_USER_CACHE_MS (a game-day fan sends many times a minute); a change this process makes to a user
 * (their own edit, a claim approved, a sign-in) forgets them at once; a change through another api process
 * shows within that time. Concurrent loads of one user share one select. 0 turns it off.
 */
export interface SessionUsers {
  load(id: number): Promise<SessionUserRow | null>;
  /** Forget a user this process changed (after the change committed). */
  forget(id: number): void;
}

/** `select` loads one user (db's sessionUserById); `ttlMs` is SESSION_USER_CACHE_MS. */
export function createSessionUsers(
  select: (id: number) => Promise<SessionUserRow | null>,
  ttlMs: number,
  max = 100_000,
): SessionUsers {
  if (ttlMs <= 0) return { load: select, forget: () => undefined };
  const cache = new LRUCache<number, Promise<SessionUserRow | null>>({ max, ttl: ttlMs });
  const drop = (id: number, p: Promise<SessionUserRow | null>) => {
    if (cache.peek(id) === p) cache.delete(id);
  };
  return {
    async load(id) {
      let pending = cache.get(id);
      if (!pending) {
        const p = select(id);
        pending = p;
        cache.set(id, p);
        // Nobody (a deleted user) and failures are not remembered.
        p.then(
          (u) => u ?? drop(id, p),
          () => drop(id, p),
        );
      }
      const user = await pending;
      // Each request gets its own copy: nothing a handler does to req.user reaches another request.
      return user && { ...user };
    },
    forget: (id) => void cache.delete(id),
  };
}
