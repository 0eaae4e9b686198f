/**
 * Season bench (issue 27): every read a page makes, found by walking core's ROUTES, timed through a real api
 * process at demo scale and again after growing the same private database to one season's size (300,000 fans,
 * 150,000 following one school, 100,000 givers to one athlete, 50,000 wallet transactions of one fan, 1,000,000
 * chat messages in one game, 1,000,000 athletes, 300,000 CFP entries with every pick; set-based SQL from
 * season/grow-ledger.ts and grow-brackets.ts, then VACUUM ANALYZE). Per read: p50 and p95 of 100 sequential
 * requests after warming up, the median of 3 rounds over every read, at each scale, and the ratio.
 * Targets: season p95 <= 3x demo p95 and < 50 ms;
 * /healthz p99 < 50 ms while the wallet CSV (50,000 rows) and the participants CSV (300,000 rows) download.
 *
 * `npm run bench -- season` (about 10 minutes). BENCH_PG_URL names the server; the database
 * `fanlift_season_bench` is created and dropped (BENCH_KEEP_DB=1 keeps it for an EXPLAIN ANALYZE).
 * BENCH_SEASON_REUSE=1 (with BENCH_KEEP_DB=1) skips the demo scale and the growing: it migrates the kept, grown
 * database (new migrations) and times the season scale only, against the 50 ms target (to try a fix).
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import {
  bracketRow,
  connectDatabase,
  createMigrator,
  dropDatabase,
  ensureDatabase,
  rankBracket,
} from '@fanlift/db';
import { seedDemo } from '@fanlift/db/seed/index';
import { seedDemoLedger } from '@fanlift/db/seed/demo-ledger';
import { seedDemoRewards } from '@fanlift/db/seed/demo-rewards';
import { seedBracketEntries } from '@fanlift/db/seed/bracket-entries';
import { closeHttpClient, getText } from './lib/http-client';
import { runIfMain } from './lib/main';
import { check, loadLine, verdict } from './lib/report';
import { spawnProcess, type Spawned } from './lib/spawn';
import { pct } from './lib/stats';
import { probeDownload, type Download } from './season/export-probe';
import { ADMIN_EMAIL, loadFixture, type Fixture } from './season/fixture';
import { growSeason, SEASON } from './season/grow-ledger';
import { walkReads, type Read } from './season/reads';

const DB_NAME = process.env.BENCH_SEASON_DB ?? 'fanlift_season_bench';
// 100, not 30: the p95 of 30 is the second-slowest request, so two pauses of the machine (a collection, a scheduler
// hiccup on 2 cores) in one read's run of 1 ms requests moved it past 3x with the median request unchanged (tenth
// pass: share-likes-search p50 1.4 -> 1.5 ms, p95 1.6 -> 5.4 ms). The p95 of 100 needs six.
const RUNS = 100;
const ROUNDS = 3;
const WARM_UP = 3;
const CFP_ENTRIES = 300_000;
const TARGET_RATIO = 3;
const TARGET_MS = 50;

interface Timing {
  status: number;
  p50: number;
  p95: number;
}

const seconds = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

function databaseUrl(): string {
  const u = new URL(process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  u.pathname = `/${DB_NAME}`;
  return u.toString();
}

/**
 * Each read: warm up, then RUNS sequential requests; p50/p95 and the last status. Every read is timed in ROUNDS
 * rounds over all the reads, and its figures are the median of its rounds': a pause of the machine (a collection, a
 * checkpoint) during one read's 30 requests moved a 1.4 ms p95 to 4.6 ms, over 3x, for the static checkout script
 * and the wallet balance alike.
 */
