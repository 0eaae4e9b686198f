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
 * The stream writer shared by an emitter and every emitter derived from it (`to`, `except`): the entries appended
 * in one tick (a command's wallet:balance, athlete:likes and command:result) go to Redis in one pipeline, one
 * write instead of one per event, in the order they were emitted.
 */
class StreamSink {
  private pending: { data: string; done: () => void }[] = [];

  constructor(
    private readonly redis: Redis,
    readonly key: string,
    private readonly opts: EmitterOptions,
  ) {}

  append(data: string): Promise<void> {
    return new Promise<void>((done) => {
      this.pending.push({ data, done });
      if (this.pending.length === 1) queueMicrotask(() => void this.flush());
    });
  }

  private xaddArgs(data: string) {
    return [
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
    ] as const;
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    try {
      if (batch.length === 1) {
        await this.redis.xadd(...this.xaddArgs(batch[0].data));
      } else {
        const p = this.redis.pipeline();
        for (const e of batch) p.xadd(...this.xaddArgs(e.data));
        const results = (await p.exec()) ?? [];
        const failed = results.find(([err]) => err);
        if (failed) this.opts.onError?.(failed[0]!, this.key);
      }
    } catch (err) {
      this.opts.onError?.(err as Error, this.key);
    } finally {
      for (const e of batch) e.done();
    }
  }
}

/**
 * A typed Socket.IO emitter for processes that are not Socket.IO servers (the worker, the api), e.g.
 * `createEmitter(redis, prefix).to(rooms.user(id)).emit('wallet:balance', {...})`. Emit after commit.
 *
 * Realtime runs the Redis Streams adapter (it supports connection state recovery; the pub/sub Redis adapter does
 * not), and `@socket.io/redis-emitter` only speaks pub/sub, so this emitter appends the same BROADCAST message the
 * adapter itself appends (`XADD <key> MAXLEN ~ N * uid nsp type data`): every realtime node reads the stream and
 * delivers to its clients in the rooms, with the stream offset attached, so a client that was disconnected
 * meanwhile gets the event when its session is restored. Events emitted in the same tick share one pipeline.
 * `redis` is a normal (non-subscriber) client; the caller owns and closes it. `emit` never throws and a failed
 * publish never becomes an unhandled rejection: it goes to `onError`.
 */
export class RealtimeEmitter {
  private readonly sink: StreamSink;

  constructor(
    redis: Redis | StreamSink,
    key: string,
    opts: EmitterOptions = {},
    private readonly rooms: ReadonlySet<string> = new Set(),
    private readonly exceptRooms: ReadonlySet<string> = new Set(),
  ) {
    this.sink = redis instanceof StreamSink ? redis : new StreamSink(redis, key, opts);
  }

  /** Target a room (or rooms); chainable. */
  to(room: string | string[]): RealtimeEmitter {
    const next = new Set(this.rooms);
    for (const r of Array.isArray(room) ? room : [room]) next.add(r);
    return new RealtimeEmitter(this.sink, this.sink.key, {}, next, this.exceptRooms);
  }

  in(room: string | string[]): RealtimeEmitter {
    return this.to(room);
  }

  except(room: string | string[]): RealtimeEmitter {
    const next = new Set(this.exceptRooms);
    for (const r of Array.isArray(room) ? room : [room]) next.add(r);
    return new RealtimeEmitter(this.sink, this.sink.key, {}, this.rooms, next);
  }

  emit<E extends EventName>(event: E, ...args: EventArgs<E>): true {
    void this.publish(event, args);
    return true;
  }

  /** The same as `emit`, resolved once Redis accepted the entry or it failed (tests, scripts). */
  async publish<E extends EventName>(event: E, args: EventArgs<E>): Promise<void> {
    const data = JSON.stringify({
      packet: { type: 2, data: [event, ...args], nsp: '/' },
      opts: { rooms: [...this.rooms], except: [...this.exceptRooms], flags: {} },
    });
    await this.sink.append(data);
  }
}

export function createEmitter(redis: Redis, queuePrefix: string, opts: EmitterOptions = {}): RealtimeEmitter {
  return new RealtimeEmitter(redis, socketIoKey(queuePrefix), opts);
}
