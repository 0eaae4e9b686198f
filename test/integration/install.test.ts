import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore plain ESM script without types
import { installReason } from '../../scripts/install.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Run {
  code: number;
  /** stdout and stderr */
  out: string;
  stdout: string;
}

function run(
  cmd: string,
  args: string[],
  cwd: string,
  env: Record<string, string | undefined>,
): Promise<Run> {
  return new Promise((resolve) => {
    execFile(cmd, args, { cwd, env: { ...process.env, ...env }, timeout: 120_000 }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0;
      resolve({ code, out: `${stdout}${stderr}`, stdout });
    });
  });
}

/**
 * A "fresh clone" in a temporary dot-directory: the real scripts/, a lockfile and no node_modules. Its one
 * dependency is a local package named mocha whose bin/mocha.js reports one passing test the way the real
 * reporter does, so `node scripts/test.mjs` gets all the way through only if it installed it first.
 */
function freshClone(): string {
  const base = mkdtempSync(path.join(tmpdir(), 'fanlift-install-'));
  const dir = path.join(base, '.checkouts', 'fanlift');
  mkdirSync(path.join(dir, 'fake-mocha', 'bin'), { recursive: true });
  cpSync(path.join(ROOT, 'scripts'), path.join(dir, 'scripts'), { recursive: true });
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'fresh-clone', private: true, dependencies: { mocha: 'file:./fake-mocha' } }),
  );
  writeFileSync(
    path.join(dir, 'fake-mocha', 'package.json'),
    JSON.stringify({ name: 'mocha', version: '0.0.1', bin: { mocha: 'bin/mocha.js' } }),
  );
  writeFileSync(
    path.join(dir, 'fake-mocha', 'bin', 'mocha.js'),
    `const fs = require('node:fs');\n` +
      // One line per mocha process (npm test may run several side by side): its run id and its arguments.
      `if (process.env.FAKE_MOCHA_ARGV) fs.appendFileSync(process.env.FAKE_MOCHA_ARGV, JSON.stringify({ id: process.env.FANLIFT_TEST_RUN_ID, argv: process.argv.slice(2) }) + '\\n');\n` +
      `fs.writeFileSync(process.env.FANLIFT_TEST_STATS, JSON.stringify({ passes: 1, failures: 0, pending: 0 }));\n`,
  );
  return dir;
}

/** `node scripts/test.mjs` in the clone, without the web build (the clone has no web app). */
function npmTest(dir: string, env: Record<string, string>): Promise<Run> {
  return run(process.execPath, ['scripts/test.mjs'], dir, { SKIP_WEB_BUILD: '1', ...env });
}

/** What the fake mocha recorded: one entry per mocha process npm test started. */
function mochaRuns(file: string): { id: string; argv: string[] }[] {
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { id: string; argv: string[] });
}

