import { freePort } from './ports';
import { startProcess, type ProcessName, type RunningProcess } from './processes';
import { waitFor } from './wait';

/**
 * Several api, worker and realtime processes behind one web origin (the web server balances /api and
 * /socket.io over the comma lists in API_URL and REALTIME_URL), as a scaled deployment runs them.
 * Every node keeps its port across restarts, so the web server's lists stay valid.
 */
export interface ClusterOptions {
  api?: number;
  worker?: number;
  realtime?: number;
  /** Web servers (default 1), each balancing over every api and realtime node; `webUrl` is the first. */
  web?: number;
  /** Extra environment for every process (PUBLIC_URL, API_URL and REALTIME_URL are set by the cluster). */
  env?: Record<string, string>;
  /** Extra environment per kind (applied after `env`). */
  envOf?: Partial<Record<ProcessName, Record<string, string>>>;
}

export interface Cluster {
  /** The one origin (the first web server): /api, /socket.io and the SPA. */
  webUrl: string;
  /** The running nodes by kind; `restart` replaces an entry in place. `web` has `web` nodes (default 1). */
  nodes: Record<ProcessName, RunningProcess[]>;
  /** Signal node `i` of `kind` (default SIGKILL) and resolve with its exit code or signal name. */
  kill(kind: ProcessName, i: number, signal?: NodeJS.Signals): Promise<number | string>;
  /** Stop node `i` of `kind` if it still runs (SIGTERM), start it again on the same port; resolves when ready. */
  restart(kind: ProcessName, i: number): Promise<RunningProcess>;
  /** SIGTERM every node (the web server first). */
  stop(): Promise<void>;
}

const PORT_VAR: Record<ProcessName, string> = {
  api: 'API_PORT',
  worker: 'WORKER_HEALTH_PORT',
  realtime: 'REALTIME_PORT',
  web: 'WEB_PORT',
};

export async function startCluster({
  api = 2,
  worker = 2,
  realtime = 2,
  web = 1,
  env = {},
  envOf = {},
}: ClusterOptions = {}): Promise<Cluster> {
  const counts: Record<ProcessName, number> = { api, worker, realtime, web };
  const ports = {} as Record<ProcessName, number[]>;
  for (const kind of Object.keys(counts) as ProcessName[])
    ports[kind] = await Promise.all(Array.from({ length: counts[kind] }, () => freePort()));
  const webUrl = `http://127.0.0.1:${ports.web[0]}`;
  const list = (kind: ProcessName) => ports[kind].map((p) => `http://127.0.0.1:${p}`).join(',');
  const envFor = (kind: ProcessName, i: number): Record<string, string> => ({
    ...(kind === 'web' ? { API_URL: list('api'), REALTIME_URL: list('realtime') } : {}),
    ...env,
    ...envOf[kind],
    PUBLIC_URL: webUrl,
    [PORT_VAR[kind]]: String(ports[kind][i]),
  });
  const start = async (kind: ProcessName, i: number) => {
    if (kind !== 'web') return startProcess(kind, envFor(kind, i));
    // The web server's /readyz also wants the built SPA, which these tests do not need: wait for its nodes.
    const web = await startProcess(kind, envFor(kind, i), { readyPath: '/healthz' });
    await waitFor(
      async () => {
        const res = await fetch(`${web.url}/readyz`);
        const body = (await res.json()) as { checks: { api: boolean; realtime: boolean } };
        return body.checks.api && body.checks.realtime;
      },
      { timeout: 30_000, interval: 100, message: 'the web server to reach its api and realtime nodes' },
    );
    return web;
  };

  const nodes = { api: [], worker: [], realtime: [], web: [] } as Record<ProcessName, RunningProcess[]>;
  const backends: ProcessName[] = ['api', 'worker', 'realtime'];
  try {
    await Promise.all(
      backends.flatMap((kind) =>
        ports[kind].map(async (_p, i) => {
          nodes[kind][i] = await start(kind, i);
        }),
      ),
    );
    await Promise.all(
      ports.web.map(async (_p, i) => {
        nodes.web[i] = await start('web', i);
      }),
    );
  } catch (err) {
    await Promise.all(
      Object.values(nodes)
        .flat()
        .map((p) => p.kill('SIGKILL')),
    );
    throw err;
  }

  const node = (kind: ProcessName, i: number) => {
    const p = nodes[kind][i];
    if (!p) throw new Error(`no ${kind} node ${i} (the cluster has ${nodes[kind].length})`);
    return p;
  };
  return {
    webUrl,
    nodes,
    kill: (kind, i, signal = 'SIGKILL') => node(kind, i).kill(signal),
    async restart(kind, i) {
      await node(kind, i).kill('SIGTERM');
      nodes[kind][i] = await start(kind, i);
      return nodes[kind][i];
    },
    async stop() {
      await Promise.all(nodes.web.map((p) => p.kill('SIGTERM')));
      await Promise.all(backends.flatMap((kind) => nodes[kind]).map((p) => p.kill('SIGTERM')));
    },
  };
}

/** A cluster started before the suite's tests and stopped after them: call in a describe, read `cluster` in tests. */
export function clusterForSuite(opts: ClusterOptions): { cluster: Cluster } {
  const s = {} as { cluster: Cluster };
  before(async () => {
    s.cluster = await startCluster(opts);
  });
  after(async () => {
    await s.cluster?.stop();
  });
  return s;
}
