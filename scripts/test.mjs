// `npm test`: every test (unit, integration against real PostgreSQL + Redis, e2e in headless Chromium),
// one database and queue prefix per run, and a closing line 'N passed, N failed'.
import { spawnSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium, ensureInstalled } from './install.mjs';
import { ensureServices } from './services.mjs';
import { deal, expandSpecs, isFinal, readTimes, writeTimes } from './test-shards.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const runId = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const TIMES_FILE = 'test/setup/file-times.json';

// Same install step as `npm start`: a fresh clone needs nothing but `npm test`.
if (!ensureInstalled({ root })) {
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const E2E_DIR = 'test/e2e';
const E2E_GLOB = `${E2E_DIR}/**/*.test.ts`;
const args = process.argv.slice(2);
let specs = args.length
  ? args
  : [
      '{core,db,api,worker,realtime,web}/src/**/*.spec.ts',
      'web/server/**/*.spec.ts',
      'scripts/**/*.spec.ts',
      'test/integration/**/*.test.ts',
      'test/reliability/**/*.test.ts',
      E2E_GLOB,
      'test/final/**/*.test.ts',
    ];

// The end-to-end files drive Chromium: install it where the machine can (Debian or Ubuntu, as root), else say
// in one line how, and skip those files (skipped, not failed) instead of failing each in its before hook.
const isE2e = (spec) =>
  path.relative(root, path.resolve(root, spec)).split(path.sep).join('/').startsWith(`${E2E_DIR}/`);
const e2eFiles = (dir = E2E_DIR) =>
  (existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : []).flatMap((d) =>
    d.isDirectory() ? e2eFiles(path.join(dir, d.name)) : d.name.endsWith('.test.ts') ? [d.name] : [],
  );
let skippedE2e = 0;
if (specs.some(isE2e)) {
  const chromium = ensureChromium();
  if (!chromium.ok) {
    skippedE2e = args.length ? specs.filter(isE2e).length : e2eFiles().length;
    specs = specs.filter((s) => !isE2e(s));
    console.log(chromium.line);
  }
}
const skippedNote = skippedE2e
  ? `, ${skippedE2e} end-to-end file${skippedE2e === 1 ? '' : 's'} skipped (no Chromium)`
  : '';
if (specs.length === 0) {
  console.log(`0 passed, 0 failed${skippedNote}`);
  process.exit(0);
}

const services = await ensureServices({
  pgUrl: process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
});

if (process.env.SKIP_WEB_BUILD !== '1') {
  console.log('Building the web app for the end-to-end tests...');
  const b = spawnSync('npm', ['run', 'build', '-w', '@fanlift/web', '--silent'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (b.status !== 0) {
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

// The processes tests start (about 170 a run) start from one compiled file each (scripts/bundle-processes.mjs),
// not from the TypeScript through tsx: a fifth of the CPU per start. FANLIFT_TEST_BUNDLES=0 runs them from source.
if (process.env.FANLIFT_TEST_BUNDLES !== '0' && existsSync(path.join(root, 'api/src/index.ts'))) {
  const { bundleProcesses } = await import('./bundle-processes.mjs');
  try {
    await bundleProcesses(root);
    process.env.FANLIFT_TEST_BUNDLES = '1';
  } catch (err) {
    console.error(`Could not compile the processes for the tests: ${err.message}`);
    await services.stop();
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

// A full run is split into shards (TEST_SHARDS, default: 2 where there are 2 cores or more), each a mocha
// process with its own database and queue prefix, run side by side: one mocha process kept the machine about
// two-thirds busy (tests wait on processes, queues and the browser), so two fill it. Files are dealt out by
// their recorded times (test/setup/file-times.json), longest first, to the shard with the least so far; every
// shard runs test/final last, over its own database. A run of named files is one shard unless TEST_SHARDS says.
// Mocha options among the arguments (`--grep x`): passed through as they are, in one shard.
const passThrough = args.some((a) => a.startsWith('-'));
const files = passThrough ? specs : expandSpecs(root, specs);
const shardCount = Math.max(
  1,
  Math.min(
    files.filter((f) => !isFinal(f)).length || 1,
    Number(process.env.TEST_SHARDS ?? (args.length ? 1 : Math.min(2, availableParallelism()))) || 1,
  ),
);
const shards = passThrough ? [{ files, seconds: 0 }] : deal(files, shardCount, readTimes(TIMES_FILE));
const started = performance.now();
const results = await runShards(shards);
await services.stop();

let stats = { passes: 0, failures: 0, pending: 0 };
const perFile = {};
for (const r of results) {
  stats.passes += r.stats.passes;
  stats.failures += r.stats.failures;
  stats.pending += r.stats.pending;
  for (const [file, ms] of Object.entries(r.stats.files ?? {})) perFile[file] = (perFile[file] ?? 0) + ms;
}
printSlowest(perFile, results.length, performance.now() - started);
if (process.env.FANLIFT_TEST_TIMES_OUT) writeTimes(process.env.FANLIFT_TEST_TIMES_OUT, perFile);
const code = results.some((r) => r.code !== 0) ? 1 : 0;

/** One mocha process over `files` with its own run id (database, queue prefix); resolves with its counts. */
function runMocha(files, id, sink) {
  const statsFile = path.join(tmpdir(), `fanlift-test-stats-${id}.json`);
  const child = spawn(
    process.execPath,
    [
      'node_modules/mocha/bin/mocha.js',
      '-n',
      'import=tsx',
      '--extension',
      'ts',
      '--require',
      'test/setup/hooks.ts',
      '--reporter',
      path.join(root, 'scripts/mocha-reporter.cjs'),
      '--timeout',
      '60000',
      '--exit',
      ...files,
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        FANLIFT_TEST_RUN_ID: id,
        FANLIFT_TEST_STATS: statsFile,
        TEST_PG_URL: services.pgUrl,
        TEST_REDIS_URL: services.redisUrl,
        // Spec output with colours as on a terminal, though it goes through a pipe.
        ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}),
      },
    },
  );
  child.stdout.on('data', (d) => sink(d));
  child.stderr.on('data', (d) => sink(d));
  return new Promise((resolve) =>
    child.on('exit', (c) => {
      let stats = { passes: 0, failures: 1, pending: 0 }; // mocha died before reporting
      if (existsSync(statsFile)) {
        stats = JSON.parse(readFileSync(statsFile, 'utf8'));
        rmSync(statsFile, { force: true });
      }
      resolve({ code: c ?? 1, stats });
    }),
  );
}

/**
 * Run the shards side by side. One shard's output is shown as it comes; the others' is held and shown, in
 * order, when the one before has finished, so each shard reads as one block.
 */
async function runShards(list) {
  const held = list.map(() => []);
  let shown = 0;
  const heading = (i) =>
    list.length > 1
      ? `\n== shard ${i + 1} of ${list.length}: ${list[i].files.length} files (about ${Math.round(list[i].seconds)} s recorded)\n`
      : '';
  process.stdout.write(heading(0));
  const runs = list.map((shard, i) =>
    runMocha(shard.files, list.length === 1 ? runId : `${runId}s${i + 1}`, (d) => {
      if (i === shown) process.stdout.write(d);
      else held[i].push(d);
    }),
  );
  const done = [];
  for (let i = 0; i < runs.length; i++) {
    done.push(await runs[i]);
    if (i + 1 < runs.length) {
      shown = i + 1;
      process.stdout.write(heading(shown));
      for (const d of held[shown].splice(0)) process.stdout.write(d);
    }
  }
  return done;
}

/** The files that took longest (wall clock, hooks included), so a slow suite shows where its time goes. */
function printSlowest(perFileMs, shardsRun, totalMs) {
  const slowest = Object.entries(perFileMs)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12);
  if (slowest.length > 1) {
    console.log('\n  slowest files (wall clock, hooks included):');
    for (const [file, ms] of slowest) console.log(`    ${(ms / 1000).toFixed(1).padStart(6)} s  ${file}`);
  }
  const sum = Object.values(perFileMs).reduce((a, b) => a + b, 0);
  console.log(
    `\n  ${shardsRun} shard${shardsRun === 1 ? '' : 's'}: the files took ${Math.round(sum / 1000)} s in all, ` +
      `the run ${Math.round(totalMs / 1000)} s (setup and teardown included)`,
  );
}
const failed = stats.failures || (code !== 0 ? Math.max(1, stats.failures) : 0);
const skipped = stats.pending ? `, ${stats.pending} skipped` : '';
console.log(`${stats.passes} passed, ${failed} failed${skipped}${skippedNote}`);
process.exit(failed ? 1 : 0);
