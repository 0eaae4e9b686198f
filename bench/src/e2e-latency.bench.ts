import { QueryTypes } from 'sequelize';
import { checkLedgerInvariants } from '@fanlift/db';
import { highestRate, runLadder, runStep, stepLine, type StepResult } from './lib/e2e-steps';
import { runIfMain } from './lib/main';
import { check, loadLine, percent, ratio, verdict } from './lib/report';
import { sendLikesPath } from './lib/send-path';
import { setupLedgerBench } from './lib/setup';
import { withE2eStack } from './lib/e2e-stack';
import { ms } from './lib/stats';

/**
 * End-to-end latency (DESIGN §1, issue 17): a fan's send-likes command accepted by the api -> `wallet:balance`
 * received by that fan's socket.io-client through a realtime node (api, worker and realtime as separate
 * processes), measured from the moment the request is sent; and in the same run the bare e2e harness
 * (bench/src/bare/e2e.ts: a bare HTTP hop that adds the BullMQ job -> pg transaction -> Redis stream emitter ->
 * Socket.IO node -> client) at the
 * same rates. Rates 100, 200, 250, 300, ... : 100 and 200/s always run, then each path stops at its first step with
 * p99 >= 100 ms or a lost event. Targets (ratios to the bare harness, since absolute figures move several times
 * between machines): p99 at 200/s <= 2.5x the bare p99 at 200/s; the highest rate with p99 < 100 ms >= 40% of the
 * bare one; and the api's CPU per accepted command at 200/s at most 2x the bare hop's (issue 27: a plain handler
 * that adds the job, no session or validation; "< 1 ms at 100/s" was under this machine's Express floor).
 * First the hot athlete (issue 27 item 4): 200/s spread over the bench's 20 athletes, then every send to ONE
 * athlete; target: that p99 at most 1.5x the spread one's. The product's phases run first, then its processes stop
 * and the bare harness starts: neither path's idle processes run beside the other's steps. Bounded: ~5 s per step,
 * 8 s per hot-athlete phase.
 */
export const STEP_LIMIT_P99_MS = 100;
export const TARGET_P99_RATIO_AT_200 = 2.5;
export const TARGET_HIGHEST_RATE_SHARE = 0.4;
export const TARGET_API_CPU_RATIO = 2;
/** Issue 27 item 4: e2e p99 at 200/s with every send to ONE athlete at most this times the spread one's. */
export const TARGET_HOT_P99_RATIO = 1.5;
const HOT_SECONDS = 8;
// Steps at most ~25% apart up to 800/s, so "the highest rate that holds" is not rounded down by a coarse ladder.
const RATES = [100, 200, 250, 300, 350, 400, 500, 600, 700, 800, 1000, 1200];

export async function run(opts: { fans?: number; firstStepSeconds?: number; stepSeconds?: number } = {}) {
  const fansN = opts.fans ?? 100;
  const ladder = {
    rates: RATES,
    mustRun: 200,
    limitMs: STEP_LIMIT_P99_MS,
    firstSeconds: opts.firstStepSeconds ?? 8,
    seconds: opts.stepSeconds ?? 5,
  };
  const env = await setupLedgerBench('fanlift_bench_ledger_e2e', 0, 20, 0);
  const analyze = () => env.db.sequelize.query('VACUUM (ANALYZE)', { type: QueryTypes.RAW });
  return withE2eStack(
    env,
    { fans: fansN, tag: 'e2e', sendsPerMinute: 1_000_000 },
    async ({ api, worker, realtime, fans, switchToBare }) => {
      const product = sendLikesPath(api.url, { api, worker, realtime }, fans, env.athletes);

      console.log(
        `\ne2e latency: command sent -> wallet:balance at the fan's socket (${fansN} fans; ${loadLine()})`,
      );
      // warm-up (connections, prepared statements, JIT); the bare harness warms up when it starts, after these
      await runStep(product, 50, 2);
      // Statistics of what the warm-up wrote (the CI machines run PostgreSQL with autovacuum off, so nothing else
      // analyses the bench's tables), as a production server's autovacuum would keep them.
      await analyze();
      // The hot athlete (game day), before the ladders (which end past what the machine holds, and whatever ran
      // just after them paid for it: p99 1-2 s): 200/s spread over the bench's 20 athletes, then every send to ONE.
      console.log('  hot athlete at 200/s (spread over every bench athlete, then every send to one):');
      // The first phase at 200/s pays for what a first burst costs (pool growth, fans crossing stars at once: p99
      // 0.6-2.5 s in 3 of 3 runs); it is run and printed, not compared.
      console.log(`    first burst (not compared): ${stepLine(await runStep(product, 200, 4))}`);
      // Each compared phase starts from statistics of the tables as they are (the first burst wrote 4x what the
      // warm-up did, each phase 2x more). The api and worker keep their connections warm (DB_POOL_MIN,
      // DB_POOL_IDLE_MS), and a kept connection reuses the plans it made: plans made on statistics of a table of
      // 200 journals scanned the whole table in each send's triggers while it grew to thousands (PostgreSQL's CPU
      // per send 5.4 ms against 3).
      await analyze();
      const spread = await runStep(product, 200, HOT_SECONDS);
      console.log(`    spread: ${stepLine(spread)}`);
      const hotPath = sendLikesPath(api.url, { api, worker, realtime }, fans, [env.athletes[0]]);
      await analyze();
      const hot = await runStep(hotPath, 200, HOT_SECONDS);
      console.log(`    one athlete: ${stepLine(hot)}`);
      await analyze();
      console.log('  fanlift (api -> worker -> realtime, 1 process each):');
      const ours = await runLadder(product, ladder, (r) => console.log(`    ${stepLine(r)}`));
      // The bare harness runs alone: the product's processes stop first (e2e-stack.ts switchToBare).
      const bare = await switchToBare();
      await runStep(bare.path, 50, 2);
      await analyze();
      console.log('  bare harness (HTTP hop -> BullMQ add -> pg -> Redis stream -> Socket.IO node):');
      const floor = await runLadder(bare.path, ladder, (r) => console.log(`    ${stepLine(r)}`));
      return report(env, ours, floor, { spread, hot });
    },
  );
}

