import { Queue } from 'bullmq';
import { QUEUES } from '@fanlift/core';
import { testEnv } from './env';

export async function waitFor<T>(
  fn: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  { timeout = 10_000, interval = 50, message = 'condition' } = {},
): Promise<T> {
  const start = Date.now();
  let lastErr: unknown;
  for (;;) {
    try {
      const v = await fn();
      if (v) return v;
    } catch (err) {
      lastErr = err;
    }
    if (Date.now() - start > timeout) {
      throw new Error(
        `Timed out after ${timeout} ms waiting for ${message}${lastErr ? `: ${String(lastErr)}` : ''}`,
      );
    }
    await new Promise((r) => setTimeout(r, interval));
  }
}

interface EventSource {
  on(event: string, fn: (...args: unknown[]) => void): unknown;
  off(event: string, fn: (...args: unknown[]) => void): unknown;
}

/** Resolve with the first payload of `event` that satisfies `predicate`. */
export function waitForSocketEvent<T = unknown>(
  socket: EventSource,
  event: string,
  predicate: (payload: T) => boolean = () => true,
  timeout = 10_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, handler);
      reject(new Error(`Timed out after ${timeout} ms waiting for socket event ${event}`));
    }, timeout);
    const handler = (...args: unknown[]) => {
      const payload = args[0] as T;
      if (!predicate(payload)) return;
      clearTimeout(timer);
      socket.off(event, handler);
      resolve(payload);
    };
    socket.on(event, handler);
  });
}

/** Wait until every queue of this run has no waiting, active, delayed or prioritized job. */
export async function waitForQueuesIdle(timeout = 15_000, prefix = testEnv.QUEUE_PREFIX): Promise<void> {
  const queues = QUEUES.map((name) => new Queue(name, { connection: { url: testEnv.REDIS_URL }, prefix }));
  try {
    await waitFor(
      async () => {
        for (const q of queues) {
          const c = await q.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'waiting-children');
          if (Object.values(c).some((n) => n > 0)) return false;
        }
        return true;
      },
      { timeout, interval: 50, message: 'queues to be idle' },
    );
  } finally {
    await Promise.all(queues.map((q) => q.close()));
  }
}
