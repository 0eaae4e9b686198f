/**
 * The api's CPU per accepted send against the bare HTTP hop's (issue 27), with nothing else running: the api of
 * another checkout (BASE_DIR, optional; its node_modules may be a link to this one's), this checkout's api and the
 * hop take turns at RATE/s (200) for SECS (8) in ROUNDS (3) rounds, so a change is compared within one run.
 * Usage: `BASE_DIR=/tmp/base npx tsx bench/src/tools/accept-cpu.ts`.
 */
import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { setupLedgerBench, signInFan, creditFan, postCommand, teardown } from '../lib/setup';
import { spawnProcess, cpuMs, freePort, type Spawned } from '../lib/spawn';
import { paced } from '../lib/drive';
import { postJson } from '../lib/http-client';

async function spawnAt(dir: string, env: Record<string, string>): Promise<Spawned> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/index.ts'], {
    cwd: dir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      API_CHECK_RESPONSES: 'false',
      ...env,
      API_PORT: String(port),
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.status === 200,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    child,
    url,
    output: () => '',
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

const env = await setupLedgerBench('fanlift_bench_acceptcpu', 0, 20, 0);
const shared = {
  DATABASE_URL: env.databaseUrl,
  REDIS_URL: env.redisUrl,
  QUEUE_PREFIX: env.prefix,
  RATE_LIMIT_SENDS: '100000/1',
  RATE_LIMIT_SIGN_IN: '10000/60',
};
const apis: [string, Spawned][] = [];
if (process.env.BASE_DIR) apis.push(['base', await spawnAt(process.env.BASE_DIR, shared)]);
apis.push(['this', await spawnProcess('api/src/index.ts', 'API_PORT', shared)]);
const hop = await spawnProcess('bench/src/bare/e2e-hop.ts', 'PORT', shared);
const fans: { id: number; cookie: string }[] = [];
for (let i = 0; i < 100; i++) {
  const f = await signInFan(apis[0][1].url, `acc${i}.${env.prefix}@bench.dev`);
  await creditFan(env.db, f.id, 1_000_000);
  fans.push(f);
}
const rate = Number(process.env.RATE ?? 200),
  secs = Number(process.env.SECS ?? 8);
const fireApi = (url: string) => (i: number) =>
  postCommand(url, '/api/likes/send', fans[i % 100].cookie, { athleteId: env.athletes[i % 20], likes: 1 });
const fireHop = (i: number) =>
  postJson(
    `${hop.url}/send`,
    {},
    { fan: fans[i % 100].id, athlete: env.athletes[i % 20], likes: 1, cause: `bare-${randomUUID()}` },
  );
for (const [, a] of apis) await paced(rate, 3, fireApi(a.url));
await paced(rate, 3, fireHop);
const sums: Record<string, number[]> = {};
for (let round = 0; round < Number(process.env.ROUNDS ?? 3); round++) {
  const line: string[] = [];
  const c0 = cpuMs(hop.child.pid);
  const m = await paced(rate, secs, fireHop);
  const h = (cpuMs(hop.child.pid) - c0) / m;
  line.push(`hop ${h.toFixed(3)}`);
  for (const [name, a] of apis) {
    const c = cpuMs(a.child.pid);
    let ok = 0;
    await paced(rate, secs, async (i) => {
      if (await fireApi(a.url)(i)) ok++;
    });
    const v = (cpuMs(a.child.pid) - c) / ok;
    (sums[name] ??= []).push(v / h);
    line.push(`${name} ${v.toFixed(3)} (${(v / h).toFixed(2)}x, ${ok} ok)`);
  }
  console.log(`round ${round}: ${line.join(', ')}`);
}
const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
console.log(
  Object.entries(sums)
    .map(([k, v]) => `${k} median ${med(v).toFixed(2)}x`)
    .join(', '),
);
await teardown(env, [...apis.map(([, a]) => a), hop]);
process.exit(0);
