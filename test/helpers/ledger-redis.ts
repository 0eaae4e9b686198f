import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { Redis } from 'ioredis';
import { waitFor } from './wait';

/**
 * A throw-away redis-server on its own port, for "Redis goes down" tests. It persists to an RDB file on
 * shutdown, so sessions and queued jobs survive a stop/start like a real Redis restart.
 */
export interface ScratchRedis {
  url: string;
  port: number;
  start(): Promise<void>;
  /** SHUTDOWN SAVE (clients see the connection drop). */
  stop(): Promise<void>;
  destroy(): Promise<void>;
}

export function scratchRedis(port: number): ScratchRedis {
  const dir = `/tmp/fanlift-h3-redis-${port}-${process.pid}`;
  const url = `redis://127.0.0.1:${port}`;
  const ping = async () => {
    const c = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    c.on('error', () => undefined);
    try {
      await c.connect();
      return (await c.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      c.disconnect();
    }
  };
  const self: ScratchRedis = {
    url,
    port,
    async start() {
      mkdirSync(dir, { recursive: true });
      const r = spawnSync('redis-server', [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--daemonize',
        'yes',
        '--dir',
        dir,
        '--dbfilename',
        'dump.rdb',
        '--save',
        '',
        '--appendonly',
        'no',
        '--pidfile',
        `${dir}/redis.pid`,
        '--logfile',
        `${dir}/redis.log`,
      ]);
      if (r.status !== 0) throw new Error(`redis-server failed: ${r.stderr.toString()}`);
      await waitFor(ping, { timeout: 10_000, message: `redis on ${port}` });
    },
    async stop() {
      spawnSync('redis-cli', ['-p', String(port), 'shutdown', 'save']);
      await waitFor(async () => !(await ping()), { timeout: 10_000, message: `redis on ${port} to stop` });
    },
    async destroy() {
      spawnSync('redis-cli', ['-p', String(port), 'shutdown', 'nosave']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return self;
}
