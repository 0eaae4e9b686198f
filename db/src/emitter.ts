import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import type { ServerToClientEvents } from '@fanlift/core';

/**
 * The Redis pub/sub key shared by the realtime processes' adapter and every emitter (one per deployment or
 * test run, like the queues). Realtime uses it for `createAdapter(pub, sub, { key })`.
 */
export function socketIoKey(queuePrefix: string): string {
  return `${queuePrefix}-socket.io`;
}

export type RealtimeEmitter = Emitter<ServerToClientEvents>;

export interface EmitterOptions {
  /** Called when a publish fails (Redis down). Emits are best effort: clients refetch on every reconnect. */
  onError?: (err: Error, channel: string) => void;
}

/**
 * A typed Socket.IO emitter for processes that are not Socket.IO servers (the worker, the api): it publishes
 * through Redis and every realtime process delivers to its own clients in the target rooms, e.g.
 * `createEmitter(redis, prefix).to(rooms.user(id)).emit('wallet:balance', {...})`. Emit after commit.
 * `redis` is a normal (non-subscriber) client; the caller owns and closes it. `emit` never throws and a failed
 * publish never becomes an unhandled rejection: it goes to `onError`.
 */
export function createEmitter(redis: Redis, queuePrefix: string, opts: EmitterOptions = {}): RealtimeEmitter {
  const publisher = {
    publish: (channel: string, message: string | Buffer) =>
      redis.publish(channel, message).catch((err: Error) => {
        opts.onError?.(err, channel);
        return 0;
      }),
  };
  return new Emitter<ServerToClientEvents>(publisher, { key: socketIoKey(queuePrefix) });
}
