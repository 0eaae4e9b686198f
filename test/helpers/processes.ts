import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { testEnv } from './env';
import { freePort, reservePort } from './ports';
import { waitFor } from './wait';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type ProcessName = 'api' | 'worker' | 'realtime' | 'web';

const ENTRY: Record<ProcessName, string> = {
  api: 'api/src/index.ts',
  worker: 'worker/src/index.ts',
  realtime: 'realtime/src/index.ts',
  web: 'web/server/index.ts',
};
/**
 * The suite's compiled copy of each process (scripts/bundle-processes.mjs; npm test builds them first and sets
 * FANLIFT_TEST_BUNDLES=1): one file, so a start costs about a fifth of the CPU of tsx loading every source file.
 * A test that must see a process as `npm start` runs it passes `fromSource`.
 */
const BUNDLE: Record<ProcessName, string> = {
  api: 'api/.build/index.mjs',
  worker: 'worker/.build/index.mjs',
  realtime: 'realtime/.build/index.mjs',
  web: 'web/.build/server.mjs',
};
const useBundles = process.env.FANLIFT_TEST_BUNDLES === '1';

/** How to start a process: its bundle when the run built them, else its TypeScript through tsx. */
function commandOf(name: ProcessName, fromSource: boolean): string[] {
  const bundle = path.join(ROOT, BUNDLE[name]);
  if (useBundles && !fromSource) {
    if (!existsSync(bundle)) throw new Error(`${BUNDLE[name]} is missing: npm test builds it first`);
    return ['--enable-source-maps', bundle];
  }
  return ['--import', 'tsx', ENTRY[name]];
}

const PORT_VAR: Record<ProcessName, string> = {
  api: 'API_PORT',
  worker: 'WORKER_HEALTH_PORT',
  realtime: 'REALTIME_PORT',
  web: 'WEB_PORT',
};

export interface RunningProcess {
  name: ProcessName;
  url: string;
  port: number;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (or signal name). */
  exited: Promise<number | string>;
  kill(signal?: NodeJS.Signals): Promise<number | string>;
}

/**
 * Children still running when the test process exits are killed: a suite whose `before` hook failed after
 * starting its stack (a browser that would not launch, say) never reaches its teardown, and its api, worker and
 * realtime would otherwise outlive the run, loading the machine for every later test and bench.
 */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const c of running) c.kill('SIGKILL');
});

/** A child that exited before it was ready; `portTaken` when it lost the race for the port we chose. */
class ExitedEarly extends Error {
  constructor(
    name: ProcessName,
    readonly output: string,
  ) {
    super(`${name} exited early:\n${output}`);
  }
  get portTaken(): boolean {
    return /EADDRINUSE/.test(this.output);
  }
}

/**
 * Spawn one process with this run's environment; resolves when its /readyz answers 200. A free port is found by
 * binding port 0 and closing it, so another process may take it before the child binds: when the child then
 * exits with EADDRINUSE on a port we chose, it is started again on a new one (up to 3 times).
 */
/**
 * Stops the stack the end-to-end files share (test/helpers/shared-stack.ts registers it): a file that starts
 * processes of its own must not have the shared worker take its jobs from the same queues.
 */
let stopShared: (() => Promise<void>) | null = null;
export function onOwnProcesses(stop: () => Promise<void>): void {
  stopShared = stop;
}

export async function startProcess(
  name: ProcessName,
  extraEnv: Record<string, string> = {},
  options: { readyTimeout?: number; readyPath?: string; shared?: boolean; fromSource?: boolean } = {},
): Promise<RunningProcess> {
  if (!options.shared) await stopShared?.();
  const chosen = extraEnv[PORT_VAR[name]] === undefined;
  for (let attempt = 1; ; attempt++) {
    const port = Number(extraEnv[PORT_VAR[name]] ?? (await freePort()));
    try {
      return await spawnReady(name, port, extraEnv, options);
    } catch (err) {
      if (!(chosen && attempt < 3 && err instanceof ExitedEarly && err.portTaken)) throw err;
    }
  }
}

async function spawnReady(
  name: ProcessName,
  port: number,
  extraEnv: Record<string, string>,
  {
    readyTimeout = Number(process.env.TEST_READY_TIMEOUT_MS ?? 90_000),
    readyPath = '/readyz',
    fromSource = false,
  }: { readyTimeout?: number; readyPath?: string; fromSource?: boolean },
): Promise<RunningProcess> {
  const env = { ...process.env, ...testEnv, ...extraEnv, [PORT_VAR[name]]: String(port) };
  const child = spawn(process.execPath, commandOf(name, fromSource), {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out = (out + d.toString()).slice(-20_000)));
  child.stderr?.on('data', (d: Buffer) => (out = (out + d.toString()).slice(-20_000)));
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  let dead = false;
  void exited.then(() => (dead = true));
  const url = `http://127.0.0.1:${port}`;
  // A child that died is not waited for until the timeout: the race below ends as soon as it exits.
  const died = exited.then(() => {
    throw new ExitedEarly(name, out);
  });
  died.catch(() => undefined);
  try {
    await Promise.race([
      waitFor(
        async () => {
          if (dead) return false;
          const res = await fetch(`${url}${readyPath}`).catch(() => null);
          return res?.status === 200;
        },
        { timeout: readyTimeout, interval: 100, message: `${name} ${readyPath}` },
      ),
      died,
    ]);
  } catch (err) {
    child.kill('SIGKILL');
    if (err instanceof ExitedEarly) throw err;
    throw new Error(`${(err as Error).message}\n--- ${name} output ---\n${out}`, { cause: err });
  }
  return {
    name,
    url,
    port,
    child,
    output: () => out,
    exited,
    async kill(signal: NodeJS.Signals = 'SIGTERM') {
      if (!dead) child.kill(signal);
      return exited;
    },
  };
}

