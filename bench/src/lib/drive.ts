import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Fire `fire(i)` for i = 0..rate*seconds-1 at `rate` per second (an open loop: a slow answer does not delay the
 * next request), then wait for every fired promise. Returns the number fired.
 */
export async function paced(
  rate: number,
  seconds: number,
  fire: (i: number) => Promise<unknown>,
): Promise<number> {
  const total = Math.round(rate * seconds);
  const inflight: Promise<unknown>[] = [];
  const t0 = performance.now();
  let i = 0;
  while (i < total) {
    const due = Math.min(total, Math.floor(((performance.now() - t0) / 1000) * rate) + 1);
    for (; i < due; i++) inflight.push(fire(i).catch(() => undefined));
    await sleep(2);
  }
  await Promise.all(inflight);
  return total;
}

/** Poll `done()` every 20 ms until it is true or `timeoutMs` passed; returns its last answer. */
export async function waitUntil(done: () => boolean, timeoutMs = 15_000): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (!done()) {
    if (performance.now() > deadline) return false;
    await sleep(20);
  }
  return true;
}
