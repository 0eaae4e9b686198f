import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { QueryTypes } from 'sequelize';
import {
  canonicalJson,
  checkDerivedFigures,
  checkLedgerInvariants,
  commandJobId,
  dropDatabase,
  requestHash,
} from '@fanlift/db';
import { runBareHarness, type BareResult } from './bare-harness';
import { runIfMain } from './lib/main';
import { check, loadLine, percent, verdict } from './lib/report';
import { median } from './lib/stats';
import { cleanupRedisPrefix, setupLedgerBench, type BenchEnv } from './lib/setup';
import {
  cpuMs,
  machineCpuMs,
  mainThreadCpuMs,
  servicesCpuBetween,
  servicesCpuMs,
  spawnProcess,
} from './lib/spawn';

/**
 * Ledger throughput (DESIGN §1, §4): send-likes commands applied per second by one worker process and by two,
 * compared with the bare harness (the same journal with plain BullMQ + pg) in the same run. Every phase first
 * applies a warm-up batch (WARMUP_PER_PROCESS per process: connections, prepared plans, JIT; the bare harness gets
 * the same), then stages and queues the measured batch with the queue paused; the clock runs from resume to "all
 * applied". Each phase prints its CPU per command (worker processes, and of that their main threads; PostgreSQL;
 * Redis) and how busy the machine was.
 * Targets: one worker process >= 80% of the bare harness; two worker processes' CPU per applied command (all
 * processes and PostgreSQL counted) at most 1.15x one's (the median over the rounds of each round's own pair). The hot
 * athlete (issue 27 item 4): 100 fans all sending to ONE athlete, by one worker process, >= 90% of the same load
 * spread over 20 athletes; afterwards every derived figure equals its recomputation (the bench's synthetic history
 * of likes given aside). Own database (fanlift_bench_ledger, recreated) and queue prefix. Bounded: each phase gives
 * up after 120 s.
 */
export const TARGET_RATIO = 0.8;
export const HOT_TARGET_RATIO = 0.9;
/**
 * Two worker processes: CPU per applied command (workers, PostgreSQL, Redis) at most 1.15x one worker's (issue 27:
 * "never slower than one" cannot be shown on 2 cores where PostgreSQL takes one).
 */
export const TARGET_TWO_WORKER_CPU = 1.15;
const allCpu = (r: { cpu: { workers: number; postgres: number; redis: number } }) =>
  r.cpu.workers + r.cpu.postgres + r.cpu.redis;

/** Who sends to whom: by default every bench fan, spread over every bench athlete. */
export interface SendTargets {
  fans: number[];
  athletes: number[];
}

