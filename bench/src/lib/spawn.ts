import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Child processes of the benches: our processes (api, worker, realtime) and the bare harnesses' nodes. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createNetServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc; NaN elsewhere). */
export function cpuMs(pid: number | undefined, statFile = `/proc/${pid}/stat`): number {
  try {
    const fields = readFileSync(statFile, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

/**
 * CPU time (user + system) of a process's main thread alone so far, in ms (Linux /proc; NaN elsewhere): for a Node
 * process, its JavaScript; the rest of `cpuMs` is V8's compiler and collector threads and libuv's pool.
 */
export function mainThreadCpuMs(pid: number | undefined): number {
  return cpuMs(pid, `/proc/${pid}/task/${pid}/stat`);
}

/** CPU time (all cores) the machine has been busy and in total so far, in ms (Linux /proc/stat; NaN elsewhere). */
export function machineCpuMs(): { busy: number; total: number } {
  try {
    const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const total = f.slice(0, 8).reduce((a, b) => a + b, 0);
    const idle = f[3] + f[4];
    return { busy: ((total - idle) * 1000) / 100, total: (total * 1000) / 100 };
  } catch {
    return { busy: NaN, total: NaN };
  }
}

/** CPU time (ms) so far of each process of the machine's shared services (PostgreSQL backends, Redis), by pid. */
export type ServicesCpu = Map<number, { service: 'postgres' | 'redis'; ms: number }>;

export function servicesCpuMs(): ServicesCpu {
  const out: ServicesCpu = new Map();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return out;
  }
  for (const pid of pids) {
    let comm: string;
    try {
      comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    } catch {
      continue;
    }
    const service = comm === 'postgres' ? 'postgres' : comm === 'redis-server' ? 'redis' : null;
    if (service) out.set(Number(pid), { service, ms: cpuMs(Number(pid)) || 0 });
  }
  return out;
}

/**
 * CPU each service used between two readings: per process, so a backend that started in between counts from 0
 * and one that exited is left out (its last moments are lost, never subtracted).
 */
export function servicesCpuBetween(a: ServicesCpu, b: ServicesCpu): { postgres: number; redis: number } {
  const sum = { postgres: 0, redis: 0 };
  for (const [pid, v] of b) sum[v.service] += v.ms - (a.get(pid)?.ms ?? 0);
  return sum;
}

export function selfCpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Resident memory of a process in KB (Linux /proc; NaN elsewhere). */
export function rssKb(pid: number | undefined): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : NaN;
  } catch {
    return NaN;
  }
}

export interface Spawned {
  child: ChildProcess;
  url: string;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Spawn a TypeScript entry (relative to the repo root) with `portVar` set to a free port, and wait until
 * GET /readyz answers 200. BENCH_CPU_PROF=<dir> runs it under `node --cpu-prof` (profiles in <dir>/<first path
 * segment>/, one per thread; read them with bench/src/tools/profile-summary.ts).
 */
export async function spawnProcess(
  entry: string,
  portVar: string,
  env: Record<string, string>,
  // A shared, busy machine takes over a minute to start three tsx processes at once.
  timeoutMs = Number(process.env.BENCH_SPAWN_TIMEOUT_MS ?? 180_000),
): Promise<Spawned> {
  const port = await freePort();
  const prof = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}/${entry.split('/')[0]}`]
    : [];
  const child = spawn(process.execPath, [...prof, '--import', 'tsx', entry], {
    cwd: ROOT,
    // Benches time the product as it runs in production: no parse of every answer against its declaration.
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      API_CHECK_RESPONSES: 'false',
      ...env,
      [portVar]: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out = (out + d.toString()).slice(-8000)));
  child.stderr?.on('data', (d: Buffer) => (out = (out + d.toString()).slice(-8000)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`${entry} did not become ready:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    url,
    output: () => out,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode !== null) return;
      child.kill(signal);
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** The product's money path as separate processes (api, worker, realtime) on a bench database and prefix. */
export function spawnProductStack(
  env: { databaseUrl: string; redisUrl: string; prefix: string },
  sendsPerMinute: number,
  /** More settings for the api (e.g. METRICS_PORT for a tool that reads its /metrics). */
  apiEnv: Record<string, string> = {},
): Promise<[Spawned, Spawned, Spawned]> {
  const shared = { DATABASE_URL: env.databaseUrl, REDIS_URL: env.redisUrl, QUEUE_PREFIX: env.prefix };
  return Promise.all([
    spawnProcess('api/src/index.ts', 'API_PORT', {
      ...shared,
      DEV_ADMIN_EMAILS: 'nobody@bench.dev',
      RATE_LIMIT_SENDS: `${sendsPerMinute}/60`,
      ...apiEnv,
    }),
    spawnProcess('worker/src/index.ts', 'WORKER_HEALTH_PORT', { ...shared, REDRIVE_INTERVAL_MS: '5000' }),
    spawnProcess('realtime/src/index.ts', 'REALTIME_PORT', shared),
  ]);
}
