import type { Socket } from 'socket.io-client';
import { startBareE2e, type BareE2e } from '../bare/e2e';
import { benchFan, teardown, type BenchEnv, type BenchFan } from './setup';
import { spawnProductStack, type Spawned } from './spawn';

/** The product's processes and its signed-in fans (each with a socket); then, in turn, the bare harness. */
export interface E2eStack {
  api: Spawned;
  worker: Spawned;
  realtime: Spawned;
  fans: BenchFan[];
  /**
   * Stop the product's processes (and close its fans' sockets), then start the bare harness on the same fans and
   * the bench's athletes. Each path is timed with the other's processes gone: an idle process still collects its
   * heap (V8's memory reducer: full collections of 70-100 ms of CPU some seconds after a burst), and on 2 cores
   * the idle bare processes' collections stalled the product's steps (a 300 ms stall in the one-athlete phase).
   */
  switchToBare(): Promise<BareE2e>;
}

/**
 * Run `body` against api, worker and realtime as separate processes (`sendsPerMinute` the api's send limit),
 * `fans` bench fans (`<tag><i>`, each prepared by `prepareFan` when given), and the bare e2e harness once the body
 * switches to it; then close whatever runs and tear the bench down (DESIGN §1 benches).
 */
export async function withE2eStack<T>(
  env: BenchEnv,
  opts: {
    fans: number;
    tag: string;
    sendsPerMinute: number;
    prepareFan?: (fan: BenchFan) => Promise<unknown>;
  },
  body: (stack: E2eStack) => Promise<T>,
): Promise<T> {
  const procs: Spawned[] = [];
  const sockets: Socket[] = [];
  let bare: BareE2e | null = null;
  try {
    const [api, worker, realtime] = await spawnProductStack(env, opts.sendsPerMinute);
    procs.push(api, worker, realtime);
    const fans: BenchFan[] = [];
    for (let i = 0; i < opts.fans; i++) {
      const fan = await benchFan(env, { api: api.url, realtime: realtime.url }, opts.tag, i);
      sockets.push(fan.socket);
      await opts.prepareFan?.(fan);
      fans.push(fan);
    }
    const switchToBare = async () => {
      if (bare) return bare;
      for (const s of sockets) s.close();
      await Promise.all(procs.map((p) => p.stop()));
      bare = await startBareE2e(
        env,
        fans.map((f) => f.id),
        env.athletes,
      );
      return bare;
    };
    return await body({ api, worker, realtime, fans, switchToBare });
  } finally {
    await (bare as BareE2e | null)?.close();
    await teardown(env, procs, sockets);
  }
}
