/**
 * Redis keys of chat state that must hold across realtime nodes (DESIGN §5): slow mode per game (written by the
 * api when an admin sets it), mutes and rate-limit counters per user, live viewer counts per node. One
 * namespace per deployment or test run (the queue prefix).
 */
export const chatKeys = {
  slowMode: (prefix: string, gameId: number) => `${prefix}:chat:slow:${gameId}`,
  lastSent: (prefix: string, gameId: number, userId: number) => `${prefix}:chat:last:${gameId}:${userId}`,
  mute: (prefix: string, userId: number) => `${prefix}:chat:mute:${userId}`,
  rate: (prefix: string) => `${prefix}:chat:rate`,
  viewerNodes: (prefix: string) => `${prefix}:chat:viewer-nodes`,
  viewers: (prefix: string, nodeId: string) => `${prefix}:chat:viewers:${nodeId}`,
};

interface RedisLike {
  smembers(key: string): Promise<string[]>;
  hgetall(key: string): Promise<Record<string, string>>;
  srem(key: string, ...members: string[]): Promise<number>;
}

/** Live viewers per game, summed over the realtime nodes that reported in the last few seconds. */
export async function readViewerCounts(redis: RedisLike, prefix: string): Promise<Map<number, number>> {
  const nodes = await redis.smembers(chatKeys.viewerNodes(prefix));
  const out = new Map<number, number>();
  for (const node of nodes) {
    const counts = await redis.hgetall(chatKeys.viewers(prefix, node));
    if (!Object.keys(counts).length) {
      await redis.srem(chatKeys.viewerNodes(prefix), node); // that node stopped reporting
      continue;
    }
    for (const [game, n] of Object.entries(counts))
      out.set(Number(game), (out.get(Number(game)) ?? 0) + Number(n));
  }
  return out;
}

/**
 * The per-client rate limits' Redis keys (rate-limiter-flexible: `<keyPrefix>:<key>`), one place for the api's
 * limits and realtime's cheers, which count against the api's `sends` limit (the same counter, whichever path).
 */
export const rateLimitKeys = {
  prefix: (prefix: string, limit: string) => `${prefix}:rl:${limit}`,
  user: (userId: number) => `u:${userId}`,
};

/** What a fan over the sends limit is told (the api's routes and realtime's `chat:cheer`). */
export const SENDS_RATE_LIMITED_MESSAGE =
  'You are sending very fast. Wait a moment and try again; nothing was sent this time.';