async function timeReads(apiUrl: string, fx: Fixture, reads: Read[]): Promise<Map<string, Timing>> {
  const rounds = new Map<string, Timing[]>();
  const median = (xs: number[]) =>
    pct(
      [...xs].sort((a, b) => a - b),
      50,
    );
  for (let round = 0; round < ROUNDS; round++) {
    for (const r of reads) {
      const headers = { cookie: fx.cookies[r.who], 'X-Requested-With': 'XMLHttpRequest' };
      let status = 0;
      for (let i = 0; i < (round === 0 ? WARM_UP : 1); i++)
        status = (await getText(`${apiUrl}${r.path}`, headers)).status;
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        status = (await getText(`${apiUrl}${r.path}`, headers)).status;
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      rounds.set(r.key, [...(rounds.get(r.key) ?? []), { status, p50: pct(times, 50), p95: pct(times, 95) }]);
    }
  }
  const out = new Map<string, Timing>();
  for (const [key, ts] of rounds) {
    out.set(key, {
      status: ts[ts.length - 1].status,
      p50: median(ts.map((t) => t.p50)),
      p95: median(ts.map((t) => t.p95)),
    });
  }
  return out;
}

/** The demo data a newcomer gets (npm start), in a fresh database. */
async function seedDemoData(s: Sequelize): Promise<void> {
  await createMigrator(s).up();
  const demo = await seedDemo(s);
  await seedDemoLedger(s, demo.users);
  await seedDemoRewards(s, demo.users);
  await s.query('VACUUM (ANALYZE)', { type: QueryTypes.RAW });
}

/** The season: the ledger, fans, chat and athletes, then the CFP entries ranked as the job does. */
async function grow(s: Sequelize): Promise<void> {
  await growSeason(s);
  let t0 = performance.now();
  // The season's fans (auth ids season|1..) enter the CFP: their users exist, so none is inserted again (a user
  // insert fires the fan count's row trigger: 300,000 of them in one statement cost minutes).
  await seedBracketEntries(s, { kind: 'cfp', fans: CFP_ENTRIES, tag: 'season' });
  console.log(`  ${CFP_ENTRIES} CFP entries of the season's fans with every pick: ${seconds(t0)}`);
  t0 = performance.now();
  const b = await bracketRow({ sequelize: s }, 'cfp');
  await rankBracket(s, b.id);
  await s.query('VACUUM (ANALYZE)', { type: QueryTypes.RAW });
  // Growing dirtied gigabytes of buffers: flush them now, so the checkpointer does not write them out in the middle
  // of the season's timings (the demo's were timed on a quiet server).
  await s.query('CHECKPOINT', { type: QueryTypes.RAW });
  console.log(`  CFP ranked (the brackets.rank job), vacuumed, analysed and checkpointed: ${seconds(t0)}`);
}

const f1 = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : 'n/a');

function printTable(reads: Read[], demo: Map<string, Timing>, season: Map<string, Timing>): boolean {
  const w = Math.max(...reads.map((r) => r.key.length)) + 2;
  console.log(
    `\n  ${'read (GET route, caller)'.padEnd(w + 12)} demo p50   p95 | season p50   p95 |  ratio | verdict`,
  );
  let pass = true;
  for (const r of reads) {
    const d = demo.get(r.key) ?? { status: 0, p50: NaN, p95: NaN };
    const s = season.get(r.key)!;
    const ratio = s.p95 / d.p95;
    const okStatus = d.status < 400 && s.status < 400;
    const ok = okStatus && s.p95 < TARGET_MS && (demo.size === 0 || ratio <= TARGET_RATIO);
    pass &&= ok;
    const why = !okStatus
      ? `status ${d.status}/${s.status}`
      : ok
        ? 'met'
        : `MISSED (${s.p95 >= TARGET_MS ? '>= 50 ms' : `> ${TARGET_RATIO}x`})`;
    console.log(
      `  ${r.key.slice(4).padEnd(w)}${r.who.padEnd(12)} ${f1(d.p50).padStart(8)} ${f1(d.p95).padStart(5)} |` +
        ` ${f1(s.p50).padStart(10)} ${f1(s.p95).padStart(5)} | ${ratio.toFixed(2).padStart(5)}x | ${why}`,
    );
  }
  return pass;
}