/** Stage `n` send-likes commands (1 like each, spread over fans/athletes) and enqueue their jobs. */
export async function stageAndEnqueue(
  env: BenchEnv,
  n: number,
  prefix: string,
  to: SendTargets = env,
): Promise<string[]> {
  const rows = Array.from({ length: n }, (_, i) => {
    const fan = to.fans[i % to.fans.length];
    const payload = { fanUserId: fan, athleteId: to.athletes[i % to.athletes.length], likes: 1 };
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
        data: { commandId: r.id, idempotencyKey: r.id, kind: 'send-likes' },
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

/**
 * Commands each worker process applies before the clock starts (connections, prepared plans, JIT). Long-running
 * workers are warm. After 500 per process, V8's other threads (the optimising compiler, the collector's helpers)
 * still took 0.08 ms of CPU per measured command with one worker and 0.15 ms with two, each process compiling the
 * same code for half the commands; after 3,000 they took 0.03-0.04 ms in both, their steady share.
 */
const WARMUP_PER_PROCESS = Number(process.env.BENCH_LEDGER_WARMUP ?? 3000);
/** Each worker process's PostgreSQL pool (DB_POOL_MAX), and the bare harness's. */
const POOL = Number(process.env.BENCH_DB_POOL_MAX ?? 10);

interface PhaseResult {
  perSecond: number;
  seconds: number;
  failed: number;
  busy: number;
  /** Per command, ms: worker processes (`workersMain`: their main threads alone), PostgreSQL, Redis. */
  cpu: { workers: number; workersMain: number; postgres: number; redis: number };
}

/**
 * Every phase starts from the same database state: the dead rows of earlier phases vacuumed, the statistics of
 * what they wrote analysed, and a checkpoint just taken. The CI machines run PostgreSQL with autovacuum off: without
 * this no table of the bench was ever analysed, the plans stayed those of empty tables, and PostgreSQL's CPU per
 * command grew with every phase (2.9 ms in the first phase of a run, 7.6 ms in the tenth), so the later phases of
 * a round (two workers, the hot athlete) paid for the earlier ones; the hot-athlete ratio swung from 70% to 112%
 * between runs. A phase that ran across a checkpoint also paid for its full-page writes.
 */
async function settle(env: BenchEnv): Promise<void> {
  await env.db.sequelize.query('VACUUM (ANALYZE)', { type: QueryTypes.RAW });
  await env.db.sequelize.query('CHECKPOINT', { type: QueryTypes.RAW }).catch(() => undefined);
}

async function workersPhase(
  env: BenchEnv,
  processes: number,
  n: number,
  tag: string,
  to: SendTargets = env,
): Promise<PhaseResult> {
  const prefix = `${env.prefix}${tag}`;
  const workerEnv = {
    DATABASE_URL: env.databaseUrl,
    REDIS_URL: env.redisUrl,
    QUEUE_PREFIX: prefix,
    REDRIVE_INTERVAL_MS: '600000',
    WORKER_CONCURRENCY: process.env.BENCH_WORKER_CONCURRENCY ?? '16',
    DB_POOL_MAX: String(POOL),
  };
  await settle(env);
  const q = new Queue('ledger', { connection: { url: env.redisUrl }, prefix });
  await q.pause();
  const procs = await Promise.all(
    Array.from({ length: processes }, () =>
      spawnProcess('worker/src/index.ts', 'WORKER_HEALTH_PORT', workerEnv),
    ),
  );
  try {
    // Warm-up: every process applies a share of a first batch; long-running workers are warm.
    if (WARMUP_PER_PROCESS > 0) {
      const warm = await stageAndEnqueue(env, WARMUP_PER_PROCESS * processes, prefix, to);
      await q.resume();
      await waitApplied(env, warm, 120_000);
      await q.pause();
    }
    // The measured batch is staged and queued while the queue is paused; the clock runs from resume to all applied.
    const ids = await stageAndEnqueue(env, n, prefix, to);
    const m0 = machineCpuMs();
    const s0 = servicesCpuMs();
    const w0 = procs.map((p) => cpuMs(p.child.pid));
    const m0s = procs.map((p) => mainThreadCpuMs(p.child.pid));
    await q.resume();
    const seconds = await waitApplied(env, ids, 120_000);
    const services = servicesCpuBetween(s0, servicesCpuMs());
    const workers = procs.reduce((sum, p, i) => sum + cpuMs(p.child.pid) - w0[i], 0);
    const workersMain = procs.reduce((sum, p, i) => sum + mainThreadCpuMs(p.child.pid) - m0s[i], 0);
    const m1 = machineCpuMs();
    const [f] = await env.db.sequelize.query<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM commands WHERE id = ANY($1::uuid[]) AND status = 'failed'`,
      { bind: [ids], type: QueryTypes.SELECT },
    );
    return {
      perSecond: n / seconds,
      seconds,
      failed: f.n,
      busy: (m1.busy - m0.busy) / (m1.total - m0.total),
      cpu: {
        workers: workers / n,
        workersMain: workersMain / n,
        postgres: services.postgres / n,
        redis: services.redis / n,
      },
    };
  } finally {
    await Promise.all(procs.map((p) => p.stop()));
    await q.obliterate({ force: true }).catch(() => undefined);
    await q.close();
  }
}

const cpuLine = (r: {
  busy: number;
  cpu: Omit<PhaseResult['cpu'], 'workersMain'> & { workersMain?: number };
}) =>
  `CPU per command: workers ${r.cpu.workers.toFixed(2)} ms${r.cpu.workersMain != null ? ` (main threads ${r.cpu.workersMain.toFixed(2)})` : ''}, postgres ${r.cpu.postgres.toFixed(2)} ms, redis ${r.cpu.redis.toFixed(2)} ms; machine busy ${Math.round(r.busy * 100)}%`;

/** The hot-athlete phases of one round: 100 fans to 20 athletes, then the same 100 fans to one athlete. */
async function hotPhases(env: BenchEnv, n: number, round: number) {
  const fans = env.fans.slice(0, 100);
  const spread = await workersPhase(env, 1, n, `sp${round}`, { fans, athletes: env.athletes.slice(0, 20) });
  console.log(
    `  [round ${round}] 100 fans -> 20 athletes, worker x1: ${spread.perSecond.toFixed(0)} commands/s (${spread.seconds.toFixed(2)} s, ${spread.failed} failed; ${cpuLine(spread)})`,
  );
  const hot = await workersPhase(env, 1, n, `hot${round}`, { fans, athletes: [env.athletes[20]] });
  console.log(
    `  [round ${round}] 100 fans -> ONE athlete, worker x1: ${hot.perSecond.toFixed(0)} commands/s (${hot.seconds.toFixed(2)} s, ${hot.failed} failed; ${cpuLine(hot)})`,
  );
  return { spread, hot };
}

/** BENCH_LEDGER_PHASES=hot runs the hot-athlete phases only; =bare the bare harness only. */
export async function run(
  opts: { only?: 'bare' | 'hot'; commands?: number } = {
    only: (process.env.BENCH_LEDGER_PHASES as 'bare' | 'hot' | undefined) ?? undefined,
  },
) {
  const n = opts.commands ?? Number(process.env.BENCH_LEDGER_COMMANDS ?? 6000);
  const env = await setupLedgerBench(
    process.env.BENCH_LEDGER_DB ?? 'fanlift_bench_ledger',
    200,
    50,
    1_000_000,
  );
  try {
    console.log(
      `\nledger throughput: ${n} send-likes commands over ${env.fans.length} fans and ${env.athletes.length} athletes, after a warm-up of ${WARMUP_PER_PROCESS} per process (${loadLine()})`,
    );
    // The machine is shared (PostgreSQL, Redis, other processes): each measurement runs once a round, interleaved.
    // A throughput counts its best round; the two-worker CPU ratio is the median of the rounds' own pairs.
    const rounds = Number(process.env.BENCH_LEDGER_ROUNDS ?? 3);
    const best = <T extends { perSecond: number }>(a: T | null, b: T) =>
      a && a.perSecond >= b.perSecond ? a : b;
    let bare: BareResult | null = null;
    let one: PhaseResult | null = null;
    let two: PhaseResult | null = null;
    let spread: PhaseResult | null = null;
    let hot: PhaseResult | null = null;
    const pairs: { one: PhaseResult; two: PhaseResult }[] = [];
    for (let round = 1; round <= rounds; round++) {
      if (opts.only !== 'hot') {
        await settle(env);
        const b = await runBareHarness({
          databaseUrl: env.databaseUrl,
          redisUrl: env.redisUrl,
          prefix: `${env.prefix}bare${round}`,
          jobs: n,
          fans: env.fans,
          athletes: env.athletes,
          poolMax: POOL,
          warmup: WARMUP_PER_PROCESS,
        });
        console.log(
          `  [round ${round}] bare harness (BullMQ + pg, 1 process, concurrency 16, pool ${POOL}): ${b.perSecond.toFixed(0)} journals/s (${b.seconds.toFixed(2)} s; ${cpuLine(b)})`,
        );
        bare = best(bare, b);
      }
      if (opts.only === 'bare') continue;
      if (opts.only !== 'hot') {
        // One and two workers back to back, first one then the other in turn: the machine's speed drifts
        // between rounds, so each round's pair is compared on its own (below), never one round's fast phase with
        // another round's slow one.
        const phase = async (processes: 1 | 2) => {
          const r = await workersPhase(env, processes, n, `w${processes}r${round}`);
          console.log(
            `  [round ${round}] worker x${processes}: ${r.perSecond.toFixed(0)} commands/s (${r.seconds.toFixed(2)} s, ${r.failed} failed; ${cpuLine(r)})`,
          );
          return r;
        };
        let o: PhaseResult;
        let w: PhaseResult;
        if (round % 2 === 1) {
          o = await phase(1);
          w = await phase(2);
        } else {
          w = await phase(2);
          o = await phase(1);
        }
        console.log(
          `  [round ${round}] CPU per applied command, two workers / one: ${(allCpu(w) / allCpu(o)).toFixed(2)}x`,
        );
        pairs.push({ one: o, two: w });
        one = best(one, o);
        two = best(two, w);
      }
      const h = await hotPhases(env, n, round);
      spread = best(spread, h.spread);
      hot = best(hot, h.hot);
    }
    if (opts.only === 'bare' || !spread || !hot) return { bare };
    const inv = await checkLedgerInvariants(env.db.sequelize, { pendingGraceMs: 0 });
    // The bench seeds each fan's likes given without journals (lib/setup.ts seedLikesGiven): that one is left out.
    const derived = await checkDerivedFigures(env.db.sequelize, { skip: ['likes given'] });
    const hotRatio = hot.perSecond / spread.perSecond;
    console.log(
      `  hot athlete: ONE athlete ${hot.perSecond.toFixed(0)}/s, spread over 20 ${spread.perSecond.toFixed(0)}/s`,
    );
    const checks = [
      check({
        label: 'hot athlete / spread over 20',
        value: hotRatio,
        cmp: '>=',
        target: HOT_TARGET_RATIO,
        fmt: percent,
      }),
    ];
    let failed = spread.failed + hot.failed;
    if (bare && one && two) {
      const pairRatio = median(pairs.map((p) => allCpu(p.two) / allCpu(p.one)));
      console.log(
        `  best: bare ${bare.perSecond.toFixed(0)}/s, worker x1 ${one.perSecond.toFixed(0)}/s, worker x2 ${two.perSecond.toFixed(0)}/s`,
      );
      checks.push(
        check({
          label: 'one worker / bare',
          value: one.perSecond / bare.perSecond,
          cmp: '>=',
          target: TARGET_RATIO,
          fmt: percent,
        }),
        check({
          label: 'CPU per applied command, every process and PostgreSQL and Redis: two workers / one',
          value: pairRatio,
          cmp: '<=',
          target: TARGET_TWO_WORKER_CPU,
          fmt: (v) => `${v.toFixed(2)}x`,
          detail:
            `the median of ${pairs.length} rounds' pairs (${pairs.map((p) => (allCpu(p.two) / allCpu(p.one)).toFixed(2)).join(' / ')}); ` +
            `throughput two/one ${(two.perSecond / one.perSecond).toFixed(2)}x, two workers = ${percent(two.perSecond / bare.perSecond)} of bare`,
        }),
      );
      failed += one.failed + two.failed;
    }
    console.log(
      `  failed commands: ${failed}; ledger invariants ${inv.ok ? 'OK' : `FAIL: ${inv.problems.join('; ')}`}; derived figures ${derived.ok ? `OK (${derived.checks.length} checks)` : `FAIL: ${derived.problems.join('; ')}`}`,
    );
    const pass = verdict(checks.every(Boolean) && inv.ok && derived.ok && failed === 0);
    return {
      bare,
      one,
      two,
      spread,
      hot,
      ratio: one && bare ? one.perSecond / bare.perSecond : null,
      hotRatio,
      pass,
    };
  } finally {
    await env.db.close();
    await cleanupRedisPrefix(env.redisUrl, env.prefix).catch(() => undefined);
    if (process.env.BENCH_KEEP_DB !== '1') await dropDatabase(env.databaseUrl).catch(() => undefined);
  }
}

runIfMain(import.meta.url, run);