export interface Stack {
  webUrl: string;
  api: RunningProcess;
  worker: RunningProcess;
  realtime: RunningProcess;
  web: RunningProcess;
  stop(): Promise<void>;
}

/** The whole product on one origin (web proxies /api and /socket.io), as `npm start` runs it. */
export async function startStack(
  extraEnv: Record<string, string> = {},
  { shared = false, fromSource = false }: { shared?: boolean; fromSource?: boolean } = {},
): Promise<Stack> {
  // WEB_PORT may be chosen by the caller (e.g. an identity provider must know the public origin first).
  // The web's port is known before the others start (PUBLIC_URL) and kept bound until the web starts.
  const [apiPort, rtPort, webSlot] = await Promise.all([
    freePort(),
    freePort(),
    extraEnv.WEB_PORT ? { port: Number(extraEnv.WEB_PORT), release: async () => {} } : reservePort(),
  ]);
  const webPort = webSlot.port;
  const webUrl = `http://127.0.0.1:${webPort}`;
  const env = { ...extraEnv, PUBLIC_URL: webUrl };
  const [api, worker, realtime] = await Promise.all([
    // As npm start: the api believes X-Forwarded-For only from the web proxy (PROXY_SECRET of testEnv).
    startProcess('api', { ...env, API_PORT: String(apiPort) }, { shared, fromSource }),
    startProcess('worker', env, { shared, fromSource }),
    startProcess('realtime', { ...env, REALTIME_PORT: String(rtPort) }, { shared, fromSource }),
  ]);
  await webSlot.release();
  const web = await startProcess(
    'web',
    { ...env, WEB_PORT: String(webPort), API_URL: api.url, REALTIME_URL: realtime.url },
    { shared, fromSource },
  );
  return {
    webUrl,
    api,
    worker,
    realtime,
    web,
    async stop() {
      await Promise.all([web, api, worker, realtime].map((p) => p.kill('SIGTERM')));
    },
  };
}

/** A worker process for a test file: started before its tests, stopped (SIGTERM) after them. */
export function fileWorker(env: Record<string, string> = {}): { output(): string } {
  let started: RunningProcess | undefined;
  before(async () => {
    started = await startProcess('worker', env);
  });
  after(async () => {
    await started?.kill('SIGTERM');
  });
  return { output: () => started?.output() ?? '' };
}

/** An api, a worker, two realtime nodes and two web origins, each web proxying /socket.io to its own node. */
export interface TwoNodeStack {
  api: RunningProcess;
  worker: RunningProcess;
  rt1: RunningProcess;
  rt2: RunningProcess;
  web1: RunningProcess;
  web2: RunningProcess;
  stop(): Promise<void>;
}

/**
 * Start a TwoNodeStack (PUBLIC_URL is the first web origin; `env` goes to the worker and the realtime nodes).
 * Six processes start at once on a shared machine: each may take 120 s to be ready.
 */
export async function startTwoNodeStack(env: Record<string, string> = {}): Promise<TwoNodeStack> {
  const slow = { readyTimeout: 120_000 };
  // The web origins are known before the others start (PUBLIC_URL): their ports stay bound until the webs start.
  const [apiPort, web1Slot, web2Slot] = await Promise.all([freePort(), reservePort(), reservePort()]);
  const shared = { PUBLIC_URL: `http://127.0.0.1:${web1Slot.port}` };
  const [api, worker, rt1, rt2] = await Promise.all([
    startProcess('api', { ...shared, API_PORT: String(apiPort) }, slow),
    startProcess('worker', { ...shared, ...env }, slow),
    startProcess('realtime', { ...shared, ...env }, slow),
    startProcess('realtime', { ...shared, ...env }, slow),
  ]);
  const web = async (slot: { port: number; release(): Promise<void> }, rt: RunningProcess) => {
    await slot.release();
    return startProcess(
      'web',
      { ...shared, WEB_PORT: String(slot.port), API_URL: api.url, REALTIME_URL: rt.url },
      slow,
    );
  };
  const [web1, web2] = await Promise.all([web(web1Slot, rt1), web(web2Slot, rt2)]);
  return {
    api,
    worker,
    rt1,
    rt2,
    web1,
    web2,
    stop: async () => {
      await Promise.all([web1, web2, api, worker, rt1, rt2].map((p) => p.kill()));
    },
  };
}
