/**
 * Where the api's accept tail comes from (issue 17): the product stack (api, worker, realtime) with 100 fans, a
 * 2 s warm-up at 50/s, then one step of sends at `rate` for `seconds`. Prints the 25 slowest accepts as "ms into
 * the step: ms taken", the step's accept and e2e percentiles, and from the api's /metrics its event-loop lag over
 * the step (prom-client resets it at each scrape) and the GC it did during the step. In the runs of 2026-11-25 the
 * slowest accepts all fell in the step's first ~350 ms.
 *   npx tsx bench/src/tools/tail-probe.ts [rate=200] [seconds=10]
 */
import type { Socket } from 'socket.io-client';
import { runStep, type E2ePath } from '../lib/e2e-steps';
import { sendLikesPath } from '../lib/send-path';
import { benchFan, setupLedgerBench, teardown, type BenchFan } from '../lib/setup';
import { freePort, spawnProductStack, type Spawned } from '../lib/spawn';

const rate = Number(process.argv[2] ?? 200);
const seconds = Number(process.argv[3] ?? 10);
const env = await setupLedgerBench('fanlift_bench_tail', 0, 20, 0);
const metricsPort = await freePort();
const procs: Spawned[] = [];
const sockets: Socket[] = [];

/** The api's metric samples: `name{labels}` -> value. */
async function apiMetrics(): Promise<Map<string, number>> {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const out = new Map<string, number>();
  for (const line of text.split('\n')) {
    const m =
      /^(nodejs_eventloop_lag_(?:p50|p99|max)_seconds|nodejs_gc_duration_seconds_(?:sum|count))(\{[^}]*\})? (\S+)$/.exec(
        line,
      );
    if (m) out.set(`${m[1]}${m[2] ?? ''}`, Number(m[3]));
  }
  return out;
}

try {
  const [api, worker, realtime] = await spawnProductStack(env, 1_000_000, {
    METRICS_PORT: String(metricsPort),
    METRICS_HOST: '127.0.0.1',
  });
  procs.push(api, worker, realtime);
  const fans: BenchFan[] = [];
  for (let i = 0; i < 100; i++) {
    const fan = await benchFan(env, { api: api.url, realtime: realtime.url }, 'tail', i);
    sockets.push(fan.socket);
    fans.push(fan);
  }
  const sends = sendLikesPath(api.url, { api, worker, realtime }, fans, env.athletes);
  // [ms into the step when sent, ms to accept] of every accepted send
  const accepts: [number, number][] = [];
  let stepStart = 0;
  const path: E2ePath = {
    ...sends,
    async fire(i) {
      const r = await sends.fire(i);
      if (r) accepts.push([r.sentAt - stepStart, r.acceptedAt - r.sentAt]);
      return r;
    },
  };
  await runStep(path, 50, 2);
  const before = await apiMetrics();
  accepts.length = 0;
  stepStart = performance.now();
  const r = await runStep(path, rate, seconds);
  const after = await apiMetrics();
  const slow = [...accepts].sort((a, b) => b[1] - a[1]).slice(0, 25);
  console.log(
    'slowest accepts (ms into the step: ms taken):',
    slow.map(([at, took]) => `${at.toFixed(0)}:${took.toFixed(0)}`).join(' '),
  );
  console.log(
    `accept p50 ${r.acceptP50.toFixed(1)} ms, p99 ${r.acceptP99.toFixed(1)} ms; e2e p99 ${r.p99.toFixed(1)} ms; machine busy ${(r.machineBusy * 100).toFixed(0)}%`,
  );
  for (const [key, value] of after) {
    if (key.startsWith('nodejs_eventloop_lag'))
      console.log(`${key} ${(value * 1000).toFixed(1)} ms (over the step)`);
    else {
      const d = value - (before.get(key) ?? 0);
      console.log(`${key} ${key.includes('_sum') ? `${(d * 1000).toFixed(1)} ms` : d} (during the step)`);
    }
  }
} finally {
  await teardown(env, procs, sockets);
}
