import net from 'node:net';
import { freePort } from './ports';

/** A TCP front for the realtime nodes (as the edge is): new connections go to the first node that accepts. */
export async function startFront(ports: () => number[]): Promise<{ port: number; close(): void }> {
  const server = net.createServer((client) => {
    client.on('error', () => undefined);
    const tryNext = (list: number[]) => {
      if (!list.length || client.destroyed) return client.destroy();
      const up = net.connect(list[0], '127.0.0.1');
      const refused = () => {
        up.destroy();
        tryNext(list.slice(1));
      };
      up.once('error', refused);
      up.once('connect', () => {
        up.off('error', refused);
        up.on('error', () => client.destroy());
        up.once('close', () => client.destroy());
        client.once('close', () => up.destroy());
        client.pipe(up).pipe(client);
      });
    };
    tryNext(ports());
  });
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return { port, close: () => server.close() };
}
