import { createServer, type Server } from 'node:http';

export interface HealthProbe {
  /** Liveness: the process is up and its event loop answers. */
  live(): boolean;
  /** Readiness: PostgreSQL and Redis answer and the workers are running. */
  ready(): Promise<{ ok: boolean; checks: Record<string, boolean> }>;
}

/** `/healthz` and `/readyz` on the worker's health port (JSON, 200 or 503). */
export function startHealthServer(port: number, probe: HealthProbe, host = '127.0.0.1'): Promise<Server> {
  const server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    const url = (req.url ?? '/').split('?')[0];
    if (url === '/healthz') return send(probe.live() ? 200 : 503, { ok: probe.live() });
    if (url === '/readyz') {
      probe
        .ready()
        .then((r) => send(r.ok ? 200 : 503, r))
        .catch((err: unknown) => send(503, { ok: false, error: (err as Error).message }));
      return;
    }
    send(404, { error: { code: 'not_found', message: 'Not found' } });
  });
  server.keepAliveTimeout = 2_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
