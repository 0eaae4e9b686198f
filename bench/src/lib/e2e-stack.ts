import type { Socket } from 'socket.io-client';
import { startBareE2e, type BareE2e } from '../bare/e2e';
import { benchFan, teardown, type BenchEnv, type BenchFan } from './setup';
import { spawnProductStack, type Spawned } from './spawn';

/** The product's processes, its signed-in fans (each with a socket) and the bare harness on the same fans. */
export interface E2eStack {
  api: Spawned;
  worker: Spawned;
  realtime: Spawned;
  fans: BenchFan[];
  bare: BareE2e;
}

/**
 * Run `body` against api, worker and realtime as separate processes (`sendsPerMinute` the api's send limit),
 * `fans` bench fans (`<tag><i>`, each prepared by `prepareFan` when given) and the bare e2e harness on the
 * same fans and the bench's athletes; then close the harness and tear the bench down (DESIGN §1 benches).
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
    bare = await startBareE2e(
      env,
      fans.map((f) => f.id),
      env.athletes,
    );
    return await body({ api, worker, realtime, fans, bare });
  } finally {
    await bare?.close();
    await teardown(env, procs, sockets);
  }
}