describe('npm test and npm start on a fresh clone: one shared install step', function () {
  this.timeout(180_000);
  let dir: string;

  before(async () => {
    dir = freshClone();
    // The lockfile a clone would carry (a local package: no registry needed).
    const lock = await run('npm', ['install', '--package-lock-only', '--no-audit', '--no-fund'], dir, {});
    expect(lock.code, lock.out).to.equal(0);
    expect(existsSync(path.join(dir, 'node_modules')), 'no node_modules before the run').to.equal(false);
  });
  after(() => {
    rmSync(path.resolve(dir, '..', '..'), { recursive: true, force: true });
  });

  it('installReason: missing node_modules, then nothing once installed, then a changed lockfile', async () => {
    expect(installReason(dir)).to.equal('node_modules is missing');
    const ci = await run('npm', ['ci', '--no-audit', '--no-fund'], dir, {});
    expect(ci.code, ci.out).to.equal(0);
    expect(installReason(dir)).to.equal(null);
    // A pulled lockfile that names another version: the install is outdated.
    const lockFile = path.join(dir, 'package-lock.json');
    const original = readFileSync(lockFile, 'utf8');
    const lock = JSON.parse(original) as { packages: Record<string, { version?: string }> };
    lock.packages['node_modules/mocha'] = { ...lock.packages['node_modules/mocha'], version: '0.0.2' };
    writeFileSync(lockFile, JSON.stringify(lock));
    expect(installReason(dir)).to.match(/node_modules\/mocha is .*, the lockfile wants 0\.0\.2/);
    writeFileSync(lockFile, original);
    rmSync(path.join(dir, 'node_modules'), { recursive: true, force: true });
  });

  it('node scripts/test.mjs installs first, then runs the tests and prints the closing line', async () => {
    const first = await npmTest(dir, { TEST_SHARDS: '1' });
    expect(first.out).to.include('Installing dependencies (npm ci: node_modules is missing)');
    expect(first.stdout.trim().split('\n').at(-1)).to.equal('1 passed, 0 failed');
    expect(first.code, first.out).to.equal(0);
    expect(existsSync(path.join(dir, 'node_modules', '.package-lock.json'))).to.equal(true);

    const again = await npmTest(dir, { TEST_SHARDS: '1' });
    expect(again.out).not.to.include('Installing dependencies');
    expect(again.code, again.out).to.equal(0);
  });

  it('no Chromium: one line says how, before any test, and the end-to-end files are skipped, not failed', async () => {
    mkdirSync(path.join(dir, 'test', 'e2e'), { recursive: true });
    for (const f of ['a.test.ts', 'b.test.ts']) writeFileSync(path.join(dir, 'test', 'e2e', f), '');
    const argvFile = path.join(dir, 'mocha-argv.json');
    const run1 = await npmTest(dir, {
      TEST_SHARDS: '1',
      CHROMIUM_PATH: '/nonexistent',
      FAKE_MOCHA_ARGV: argvFile,
    });
    expect(run1.code, run1.out).to.equal(0);
    const lines = run1.stdout.trim().split('\n');
    const how = lines.filter((l) => l.includes('Chromium'));
    expect(how, run1.stdout).to.have.length(2);
    expect(how[0]).to.equal(
      'CHROMIUM_PATH=/nonexistent does not exist: the end-to-end (Chromium) tests are skipped. To run them: ' +
        'point CHROMIUM_PATH at a Chromium or Chrome binary, or unset it to use /usr/bin/chromium.',
    );
    expect(lines.at(-1)).to.equal('1 passed, 0 failed, 2 end-to-end files skipped (no Chromium)');
    const [{ argv }] = mochaRuns(argvFile);
    expect(argv.filter((a) => a.includes('e2e'))).to.deep.equal([]);
    expect(argv).to.include('scripts/install.spec.ts');
    // Chromium where it is: the end-to-end files run.
    if (existsSync('/usr/bin/chromium')) {
      const run2 = await npmTest(dir, {
        TEST_SHARDS: '1',
        CHROMIUM_PATH: '',
        FAKE_MOCHA_ARGV: argvFile,
      });
      expect(run2.stdout.trim().split('\n').at(-1)).to.equal('1 passed, 0 failed');
      expect(mochaRuns(argvFile).at(-1)!.argv).to.include.members([
        'test/e2e/a.test.ts',
        'test/e2e/b.test.ts',
      ]);
    }
  });

  it('TEST_SHARDS=2: two mocha processes, each its own run, every file once, each ending with test/final', async () => {
    for (const f of ['integration/a.test.ts', 'integration/b.test.ts', 'final/check.test.ts']) {
      mkdirSync(path.dirname(path.join(dir, 'test', f)), { recursive: true });
      writeFileSync(path.join(dir, 'test', f), '');
    }
    const argvFile = path.join(dir, 'mocha-argv-shards.json');
    const r = await npmTest(dir, {
      TEST_SHARDS: '2',
      CHROMIUM_PATH: '/nonexistent',
      FAKE_MOCHA_ARGV: argvFile,
    });
    expect(r.code, r.out).to.equal(0);
    expect(r.stdout).to.include('== shard 1 of 2').and.to.include('== shard 2 of 2');
    expect(r.stdout.trim().split('\n').at(-1)).to.match(/^2 passed, 0 failed/);
    const runs = mochaRuns(argvFile);
    expect(runs).to.have.length(2);
    expect(runs[0].id).not.to.equal(runs[1].id);
    const files = runs.map((m) => m.argv.slice(m.argv.indexOf('--exit') + 1));
    for (const f of files) expect(f.at(-1)).to.equal('test/final/check.test.ts');
    const dealt = files.flatMap((f) => f.slice(0, -1)).sort();
    expect(dealt).to.deep.equal(
      [
        'scripts/install.spec.ts',
        'scripts/test-shards.spec.ts',
        'test/integration/a.test.ts',
        'test/integration/b.test.ts',
      ].sort(),
    );
    rmSync(path.join(dir, 'test', 'integration'), { recursive: true, force: true });
    rmSync(path.join(dir, 'test', 'final'), { recursive: true, force: true });
  });

  it('node scripts/start.mjs runs the same install step before anything else', async () => {
    rmSync(path.join(dir, 'node_modules'), { recursive: true, force: true });
    // It stops right after the install: this clone has no seed script (no tsx), so the start fails there.
    const start = await run(process.execPath, ['scripts/start.mjs'], dir, {
      DATABASE_URL: process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    });
    expect(start.out).to.include('Installing dependencies (npm ci: node_modules is missing)');
    expect(existsSync(path.join(dir, 'node_modules', '.package-lock.json'))).to.equal(true);
    expect(start.code).not.to.equal(0);
  });
});