async function exportsUnderLoad(api: Spawned, fx: Fixture): Promise<boolean> {
  const line = (name: string, d: Download) =>
    check({
      label: `/healthz p99 during the ${name} (${d.rows} rows, ${d.mib.toFixed(1)} MiB in ${d.seconds.toFixed(1)} s)`,
      value: d.healthz.p99,
      cmp: '<',
      target: TARGET_MS,
      fmt: (v) => `${v.toFixed(1)} ms`,
      detail: `p50 ${d.healthz.p50.toFixed(1)} ms, max ${d.healthz.max.toFixed(1)} ms, ${d.healthz.n} probes`,
    });
  const wallet = await probeDownload(api.url, fx.cookies.fan, '/api/wallet/transactions.csv');
  const bracket = await probeDownload(api.url, fx.cookies.admin, '/api/admin/brackets/cfp/participants.csv');
  return [line('wallet CSV', wallet), line('participants CSV', bracket)].every(Boolean);
}

export async function run(): Promise<void> {
  const started = performance.now();
  console.log(`\n== season bench (issue 27): every page read at demo and at season scale; ${loadLine()} ==`);
  const url = databaseUrl();
  const reuse = process.env.BENCH_SEASON_REUSE === '1';
  if (!reuse) await dropDatabase(url);
  await ensureDatabase(url);
  const db = connectDatabase({ url, poolMax: 4 });
  let api: Spawned | null = null;
  try {
    let t0 = performance.now();
    if (reuse) await createMigrator(db.sequelize).up();
    else await seedDemoData(db.sequelize);
    console.log(
      `${reuse ? 'kept database migrated' : 'demo data (migrated, seeded as npm start does)'}: ${seconds(t0)}`,
    );
    api = await spawnProcess('api/src/index.ts', 'API_PORT', {
      DATABASE_URL: url,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: `benchseason${Date.now().toString(36)}`,
      DEV_ADMIN_EMAILS: ADMIN_EMAIL,
      SESSION_SECRET: 'fanlift-season-bench-session-secret-0123',
      // The bench times reads, not the search limit: 3 rounds of 100 requests per search route exceed 600/min.
      RATE_LIMIT_SEARCH: '1000000/60',
    });
    const demoFx = await loadFixture(db.sequelize, api.url);
    const { reads, skipped } = walkReads(demoFx);
    console.log(`${reads.length} GET routes timed; left out:`);
    for (const s of skipped) console.log(`  ${s.key}: ${s.reason}`);
    t0 = performance.now();
    const demo = reuse ? new Map<string, Timing>() : await timeReads(api.url, demoFx, reads);
    console.log(`demo scale timed: ${seconds(t0)}`);
    for (const [key, t] of demo)
      console.log(`  demo ${key}: ${t.status} p50 ${f1(t.p50)} ms, p95 ${f1(t.p95)} ms`);

    t0 = performance.now();
    console.log(`growing to ${JSON.stringify({ ...SEASON, cfpEntries: CFP_ENTRIES })}:`);
    if (!reuse) await grow(db.sequelize);
    console.log(`grown: ${seconds(t0)}`);
    const seasonFx = await loadFixture(db.sequelize, api.url);
    const grown = walkReads(seasonFx).reads;
    t0 = performance.now();
    const season = await timeReads(api.url, seasonFx, grown);
    console.log(`season scale timed: ${seconds(t0)}`);
    const readsPass = printTable(
      reads.filter((r) => season.has(r.key)),
      demo,
      season,
    );
    const missing = reads.filter((r) => !season.has(r.key)).map((r) => r.key);
    if (missing.length) console.log(`  not timed at season scale: ${missing.join(', ')}`);
    console.log(`\nexports at season scale:`);
    const exportsPass = await exportsUnderLoad(api, seasonFx);
    console.log(`season bench: ${seconds(started)}`);
    verdict(readsPass && exportsPass && missing.length === 0 && !reuse);
  } finally {
    closeHttpClient();
    await api?.stop();
    await db.close();
    if (process.env.BENCH_KEEP_DB !== '1') await dropDatabase(url);
  }
}

runIfMain(import.meta.url, run);
