/**
 * Where the api's accept tail comes from (issue 17): the product stack (api, worker, realtime) with 100 fans, a
 * 2 s warm-up at 50/s, then one step at `rate` for `seconds`. Prints the 25 slowest accepts as "ms into the step:
 * ms taken", the step's accept and e2e percentiles, and the api's event-loop lag and GC time over the step (its
 * /metrics). In the runs of 2026-11-25 the slowest accepts all fell in the step's first ~350 ms.
 *   npx tsx bench/src/tools/tail-probe.ts [rate=200] [seconds=10]
 */
import type { Socket } from 'socket.io-client';
import { runStep, type E2ePath } from '../lib/e2e-steps';
import { benchFan, postCommand, setupLedgerBench, teardown, type BenchFan } from '../lib/setup';
import { freePort, spawnProcess, type Spawned } from '../lib/spawn';

const rate = Number(process.argv[2] ?? 200);
const seconds = Number(process.argv[3] ?? 10);
const env = await setupLedgerBench('fanlift_bench_tail', 0, 20, 0);
const shared = { DATABASE_URL: env.databaseUrl, REDIS_URL: env.redisUrl, QUEUE_PREFIX: env.prefix };
const metricsPort = await freePort();
const procs: Spawned[] = [];
const sockets: Socket[] = [];
try {
  const [api, worker, realtime] = await Promise.all([
    spawnProcess('api/src/index.ts', 'API_PORT', {
      ...shared,
      DEV_ADMIN_EMAILS: 'nobody@bench.dev',
      RATE_LIMIT_SENDS: '1000000/60',
      METRICS_PORT: String(metricsPort),
      METRICS_HOST: '127.0.0.1',
    }),
    spawnProcess('worker/src/index.ts', 'WORKER_HEALTH_PORT', { ...shared, REDRIVE_INTERVAL_MS: '5000' }),
    spawnProcess('realtime/src/index.ts', 'REALTIME_PORT', shared),
  ]);
  procs.push(api, worker, realtime);
  const fans: BenchFan[] = [];
  for (let i = 0; i < 100; i++) {
    const f = await benchFan(env, { api: api.url, realtime: realtime.url }, 'tail', i);
    sockets.push(f.socket);
    fans.push(f);
  }
  const arrived = new Map<string, number>();
  const samples: [number, number][] = [];
  let t0 = performance.now();
  const tracked = async <T>(f: () => Promise<T>) => {
    const s = performance.now();
    const r = await f();
    samples.push([s - t0, performance.now() - s]);
    return r;
  };
  for (const f of fans)
    f.socket.on('command:result', (p: { commandId: string }) => arrived.set(p.commandId, performance.now()));
  const path: E2ePath = {
    procs: { api, worker, realtime },
    arrived,
    fire: (i) =>
      tracked(() =>
        postCommand(api.url, '/api/likes/send', fans[i % fans.length].cookie, {
          athleteId: env.athletes[i % env.athletes.length],
          likes: 1,
        }),
      ),
  };
  await runStep(path, 50, 2);
  const lag = async () => {
    const t = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    return t
      .split('\n')
      .filter(
        (l) =>
          /^nodejs_eventloop_lag_(p50|p90|p99|max)_seconds/.test(l) ||
          /^nodejs_gc_duration_seconds_(sum|count)/.test(l),
      )
      .join('\n');
  };
  await lag();
  samples.length = 0;
  t0 = performance.now();
  const r = await runStep(path, rate, seconds);
  const slow = [...samples].sort((a, b) => b[1] - a[1]).slice(0, 25);
  console.log(
    'slowest accepts (at ms: took ms):',
    slow.map(([a, d]) => `${a.toFixed(0)}:${d.toFixed(0)}`).join(' '),
  );
  console.log(
    `accept p50 ${r.acceptP50.toFixed(1)} p99 ${r.acceptP99.toFixed(1)}; e2e p99 ${r.p99.toFixed(1)}; machine busy ${(r.machineBusy * 100).toFixed(0)}%`,
  );
  console.log(await lag());
} finally {
  await teardown(env, procs, sockets);
}
