import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export interface MetricsSettings {
  METRICS_ENABLED: boolean;
  METRICS_PORT: number;
  METRICS_HOST: string;
}
interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * `/metrics` on its own listener (METRICS_HOST:METRICS_PORT, 127.0.0.1 by default), never on the public port.
 * A port already taken is logged and the process goes on without metrics (they are not worth an outage).
 */
export async function startMetricsServer(
  registry: Registry,
  s: MetricsSettings,
  log: Log,
): Promise<{ port: number | null; close(): Promise<void> }> {
  if (!s.METRICS_ENABLED) return { port: null, close: async () => undefined };
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    registry.metrics().then(
      (body) => res.writeHead(200, { 'content-type': registry.contentType }).end(body),
      (err: Error) => res.writeHead(500, { 'content-type': 'text/plain' }).end(err.message),
    );
  });
  const port = await new Promise<number | null>((resolve) => {
    server.once('error', (err: Error) => {
      log.warn({ err: err.message, port: s.METRICS_PORT }, 'metrics listener not started');
      resolve(null);
    });
    server.listen(s.METRICS_PORT, s.METRICS_HOST, () => resolve((server.address() as AddressInfo).port));
  });
  if (port != null) log.info({ host: s.METRICS_HOST, port }, 'metrics listening');
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        if (port == null) return resolve();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
