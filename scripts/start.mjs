// `npm start`: install what is missing, make sure PostgreSQL and Redis answer, migrate, load demo data
// once, build the web app and run api, worker, realtime and web on one origin (http://localhost:8080).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './install.mjs';
import { dockerAvailable, reachable } from './services.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const env = { ...process.env };
env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/fanlift';
env.REDIS_URL ??= 'redis://127.0.0.1:6379';
env.WEB_PORT ??= '8080';
env.PUBLIC_URL ??= `http://localhost:${env.WEB_PORT}`;
// The web process proxies to the api and realtime on the ports they were given.
env.API_URL ??= `http://127.0.0.1:${env.API_PORT ?? '3001'}`;
env.REALTIME_URL ??= `http://127.0.0.1:${env.REALTIME_PORT ?? '3002'}`;
// The api sits behind the web process's proxy, which replaces X-Forwarded-For with the address it saw and
// proves itself with this run's secret: the api believes the header only then (per-client rate limits), so no
// local client, on the web origin or on the api's port, can choose the address a limit counts.
env.PROXY_SECRET ??= randomBytes(24).toString('base64url');

const say = (m) => console.log(`\x1b[1m[fanlift]\x1b[0m ${m}`);
const run = (cmd, args, opts = {}) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env, ...opts });
  if (r.status !== 0) {
    console.error(`[fanlift] '${cmd} ${args.join(' ')}' failed`);
    process.exit(r.status ?? 1);
  }
};

if (!ensureInstalled({ root, log: say })) process.exit(1);

const dockerOk = dockerAvailable;

let pgOk = await reachable(env.DATABASE_URL, 5432);
let redisOk = await reachable(env.REDIS_URL, 6379);
if ((!pgOk || !redisOk) && dockerOk()) {
  say('Starting PostgreSQL and Redis with docker compose...');
  run('docker', ['compose', 'up', '-d', '--wait', 'postgres', 'redis']);
  pgOk = await reachable(env.DATABASE_URL, 5432);
  redisOk = await reachable(env.REDIS_URL, 6379);
}
if (!pgOk || !redisOk) {
  const missing = [
    !pgOk && `PostgreSQL (${env.DATABASE_URL})`,
    !redisOk && `Redis (${env.REDIS_URL})`,
  ].filter(Boolean);
  console.error(`[fanlift] ${missing.join(' and ')} did not answer.
Provide them in one of these ways, then run npm start again:
  - local servers: PostgreSQL 15+ (trust auth for user postgres) and Redis 7, e.g.
      pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start
      redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save ''
  - or set DATABASE_URL and REDIS_URL to servers you run elsewhere
  - or install Docker: npm start then runs 'docker compose up -d postgres redis' for you.`);
  process.exit(1);
}

say('Migrating and loading demo data (idempotent)...');
run(process.execPath, ['--import', 'tsx', 'db/src/cli/seed.ts']);
say('Building the web app...');
run('npm', ['run', 'build', '-w', '@fanlift/web', '--silent']);

const procs = [
  ['api', 'api/src/index.ts', '\x1b[36m'],
  ['worker', 'worker/src/index.ts', '\x1b[35m'],
  ['realtime', 'realtime/src/index.ts', '\x1b[33m'],
  ['web', 'web/server/index.ts', '\x1b[32m'],
];
const children = [];
let stopping = false;
for (const [name, entry, color] of procs) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `${color}${name.padEnd(8)}\x1b[0m| `;
  const pipe = (stream, out) => {
    let buf = '';
    stream.on('data', (d) => {
      buf += d.toString();
      const lines = buf.split('\n');
      buf = lines.pop();
      for (const l of lines) out.write(prefix + l + '\n');
    });
  };
  pipe(child.stdout, process.stdout);
  pipe(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      say(`${name} exited (${code ?? signal}); stopping the others.`);
      void stop(1);
    }
  });
  children.push(child);
}

async function waitReady(url, timeout = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeout) {
    const ok = await fetch(url)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}
if (await waitReady(`http://127.0.0.1:${env.WEB_PORT}/readyz`)) {
  say(
    `Fanlift is running at \x1b[1m${env.PUBLIC_URL}\x1b[0m  (sign in as fan@fanlift.dev, admin@fanlift.dev or athlete@fanlift.dev; Ctrl+C stops)`,
  );
} else {
  say('The processes did not become ready within 60 s; see the logs above.');
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  say('Stopping...');
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  await Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.on('exit', r)))));
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
