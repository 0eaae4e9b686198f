// `npm test`: every test (unit, integration against real PostgreSQL + Redis, e2e in headless Chromium),
// one database and queue prefix per run, and a closing line 'N passed, N failed'.
import { spawnSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium, ensureInstalled } from './install.mjs';
import { ensureServices } from './services.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const runId = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const statsFile = path.join(tmpdir(), `fanlift-test-stats-${runId}.json`);

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

const mocha = spawn(
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
    ...specs,
  ],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      FANLIFT_TEST_RUN_ID: runId,
      FANLIFT_TEST_STATS: statsFile,
      TEST_PG_URL: services.pgUrl,
      TEST_REDIS_URL: services.redisUrl,
    },
  },
);
const code = await new Promise((resolve) => mocha.on('exit', (c) => resolve(c ?? 1)));
await services.stop();

let stats = { passes: 0, failures: 0, pending: 0 };
if (existsSync(statsFile)) {
  stats = JSON.parse(readFileSync(statsFile, 'utf8'));
  rmSync(statsFile, { force: true });
} else {
  stats.failures = 1; // mocha died before reporting
}
const failed = stats.failures || (code !== 0 ? Math.max(1, stats.failures) : 0);
const skipped = stats.pending ? `, ${stats.pending} skipped` : '';
console.log(`${stats.passes} passed, ${failed} failed${skipped}${skippedNote}`);
process.exit(failed ? 1 : 0);
