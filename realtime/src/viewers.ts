import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { chatKeys } from '@fanlift/db';
import type { RealtimeServer } from './types';

/**
 * Live viewer counts for Top Events: every few seconds each node writes how many of its sockets are in each
 * `game:{id}` room to its own hash (expiring soon after, so a dead node's counts vanish); the api sums the hashes.
 */
export function startViewerReports(
  io: RealtimeServer,
  redis: Redis,
  prefix: string,
  logger: Logger,
  everyMs = 5_000,
): { stop(): Promise<void> } {
  const nodeId = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  const key = chatKeys.viewers(prefix, nodeId);
  const report = async () => {
    const counts: Record<string, number> = {};
    for (const [room, sockets] of io.of('/').adapter.rooms) {
      if (room.startsWith('game:')) counts[room.slice(5)] = sockets.size;
    }
    const m = redis.multi().del(key);
    if (Object.keys(counts).length)
      m.hset(key, counts)
        .pexpire(key, everyMs * 3)
        .sadd(chatKeys.viewerNodes(prefix), nodeId);
    await m.exec();
  };
  const timer = setInterval(() => {
    report().catch((err: unknown) => logger.debug({ err: (err as Error).message }, 'viewer report failed'));
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await redis.del(key).catch(() => 0);
    },
  };
}
