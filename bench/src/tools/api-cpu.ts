import { randomUUID } from 'node:crypto';
import { paced } from '../lib/drive';
import { setupLedgerBench, signInFan, teardown } from '../lib/setup';
import { cpuMs, spawnProcess } from '../lib/spawn';
import { latencyOf, ms } from '../lib/stats';

/**
 * Where the api's CPU per request goes (issue 17): the api process alone, one route at a time, at a steady rate;
 * prints CPU ms per request for a bare health check, an unknown /api path without and with a session (json
 * parser, session, passport; then the session read and the user row), a signed-in read and the send-likes
 * command, so each layer's share is a difference between two rows.
 *   npx tsx bench/src/tools/api-cpu.ts [rate=200] [seconds=6] [only: rows whose name contains it]
 */
const rate = Number(process.argv[2] ?? 200);
const seconds = Number(process.argv[3] ?? 6);
const only = process.argv[4];

const env = await setupLedgerBench('fanlift_bench_api_cpu', 0, 20, 0);
const shared = { DATABASE_URL: env.databaseUrl, REDIS_URL: env.redisUrl, QUEUE_PREFIX: env.prefix };
const api = await spawnProcess('api/src/index.ts', 'API_PORT', {
  ...shared,
  DEV_ADMIN_EMAILS: 'nobody@bench.dev',
  RATE_LIMIT_SENDS: '1000000/60',
});
try {
  const { cookie } = await signInFan(api.url, `apicpu.${env.prefix}@bench.dev`);
  const headers = { 'x-requested-with': 'XMLHttpRequest', cookie };
  const routes: [string, () => Promise<Response>][] = [
    ['GET /healthz', () => fetch(`${api.url}/healthz`)],
    [
      'GET /api/none (no cookie)',
      () => fetch(`${api.url}/api/none`, { headers: { 'x-requested-with': 'XMLHttpRequest' } }),
    ],
    ['GET /api/none (signed in)', () => fetch(`${api.url}/api/none`, { headers })],
    ['GET /api/wallet/balance', () => fetch(`${api.url}/api/wallet/balance`, { headers })],
    [
      'POST /api/likes/send',
      () =>
        fetch(`${api.url}/api/likes/send`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': `b-${randomUUID()}` },
          body: JSON.stringify({ athleteId: env.athletes[0], likes: 1 }),
        }),
    ],
  ];
  if (!only) {
    const c0 = cpuMs(api.child.pid);
    await new Promise((r) => setTimeout(r, seconds * 1000));
    console.log(`${'idle'.padEnd(26)} ${((cpuMs(api.child.pid) - c0) / seconds).toFixed(1)} ms CPU/s`);
  }
  for (const [name, call] of routes) {
    if (only && !name.includes(only)) continue;
    await paced(100, 2, () => call().then((r) => r.arrayBuffer())); // warm-up
    const c0 = cpuMs(api.child.pid);
    const t0 = performance.now();
    let bad = 0;
    const latencies: number[] = [];
    const n = await paced(rate, seconds, () => {
      const sent = performance.now();
      return call().then(async (r) => {
        if (r.status >= 300 && !name.includes('/api/none')) bad++;
        await r.arrayBuffer();
        latencies.push(performance.now() - sent);
      });
    });
    const cpu = (cpuMs(api.child.pid) - c0) / n;
    const lat = latencyOf(latencies);
    console.log(
      `${name.padEnd(26)} ${cpu.toFixed(2)} ms CPU/request, p50 ${ms(lat.p50)}, p99 ${ms(lat.p99)} (${n} at ${rate}/s in ${((performance.now() - t0) / 1000).toFixed(1)} s${bad ? `, ${bad} not 2xx` : ''})`,
    );
  }
} finally {
  await teardown(env, [api]);
}
