import type { Redis } from 'ioredis';
import type { ServerToClientEvents } from '@fanlift/core';

/**
 * The Redis key shared by the realtime processes' adapter and every emitter (one per deployment or test run, like
 * the queues). Realtime uses `@socket.io/redis-streams-adapter` with `streamName: socketIoKey(prefix)`.
 */
export function socketIoKey(queuePrefix: string): string {
  return `${queuePrefix}-socket.io`;
}

/** Trim the adapter's stream at about this many entries (the adapter's own default). */
export const SOCKET_IO_STREAM_MAXLEN = 10_000;

export interface EmitterOptions {
  /** Called when a publish fails (Redis down). Emits are best effort: clients refetch on every reconnect. */
  onError?: (err: Error, channel: string) => void;
}

type EventName = keyof ServerToClientEvents;
type EventArgs<E extends EventName> = Parameters<ServerToClientEvents[E]>;

/**
 * A typed Socket.IO emitter for processes that are not Socket.IO servers (the worker, the api), e.g.
 * `createEmitter(redis, prefix).to(rooms.user(id)).emit('wallet:balance', {...})`. Emit after commit.
 *
 * Realtime runs the Redis Streams adapter (it supports connection state recovery; the pub/sub Redis adapter does
 * not), and `@socket.io/redis-emitter` only speaks pub/sub, so this emitter appends the same BROADCAST message the
 * adapter itself appends (`XADD <key> MAXLEN ~ N * uid nsp type data`): every realtime node reads the stream and
 * delivers to its clients in the rooms, with the stream offset attached, so a client that was disconnected
 * meanwhile gets the event when its session is restored.
 * `redis` is a normal (non-subscriber) client; the caller owns and closes it. `emit` never throws and a failed
 * publish never becomes an unhandled rejection: it goes to `onError`.
 */
export class RealtimeEmitter {
  constructor(
    private readonly redis: Redis,
    private readonly key: string,
    private readonly opts: EmitterOptions = {},
    private readonly rooms: ReadonlySet<string> = new Set(),
    private readonly exceptRooms: ReadonlySet<string> = new Set(),
  ) {}

  /** Target a room (or rooms); chainable. */
  to(room: string | string[]): RealtimeEmitter {
    const next = new Set(this.rooms);
    for (const r of Array.isArray(room) ? room : [room]) next.add(r);
    return new RealtimeEmitter(this.redis, this.key, this.opts, next, this.exceptRooms);
  }

  in(room: string | string[]): RealtimeEmitter {
    return this.to(room);
  }

  except(room: string | string[]): RealtimeEmitter {
    const next = new Set(this.exceptRooms);
    for (const r of Array.isArray(room) ? room : [room]) next.add(r);
    return new RealtimeEmitter(this.redis, this.key, this.opts, this.rooms, next);
  }

  emit<E extends EventName>(event: E, ...args: EventArgs<E>): true {
    void this.publish(event, args);
    return true;
  }

  /** The same as `emit`, resolved once Redis accepted the entry (tests, scripts). */
  async publish<E extends EventName>(event: E, args: EventArgs<E>): Promise<void> {
    const data = JSON.stringify({
      packet: { type: 2, data: [event, ...args], nsp: '/' },
      opts: { rooms: [...this.rooms], except: [...this.exceptRooms], flags: {} },
    });
    try {
      await this.redis.xadd(
        this.key,
        'MAXLEN',
        '~',
        SOCKET_IO_STREAM_MAXLEN,
        '*',
        'uid',
        'emitter',
        'nsp',
        '/',
        'type',
        '3',
        'data',
        data,
      );
    } catch (err) {
      this.opts.onError?.(err as Error, this.key);
    }
  }
}

export function createEmitter(redis: Redis, queuePrefix: string, opts: EmitterOptions = {}): RealtimeEmitter {
  return new RealtimeEmitter(redis, socketIoKey(queuePrefix), opts);
}