async function report(
  env: Awaited<ReturnType<typeof setupLedgerBench>>,
  ours: StepResult[],
  floor: StepResult[],
  hotPhase: { spread: StepResult; hot: StepResult },
) {
  const at = (rs: StepResult[], rate: number) => rs.find((r) => r.rate === rate);
  for (const r of ours) {
    const b = at(floor, r.rate);
    if (b) console.log(`  ratio at ${r.rate}/s: p50 ${ratio(r.p50, b.p50)}, p99 ${ratio(r.p99, b.p99)}`);
  }
  const o200 = at(ours, 200);
  const b200 = at(floor, 200);
  const total = (r: StepResult | undefined) =>
    r
      ? Object.values(r.cpuPerCommand).reduce((a, b) => a + b, 0) +
        r.servicesPerCommand.postgres +
        r.servicesPerCommand.redis +
        r.servicesPerCommand.generator
      : NaN;
  console.log(
    `  CPU per command at 200/s, every process (ours, PostgreSQL, Redis, load generator): fanlift ${total(o200).toFixed(2)} ms` +
      ` (of it api ${o200?.cpuPerCommand.api.toFixed(2)} ms), bare ${total(b200).toFixed(2)} ms;` +
      ` machine busy ${Math.round((o200?.machineBusy ?? NaN) * 100)}% vs ${Math.round((b200?.machineBusy ?? NaN) * 100)}%`,
  );
  const highest = highestRate(ours, STEP_LIMIT_P99_MS);
  const bareHighest = highestRate(floor, STEP_LIMIT_P99_MS);
  const inv = await checkLedgerInvariants(env.db.sequelize, { pendingGraceMs: 30_000 });
  const lost = [...ours, ...floor, hotPhase.spread, hotPhase.hot].some((r) => r.received < r.accepted);
  const checks = [
    check({
      label: 'p99 at 200/s / bare p99 at 200/s',
      value: (o200?.p99 ?? NaN) / (b200?.p99 ?? NaN),
      cmp: '<=',
      target: TARGET_P99_RATIO_AT_200,
      fmt: (v) => `${v.toFixed(2)}x`,
      detail: `${ms(o200?.p99 ?? NaN)} vs ${ms(b200?.p99 ?? NaN)}`,
    }),
    check({
      label: `highest rate with p99 < ${STEP_LIMIT_P99_MS} ms / bare's`,
      value: highest / bareHighest,
      cmp: '>=',
      target: TARGET_HIGHEST_RATE_SHARE,
      fmt: percent,
      detail: `${highest}/s vs ${bareHighest}/s${bareHighest === RATES[RATES.length - 1] ? ' (the highest step tried)' : ''}`,
    }),
    check({
      label: 'api CPU per accepted command at 200/s / the bare HTTP hop’s',
      value: (o200?.cpuPerCommand.api ?? NaN) / (b200?.cpuPerCommand.hop ?? NaN),
      cmp: '<=',
      target: TARGET_API_CPU_RATIO,
      fmt: (v) => `${v.toFixed(2)}x`,
      detail:
        `${o200?.cpuPerCommand.api.toFixed(2)} ms vs ${b200?.cpuPerCommand.hop.toFixed(2)} ms; at 100/s api ` +
        `${at(ours, 100)?.cpuPerCommand.api.toFixed(2)} ms; worker ${o200?.cpuPerCommand.worker.toFixed(2)} ms vs ` +
        `bare worker ${b200?.cpuPerCommand.worker.toFixed(2)} ms at 200/s`,
    }),
    check({
      label: 'hot athlete: p99 at 200/s to ONE athlete / spread over every athlete',
      value: hotPhase.hot.p99 / hotPhase.spread.p99,
      cmp: '<=',
      target: TARGET_HOT_P99_RATIO,
      fmt: (v) => `${v.toFixed(2)}x`,
      detail: `${ms(hotPhase.hot.p99)} vs ${ms(hotPhase.spread.p99)}`,
    }),
  ];
  console.log(
    `  every accepted command's event received: ${lost ? 'NO' : 'yes'}; ledger invariants ${inv.ok ? 'OK' : `FAIL: ${inv.problems.join('; ')}`}`,
  );
  const pass = verdict(checks.every(Boolean) && !lost && inv.ok);
  return { ours, floor, highest, bareHighest, pass };
}

runIfMain(import.meta.url, run);
