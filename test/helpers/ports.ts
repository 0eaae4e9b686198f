import { createServer } from 'node:net';

/** A port free now (bound on port 0, then closed: another process may take it before the caller binds it). */
export async function freePort(): Promise<number> {
  const { port, release } = await reservePort();
  await release();
  return port;
}

/**
 * A free port kept bound until `release()`: for a port that must be known long before its process starts (a web
 * origin that the api and realtime are told of), so no other process of a parallel shard can take it meanwhile.
 * Release it right before spawning the process that binds it.
 */
export function reservePort(): Promise<{ port: number; release(): Promise<void> }> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      resolve({ port, release: () => new Promise<void>((done) => srv.close(() => done())) });
    });
  });
}
