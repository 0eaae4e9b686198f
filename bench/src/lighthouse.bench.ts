/**
 * Lighthouse (the `lighthouse` package, its default mobile run: a mid-range phone on slow 4G, simulated) on the
 * server-rendered public pages of issue 30: home, an athlete page, /search-athletes and a live game, 3 runs
 * each, against the product's own processes (api, realtime, web with the built SPA and server renderer).
 * Targets (the median of the runs): performance >= 98, LCP <= 1.5 s, CLS <= 0.02, TBT <= 100 ms.
 *
 * Needs `npm run build:web` first and Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
 * Database: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/fanlift_lighthouse), created and
 * seeded fresh, dropped afterwards (BENCH_KEEP_DB=1 keeps and reuses it). BENCH_LIGHTHOUSE_RUNS: runs per page;
 * BENCH_LIGHTHOUSE_JSON_DIR: keep each run's full report there (to see where the time goes).
 * Run alone: `npm run bench -- lighthouse`.
 */
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { QueryTypes } from 'sequelize';
import { connectDatabase, createMigrator, dropDatabase, ensureDatabase } from '@fanlift/db';
import { seedDemo } from '@fanlift/db/seed/index';
import { check } from './lib/report';
import { cleanupRedisPrefix } from './lib/setup';
import { ROOT, spawnProcess, type Spawned } from './lib/spawn';

/** A busy machine starts the processes slowly. */
const STARTUP_MS = 180_000;
const TARGETS = { performance: 98, lcpMs: 1500, cls: 0.02, tbtMs: 100 };

interface Figures {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  siMs: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
};

async function pagesToMeasure(url: string): Promise<{ name: string; path: string }[]> {
  const db = connectDatabase({ url, poolMax: 2 });
  try {
    const q = <T extends object>(sql: string) => db.sequelize.query<T>(sql, { type: QueryTypes.SELECT });
    const [athlete] = await q<{ id: number }>(
      `SELECT a.id FROM athlete_profiles a WHERE EXISTS (SELECT 1 FROM athlete_schools s WHERE s.athlete_profile_id = a.id)
        ORDER BY a.ranking NULLS LAST, a.id LIMIT 1`,
    );
    const [game] = await q<{ id: number }>(
      `SELECT id FROM games ORDER BY (status = 'live') DESC, kickoff_at DESC LIMIT 1`,
    );
    if (!athlete || !game) throw new Error('the seeded database has no athlete with a school or no game');
    return [
      { name: 'home', path: '/' },
      { name: 'athlete', path: `/athletes/${athlete.id}` },
      { name: 'search-athletes', path: '/search-athletes' },
      { name: 'live game', path: `/live-game/${game.id}` },
    ];
  } finally {
    await db.sequelize.close();
  }
}

/** Trace failures Lighthouse itself says to run again for (seen on a fresh Chromium's first page load). */
const RETRIED = new Set(['NO_NAVSTART', 'NO_FCP', 'PROTOCOL_TIMEOUT']);
const ATTEMPTS = 3;

async function measure(port: number, url: string): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { lhr } = result;
    const err = lhr.runtimeError;
    if (err && RETRIED.has(err.code) && attempt < ATTEMPTS) {
      console.log(`  (${url}: ${err.code}, run again as Lighthouse asks; attempt ${attempt + 1})`);
      continue;
    }
    if (err) throw new Error(`${url}: ${err.message}`);
    const dir = process.env.BENCH_LIGHTHOUSE_JSON_DIR;
    if (dir) {
      mkdirSync(dir, { recursive: true });
      const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || '_';
      const at = Date.now();
      writeFileSync(path.join(dir, `${name}-${at}.json`), JSON.stringify(lhr));
      // The observed trace too (Chromium's DevTools can open it): where the main thread's time went.
      const trace = (result.artifacts as { Trace?: { traceEvents: unknown[] } } | undefined)?.Trace;
      if (trace) writeFileSync(path.join(dir, `${name}-${at}.trace.json`), JSON.stringify(trace));
    }
    return figuresOf(lhr);
  }
}

function figuresOf(lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']): Figures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    siMs: audit('speed-index'),
  };
}

