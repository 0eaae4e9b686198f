/**
 * Header search benchmark: 100,000 seeded athletes, at least 500 header searches with realistic
 * 3-character substrings of generated names, and 200 searchAthletes calls with mixed filters.
 * Target: header search p95 < 50 ms.
 *
 * Database: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/fanlift_bench), created fresh and
 * dropped afterwards; BENCH_KEEP_DB=1 keeps and reuses it. BENCH_ATHLETES overrides the athlete count.
 * Run alone: `npx tsx bench/src/header-search.bench.ts`; with the others: `npm run bench`.
 */
import { pathToFileURL } from 'node:url';
import { QueryTypes } from 'sequelize';
import { POSITIONS, SPORTS, type AthleteSort, ATHLETE_SORTS } from '@fanlift/core';
import { connectDatabase, createMigrator, dropDatabase, ensureDatabase } from '@fanlift/db';
import { headerSearchAthletes, searchAthletes, type AthleteSearchQuery } from '@fanlift/db/athletes/search';
import { listSchools } from '@fanlift/db/schools/schools';
import { generateAthletes, mulberry32, seedDemo } from '@fanlift/db/seed/index';

const TARGET_P95_MS = 50;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

function summary(label: string, samples: number[]): { p50: number; p95: number; p99: number } {
  const s = [...samples].sort((a, b) => a - b);
  const r = { p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99) };
  const f = (x: number) => x.toFixed(1);
  console.log(
    `${label}: n=${s.length} p50 ${f(r.p50)} ms, p95 ${f(r.p95)} ms, p99 ${f(r.p99)} ms, max ${f(s[s.length - 1])} ms`,
  );
  return r;
}

async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const t = performance.now();
  const result = await fn();
  return [performance.now() - t, result];
}

export async function run(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/fanlift_bench';
  const athletes = Number(process.env.BENCH_ATHLETES ?? 100_000);
  const keep = process.env.BENCH_KEEP_DB === '1';
  console.log(`\n== header search bench (${athletes} athletes, ${new URL(url).pathname.slice(1)}) ==`);
  if (!keep) await dropDatabase(url);
  await ensureDatabase(url);
  const db = connectDatabase({ url, poolMax: 4 });
  try {
    await createMigrator(db.sequelize).up();
    const [seedMs, seeded] = await timed(() => seedDemo(db.sequelize, { athletes }));
    console.log(
      `seed: ${seeded.athletes.skipped ? 'already seeded' : `${seeded.athletes.inserted} athletes inserted`} ` +
        `in ${(seedMs / 1000).toFixed(1)} s`,
    );
    await db.sequelize.query('VACUUM ANALYZE athlete_profiles');

    const rng = mulberry32(7);
    const names = generateAthletes(Math.min(athletes, 20_000)).map((a) => `${a.firstName} ${a.lastName}`);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(rng() * list.length)];
    // What a user types: a piece of a real name, never starting or ending with the space; mostly lower case.
    const term = (len: number): string => {
      for (;;) {
        const name = pick(names);
        const start = Math.floor(rng() * Math.max(1, name.length - len + 1));
        const t = name.slice(start, start + len);
        if (t.length === len && t.trim() === t) return rng() < 0.7 ? t.toLowerCase() : t;
      }
    };

    // Warm up caches and the pool.
    for (let i = 0; i < 30; i++) await headerSearchAthletes(db.sequelize, term(3));

    const header: number[] = [];
    let empty = 0;
    for (let i = 0; i < 600; i++) {
      const [ms, rows] = await timed(() => headerSearchAthletes(db.sequelize, term(3)));
      header.push(ms);
      if (rows.length === 0) empty++;
    }
    const h = summary('headerSearchAthletes (3 chars)', header);
    console.log(`  (${empty} of ${header.length} searches found nothing)`);

    const longer: number[] = [];
    for (let i = 0; i < 200; i++)
      longer.push((await timed(() => headerSearchAthletes(db.sequelize, term(4 + (i % 5)))))[0]);
    summary('headerSearchAthletes (4-8 chars)', longer);

    const schools: number[] = [];
    for (let i = 0; i < 200; i++) {
      const q = pick(['ohi', 'sta', 'tex', 'lsu', 'mic', 'uni', 'car', 'flo', 'ala', 'geo']);
      schools.push((await timed(() => listSchools(db.sequelize, { name: q, limit: 6 })))[0]);
    }
    summary('listSchools (header, 3 chars)', schools);

    const [{ max }] = await db.sequelize.query<{ max: number }>('SELECT max(id)::int AS max FROM schools', {
      type: QueryTypes.SELECT,
    });
    const search: number[] = [];
    for (let i = 0; i < 200; i++) {
      const sport = rng() < 0.5 ? pick(SPORTS) : undefined;
      const q: AthleteSearchQuery = {
        sort: pick(ATHLETE_SORTS) as AthleteSort,
        index: rng() < 0.7 ? 0 : Math.floor(rng() * 4),
        sport,
        position: sport && rng() < 0.5 ? pick(POSITIONS[sport]) : undefined,
        recruitingClass: rng() < 0.3 ? 2025 + Math.floor(rng() * 5) : undefined,
        ratings: rng() < 0.3 ? [5, 4, 3].slice(0, 1 + Math.floor(rng() * 3)) : undefined,
        schoolId: rng() < 0.25 ? 1 + Math.floor(rng() * max) : undefined,
        name: rng() < 0.3 ? term(3 + Math.floor(rng() * 4)) : undefined,
        photoUrl: rng() < 0.2 ? true : undefined,
      };
      search.push((await timed(() => searchAthletes(db.sequelize, q)))[0]);
    }
    summary('searchAthletes (mixed filters, with total)', search);

    const pass = h.p95 < TARGET_P95_MS;
    console.log(
      `header search p95 ${h.p95.toFixed(1)} ms (target < ${TARGET_P95_MS} ms): ${pass ? 'PASS' : 'FAIL'}`,
    );
    if (!pass) process.exitCode = 1;
  } finally {
    await db.close();
    if (!keep) await dropDatabase(url);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await run();
}
