/**
 * Private PostgreSQL and Redis servers for fault runs (test/chaos, test/reliability/recovery): a run may kill and
 * restart them without touching the machine's shared servers. PostgreSQL is a fresh `initdb` cluster (trust auth,
 * fsync off); Redis keeps an append-only file (fsync every second), as a deployment would.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { freePort } from '../helpers/ports';
import { waitFor } from '../helpers/wait';

export interface ScratchServer {
  url: string;
  /** SIGKILL (crash) and start again on the same port and data. */
  crashAndRestart(downMs?: number): Promise<void>;
  stop(): Promise<void>;
}

const asRoot = process.getuid?.() === 0;
/** PostgreSQL refuses to run as root: run its tools as the `postgres` user then. */
function pgTool(args: string[]): void {
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', ...args]] : [args[0], args.slice(1)];
  const r = spawnSync(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${args.join(' ')} failed: ${r.stderr || r.stdout}`);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startScratchPostgres(): Promise<ScratchServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'fanlift-chaos-pg-'));
  if (asRoot) spawnSync('chown', ['postgres', dir]);
  const data = path.join(dir, 'data');
  const port = await freePort();
  pgTool(['initdb', '-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = () => pgTool(['pg_ctl', '-D', data, '-o', opts, '-l', path.join(dir, 'log'), '-w', 'start']);
  const url = `postgres://postgres@127.0.0.1:${port}/fanlift`;
  start();
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('CREATE DATABASE fanlift');
  await admin.end();
  return {
    url,
    async crashAndRestart(downMs = 500) {
      pgTool(['pg_ctl', '-D', data, '-m', 'immediate', 'stop']);
      await sleep(downMs);
      start();
    },
    async stop() {
      try {
        pgTool(['pg_ctl', '-D', data, '-m', 'immediate', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function startScratchRedis(): Promise<ScratchServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'fanlift-chaos-redis-'));
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'yes',
        '--appendfsync',
        'everysec',
        '--dir',
        dir,
        '--maxmemory-policy',
        'noeviction',
      ],
      { stdio: 'ignore' },
    );
    await waitFor(
      async () => {
        const probe = new Redis(url, {
          lazyConnect: true,
          maxRetriesPerRequest: 0,
          retryStrategy: () => null,
        });
        probe.on('error', () => undefined);
        const pong = await probe.connect().then(
          () => probe.ping(),
          () => null,
        );
        probe.disconnect();
        return pong === 'PONG';
      },
      { timeout: 10_000, interval: 50, message: 'scratch redis up' },
    );
  };
  const kill = () =>
    new Promise<void>((resolve) => {
      if (!child || child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  await start();
  return {
    url,
    async crashAndRestart(downMs = 500) {
      await kill();
      await sleep(downMs);
      await start();
    },
    async stop() {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