export async function run(): Promise<void> {
  console.log('\n== lighthouse: server-rendered public pages, default mobile run (issue 30) ==');
  // A fresh clone has no built web: build it once (what `npm start` serves), as `npm test` does.
  if (!existsSync(path.join(ROOT, 'web/dist-ssr/entry-server.js'))) {
    console.log('  web/dist-ssr is missing: building the web first (npm run build:web)');
    const built = spawnSync('npm', ['run', 'build:web'], { cwd: ROOT, stdio: 'ignore' });
    if (built.status !== 0 || !existsSync(path.join(ROOT, 'web/dist-ssr/entry-server.js'))) {
      console.error('  `npm run build:web` failed: run it to see why');
      process.exitCode = 1;
      return;
    }
  }
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/fanlift_lighthouse';
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `fllh_${randomBytes(3).toString('hex')}`;
  const keep = process.env.BENCH_KEEP_DB === '1';
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  if (!keep) await dropDatabase(url);
  await ensureDatabase(url);
  {
    const db = connectDatabase({ url, poolMax: 4 });
    await createMigrator(db.sequelize).up();
    const [{ n }] = await db.sequelize.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM athlete_profiles',
      {
        type: QueryTypes.SELECT,
      },
    );
    if (n === 0) await seedDemo(db.sequelize, { athletes: 2000 });
    await db.sequelize.close();
  }
  const shared = {
    DATABASE_URL: url,
    REDIS_URL: redisUrl,
    QUEUE_PREFIX: prefix,
    PROXY_SECRET: randomBytes(24).toString('base64url'),
  };
  const procs: Spawned[] = [];
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const [api, realtime] = await Promise.all([
      spawnProcess('api/src/index.ts', 'API_PORT', shared, STARTUP_MS),
      spawnProcess('realtime/src/index.ts', 'REALTIME_PORT', shared, STARTUP_MS),
    ]);
    procs.push(api, realtime);
    const web = await spawnProcess(
      'web/server/index.ts',
      'WEB_PORT',
      {
        ...shared,
        API_URL: api.url,
        REALTIME_URL: realtime.url,
      },
      STARTUP_MS,
    );
    procs.push(web);
    const pages = await pagesToMeasure(url);
    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    console.log(
      `  ${runs} runs per page, Chromium ${chromePath}, machine load ${loadavg()[0]!.toFixed(1)} (${cpus().length} CPUs); each run, then the median`,
    );
    for (const page of pages) {
      const target = `${web.url}${page.path}`;
      // Warm the server (its first render of a page loads that page's code) and the api's caches.
      for (let i = 0; i < 3; i++) await fetch(target).then((r) => r.text());
      const all: Figures[] = [];
      for (let i = 0; i < runs; i++) all.push(await measure(chrome.port, target));
      for (const [i, f] of all.entries())
        console.log(
          `  ${page.name} run ${i + 1}: perf ${f.performance}, FCP ${(f.fcpMs / 1000).toFixed(2)} s, LCP ${(f.lcpMs / 1000).toFixed(2)} s, CLS ${f.cls.toFixed(3)}, TBT ${f.tbtMs.toFixed(0)} ms, SI ${(f.siMs / 1000).toFixed(2)} s`,
        );
      const m = (k: keyof Figures) => median(all.map((f) => f[k]));
      const ok = [
        check({
          label: `${page.name} performance`,
          value: m('performance'),
          cmp: '>=',
          target: TARGETS.performance,
          fmt: (v) => v.toFixed(0),
        }),
        check({
          label: `${page.name} LCP`,
          value: m('lcpMs'),
          cmp: '<=',
          target: TARGETS.lcpMs,
          fmt: (v) => `${(v / 1000).toFixed(2)} s`,
        }),
        check({
          label: `${page.name} CLS`,
          value: m('cls'),
          cmp: '<=',
          target: TARGETS.cls,
          fmt: (v) => v.toFixed(3),
        }),
        check({
          label: `${page.name} TBT`,
          value: m('tbtMs'),
          cmp: '<=',
          target: TARGETS.tbtMs,
          fmt: (v) => `${v.toFixed(0)} ms`,
        }),
      ].every(Boolean);
      if (!ok) process.exitCode = 1;
    }
  } finally {
    await chrome?.kill();
    await Promise.all(procs.map((p) => p.stop()));
    await cleanupRedisPrefix(redisUrl, prefix);
    if (!keep) await dropDatabase(url);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
