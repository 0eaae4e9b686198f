import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';

/**
 * The session records an api process read from Redis, kept briefly (issue 27: the session read was one of the
 * round trips of every signed-in request, a send included). Correct across processes because every write goes
 * through the store: a process that saves or destroys a session forgets it at once and publishes its key on
 * `channel`; every process subscribes and forgets what it hears. While the subscription is not live (Redis away,
 * reconnecting) nothing is kept, and whatever was kept is dropped, so a message missed then cannot leave a stale
 * record. A read that was in flight when any key was forgotten is not kept (its answer may predate the write).
 * A record is kept at most `ttlMs`, and never past its cookie's expiry.
 */
export interface SessionKv {
  get(key: string): Promise<string | null>;
  set(key: string, val: string, ttl?: number): Promise<unknown>;
  del(key: string | string[]): Promise<unknown>;
}

export interface SessionCache {
  /** The store's client, its reads through the cache and its writes announced. */
  wrap<T extends SessionKv>(kv: T): T;
  /** The kept record of `key`, if any (never a Redis read). */
  peek(key: string): string | undefined;
  /** Whether records are being kept (the subscription is live). */
  readonly live: boolean;
  /** Reads answered from the cache and from Redis since start. */
  readonly counts: { hits: number; misses: number };
  close(): Promise<void>;
}

export function createSessionCache(opts: {
  /** The api's Redis connection: it publishes; a duplicate subscribes. */
  redis: Redis;
  channel: string;
  ttlMs: number;
  logger: Logger;
  max?: number;
}): SessionCache {
  const { redis, channel, ttlMs, logger } = opts;
  const cache = new LRUCache<string, string>({ max: opts.max ?? 100_000, ttl: ttlMs });
  const counts = { hits: 0, misses: 0 };
  // Bumped whenever anything is forgotten: a read that started under another generation is not kept.
  let generation = 0;
  let live = false;
  const forgetAll = () => {
    live = false;
    generation++;
    cache.clear();
  };
  const sub = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null, lazyConnect: false });
  sub.on('error', (err: Error) => logger.warn({ err: err.message }, 'session cache subscription error'));
  sub.on('close', forgetAll);
  sub.on('reconnecting', forgetAll);
  sub.on('end', forgetAll);
  sub.on('message', (_ch: string, key: string) => {
    generation++;
    cache.delete(key);
  });
  let closed = false;
  const subscribe = () =>
    sub.subscribe(channel).then(
      () => {
        if (closed || sub.status !== 'ready') return;
        generation++;
        cache.clear();
        live = true;
      },
      (err: Error) => logger.warn({ err: err.message }, 'session cache could not subscribe'),
    );
  sub.on('ready', () => void subscribe());

  const announce = async (keys: string[]) => {
    try {
      for (const key of keys) await redis.publish(channel, key);
    } catch (err) {
      // The write landed; other processes keep their copy at most ttlMs.
      logger.warn({ err: (err as Error).message }, 'session change not announced');
    }
  };
  const forget = (keys: string[]) => {
    generation++;
    for (const key of keys) cache.delete(key);
  };

  return {
    wrap: <T extends SessionKv>(kv: T): T => ({
      ...kv,
      async get(key: string) {
        if (live) {
          const hit = cache.get(key);
          if (hit !== undefined) {
            counts.hits++;
            return hit;
          }
        }
        counts.misses++;
        const started = generation;
        const data = await kv.get(key);
        if (data && live && started === generation) {
          const ttl = Math.min(ttlMs, msUntilExpiry(data));
          if (ttl > 0) cache.set(key, data, { ttl });
        }
        return data;
      },
      async set(key: string, val: string, ttl?: number) {
        forget([key]);
        const out = await kv.set(key, val, ttl);
        forget([key]);
        await announce([key]);
        return out;
      },
      async del(key: string | string[]) {
        const keys = Array.isArray(key) ? key : [key];
        forget(keys);
        const out = await kv.del(key);
        forget(keys);
        await announce(keys);
        return out;
      },
    }),
    peek: (key) => (live ? cache.get(key) : undefined),
    get live() {
      return live;
    },
    counts,
    close() {
      closed = true;
      forgetAll();
      sub.disconnect();
      return Promise.resolve();
    },
  };
}

/** How long a stored session's cookie has left: Infinity when it names no expiry, 0 (not kept) when unreadable. */
export function msUntilExpiry(data: string): number {
  try {
    const expires = (JSON.parse(data) as { cookie?: { expires?: string | null } }).cookie?.expires;
    if (!expires) return Infinity;
    const at = Date.parse(expires);
    return Number.isNaN(at) ? Infinity : at - Date.now();
  } catch {
    return 0;
  }
}
