import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer as createNetServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { QueryTypes } from 'sequelize';
import {
  checkLedgerInvariants,
  commandJobId,
  connectDatabase,
  createMigrator,
  dropDatabase,
  ensureDatabase,
  fanAccount,
  postJournal,
  requestHash,
  canonicalJson,
  type Database,
} from '@fanlift/db';
import { runBareHarness } from './bare-harness';

/**
 * Ledger throughput (DESIGN §1, §4): send-likes commands applied per second by one worker process and by two,
 * compared with the bare harness (the same journal with plain BullMQ + pg) in the same run.
 * Target: one worker process ≥ 60% of the bare harness. Own database (fanlift_bench_ledger, recreated) and
 * queue prefix. Commands are staged and enqueued first, then the workers start; the clock runs from "workers
 * ready" to "all applied". Bounded: each phase gives up after 120 s.
 */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const TARGET_RATIO = 0.6;

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

export function pct(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

/** Delete every Redis key of a bench run (queues of all phases, sessions): they all start with its prefix. */
export async function cleanupRedisPrefix(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

export interface BenchEnv {
  databaseUrl: string;
  redisUrl: string;
  prefix: string;
  db: Database;
  fans: number[];
  athletes: number[];
}

/** Recreate the bench database, migrate it, create `fans` fans with `likesEach` likes and `athletes` athletes. */
export async function setupLedgerBench(
  name: string,
  fans: number,
  athletes: number,
  likesEach: number,
): Promise<BenchEnv> {
  const pgUrl = new URL(
    process.env.BENCH_PG_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  pgUrl.pathname = `/${name}`;
  const databaseUrl = pgUrl.toString();
  await dropDatabase(databaseUrl);
  await ensureDatabase(databaseUrl);
  const db = connectDatabase({ url: databaseUrl, poolMax: 8 });
  await createMigrator(db.sequelize).up();
  const s = db.sequelize;
  const fanRows = await s.query<{ id: number }>(
    `INSERT INTO users (auth_id, email, user_type, referral_code, first_name, last_name)
     SELECT 'bench|' || g, 'bench' || g || '@bench.dev', 'fan', 'B' || g, 'Bench', 'Fan ' || g FROM generate_series(1, $1) g
     RETURNING id`,
    { bind: [fans], type: QueryTypes.SELECT },
  );
  const athleteRows = await s.query<{ id: number }>(
    `INSERT INTO athlete_profiles (first_name, last_name, sport) SELECT 'Bench', 'Athlete ' || g, 'football'
     FROM generate_series(1, $1) g RETURNING id`,
    { bind: [athletes], type: QueryTypes.SELECT },
  );
  for (const f of fanRows) {
    await s.transaction((t) =>
      postJournal(t, {
        kind: 'bench-credit',
        causeKey: `bench-credit:${f.id}`,
        lines: [
          { account: 'platform:promo', amount: -likesEach },
          { account: fanAccount(f.id), amount: likesEach },
        ],
        walletTransactions: [{ userId: f.id, type: 'gift', likes: likesEach, paymentName: 'Bench credit' }],
      }),
    );
  }
  // athlete accounts exist up front (as after post-athlete-wallet), so no phase pays for creating them
  await s.query(
    `INSERT INTO ledger_accounts (key, kind, owner_id) SELECT 'athlete:' || id, 'athlete', id FROM athlete_profiles ON CONFLICT DO NOTHING`,
  );
  return {
    databaseUrl,
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    prefix: `benchledger${Date.now().toString(36)}`,
    db,
    fans: fanRows.map((r) => r.id),
    athletes: athleteRows.map((r) => r.id),
  };
}

/** Stage `n` send-likes commands (1 like each, spread over fans/athletes) and enqueue their jobs. */
export async function stageAndEnqueue(env: BenchEnv, n: number, prefix: string): Promise<string[]> {
  const rows = Array.from({ length: n }, (_, i) => {
    const fan = env.fans[i % env.fans.length];
    const payload = { fanUserId: fan, athleteId: env.athletes[i % env.athletes.length], likes: 1 };
    return {
      id: randomUUID(),
      user_id: fan,
      key: `bench-${randomUUID()}`,
      hash: requestHash('send-likes', payload),
      payload: JSON.parse(canonicalJson(payload)) as unknown,
    };
  });
  for (let i = 0; i < rows.length; i += 1000) {
    await env.db.sequelize.query(
      `INSERT INTO commands (id, user_id, kind, idempotency_key, request_hash, payload)
       SELECT x.id, x.user_id, 'send-likes', x.key, x.hash, x.payload
       FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, user_id int, key text, hash text, payload jsonb)`,
      { bind: [JSON.stringify(rows.slice(i, i + 1000))] },
    );
  }
  const q = new Queue('ledger', { connection: { url: env.redisUrl }, prefix });
  for (let i = 0; i < rows.length; i += 1000) {
    await q.addBulk(
      rows.slice(i, i + 1000).map((r) => ({
        name: 'ledger.apply-command',
        data: { commandId: r.id, idempotencyKey: r.id },
        opts: {
          jobId: commandJobId(r.id),
          removeOnComplete: true,
          attempts: 8,
          backoff: { type: 'exponential', delay: 200 },
        },
      })),
    );
  }
  await q.close();
  return rows.map((r) => r.id);
}

export interface Spawned {
  child: ChildProcess;
  url: string;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Spawn one of our processes (worker/api/realtime) and wait for its /readyz. */
export async function spawnProcess(
  entry: string,
  portVar: string,
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<Spawned> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env, [portVar]: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out = (out + d.toString()).slice(-8000)));
  child.stderr?.on('data', (d: Buffer) => (out = (out + d.toString()).slice(-8000)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.status === 200,
        () => false,
      )
    )
      break;
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

async function waitApplied(env: BenchEnv, ids: string[], timeoutMs: number): Promise<number> {
  const t0 = performance.now();
  for (;;) {
    // cheap (partial index on pending commands): the poll must not steal CPU from the workers it measures
    const [row] = await env.db.sequelize.query<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM commands WHERE status = 'pending'`,
      {
        type: QueryTypes.SELECT,
      },
    );
    if (row.n === 0) return (performance.now() - t0) / 1000;
    if (performance.now() - t0 > timeoutMs)
      throw new Error(`${row.n} of ${ids.length} commands still pending after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function workersPhase(
  env: BenchEnv,
  processes: number,
  n: number,
  round = 1,
): Promise<{ perSecond: number; seconds: number; failed: number }> {
  const prefix = `${env.prefix}w${processes}r${round}`;
  const ids = await stageAndEnqueue(env, n, prefix);
  const workerEnv = {
    DATABASE_URL: env.databaseUrl,
    REDIS_URL: env.redisUrl,
    QUEUE_PREFIX: prefix,
    REDRIVE_INTERVAL_MS: '600000',
    WORKER_CONCURRENCY: process.env.BENCH_WORKER_CONCURRENCY ?? '16',
    DB_POOL_MAX: process.env.BENCH_DB_POOL_MAX ?? '10',
  };
  // Start paused: workers become ready together, then the clock starts.
  const q = new Queue('ledger', { connection: { url: env.redisUrl }, prefix });
  await q.pause();
  const procs = await Promise.all(
    Array.from({ length: processes }, () =>
      spawnProcess('worker/src/index.ts', 'WORKER_HEALTH_PORT', workerEnv),
    ),
  );
  try {
    await q.resume();
    const seconds = await waitApplied(env, ids, 120_000);
    const [f] = await env.db.sequelize.query<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM commands WHERE id = ANY($1::uuid[]) AND status = 'failed'`,
      { bind: [ids], type: QueryTypes.SELECT },
    );
    return { perSecond: n / seconds, seconds, failed: f.n };
  } finally {
    await Promise.all(procs.map((p) => p.stop()));
    await q.obliterate({ force: true }).catch(() => undefined);
    await q.close();
  }
}

export async function run(opts: { only?: 'bare'; commands?: number } = {}) {
  const n = opts.commands ?? Number(process.env.BENCH_LEDGER_COMMANDS ?? 3000);
  const env = await setupLedgerBench('fanlift_bench_ledger', 200, 50, 1_000_000);
  try {
    console.log(
      `\nledger throughput: ${n} send-likes commands over ${env.fans.length} fans and ${env.athletes.length} athletes`,
    );
    // The machine is shared (PostgreSQL, Redis, other processes): each measurement runs twice, interleaved,
    // and the better of the two counts.
    const rounds = Number(process.env.BENCH_LEDGER_ROUNDS ?? 2);
    const best = <T extends { perSecond: number }>(a: T | null, b: T) =>
      a && a.perSecond >= b.perSecond ? a : b;
    let bare: Awaited<ReturnType<typeof runBareHarness>> | null = null;
    let one: Awaited<ReturnType<typeof workersPhase>> | null = null;
    let two: Awaited<ReturnType<typeof workersPhase>> | null = null;
    for (let round = 1; round <= rounds; round++) {
      const b = await runBareHarness({
        databaseUrl: env.databaseUrl,
        redisUrl: env.redisUrl,
        prefix: `${env.prefix}bare${round}`,
        jobs: n,
        fans: env.fans,
        athletes: env.athletes,
      });
      console.log(
        `  [round ${round}] bare harness (BullMQ + pg, 1 process, concurrency 16): ${b.perSecond.toFixed(0)} journals/s (${b.seconds.toFixed(2)} s)`,
      );
      bare = best(bare, b);
      if (opts.only === 'bare') continue;
      const o = await workersPhase(env, 1, n, round);
      console.log(
        `  [round ${round}] worker x1: ${o.perSecond.toFixed(0)} commands/s (${o.seconds.toFixed(2)} s, ${o.failed} failed)`,
      );
      one = best(one, o);
      const w = await workersPhase(env, 2, n, round);
      console.log(
        `  [round ${round}] worker x2: ${w.perSecond.toFixed(0)} commands/s (${w.seconds.toFixed(2)} s, ${w.failed} failed)`,
      );
      two = best(two, w);
    }
    if (opts.only === 'bare' || !bare || !one || !two) return { bare };
    const ratio = one.perSecond / bare.perSecond;
    const inv = await checkLedgerInvariants(env.db.sequelize, { pendingGraceMs: 0 });
    console.log(
      `  best: bare ${bare.perSecond.toFixed(0)}/s, worker x1 ${one.perSecond.toFixed(0)}/s, worker x2 ${two.perSecond.toFixed(0)}/s`,
    );
    const pass = ratio >= TARGET_RATIO && inv.ok && one.failed === 0 && two.failed === 0;
    console.log(
      `  one worker = ${(ratio * 100).toFixed(0)}% of bare (target ≥ ${TARGET_RATIO * 100}%); two workers = ${((two.perSecond / bare.perSecond) * 100).toFixed(0)}% of bare; ledger invariants ${inv.ok ? 'OK' : `FAIL: ${inv.problems.join('; ')}`}`,
    );
    console.log(`  ${pass ? 'PASS' : 'FAIL'}`);
    if (!pass) process.exitCode = 1;
    return { bare, one, two, ratio, pass };
  } finally {
    await env.db.close();
    await cleanupRedisPrefix(env.redisUrl, env.prefix).catch(() => undefined);
    if (process.env.BENCH_KEEP_DB !== '1') await dropDatabase(env.databaseUrl).catch(() => undefined);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  run().then(
    () => process.exit(process.exitCode ?? 0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
