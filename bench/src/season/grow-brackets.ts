/**
 * Season-scale brackets (issue 27): grow a private database to 300,000 College Football Playoff entries with
 * every pick, then EXPLAIN ANALYZE the reads the bracket pages make (the leaderboard with the signed-in fan's
 * rank, the bracket page's own rank, the admin participants' first page) and time them.
 *
 *   npx tsx bench/src/season/grow-brackets.ts [--entries 300000] [--keep] [--reuse]
 *
 * It creates `fanlift_season_brackets` (BENCH_PG_URL or DATABASE_URL names the server), migrates it with the
 * repo's migrator, seeds the demo data (a small athlete count), grows the entries and picks with set-based SQL
 * (a few statements, not a row at a time), ranks the bracket as the `brackets.rank` job does after a result,
 * vacuums and analyses, then prints each read's wall time (p50 of 15) and the execution time PostgreSQL reports
 * for each of its statements, and streams the participants CSV through an api process while timing /healthz. `--keep`
 * leaves the database for a later look; `--reuse` skips the growing when
 * the entries are already there; without `--keep` the database is dropped at the end.
 */
import { QueryTypes, Sequelize } from 'sequelize';
import {
  bracketLeaderboard,
  bracketParticipants,
  bracketRow,
  bracketView,
  createMigrator,
  dropDatabase,
  ensureDatabase,
  rankBracket,
} from '@fanlift/db';
import { seedDemo } from '@fanlift/db/seed/index';
import { seedBracketEntries } from '@fanlift/db/seed/bracket-entries';
import { benchDatabaseUrl, numArg, runIfMain } from '../lib/main';
import { probeExport } from './export-probe';

const DB_NAME = 'fanlift_season_brackets';
const arg = (name: string) => process.argv.includes(`--${name}`);
const num = numArg;

const databaseUrl = () => benchDatabaseUrl(DB_NAME);

const seconds = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

/** Fans `season-bracket.{i}`, their CFP entries (a tiebreaker each) and a pick for every game, set-based. */
export async function growBrackets(s: Sequelize, entries: number): Promise<void> {
  const t0 = performance.now();
  await seedBracketEntries(s, { kind: 'cfp', fans: entries, tag: 'season-bracket' });
  console.log(`  users, entries, every pick and the pick counts: ${seconds(t0)}`);
}

interface Captured {
  sql: string;
  bind: unknown[];
}

/** Every statement `fn` sends (text and bind parameters), through Sequelize's afterQuery hook. */
async function captured(s: Sequelize, fn: () => Promise<unknown>): Promise<Captured[]> {
  const out: Captured[] = [];
  s.addHook('afterQuery', 'capture', (options, query) => {
    const sql = (query as { sql?: unknown }).sql;
    if (typeof sql === 'string') out.push({ sql, bind: (options as { bind?: unknown[] }).bind ?? [] });
  });
  try {
    await fn();
  } finally {
    s.removeHook('afterQuery', 'capture');
  }
  return out;
}

interface ExplainRoot {
  Plan: { 'Node Type': string };
  'Execution Time': number;
}

/** Time a read (p50 of `runs`, after one warm-up), then EXPLAIN ANALYZE each of its SELECT statements. */
export async function measure(s: Sequelize, name: string, fn: () => Promise<unknown>, runs = 15) {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const statements = (await captured(s, fn)).filter((c) => /^\s*(WITH|SELECT)\b/i.test(c.sql));
  const plans: string[] = [];
  let total = 0;
  for (const c of statements) {
    const [row] = await s.query<{ 'QUERY PLAN': ExplainRoot[] }>(
      `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${c.sql}`,
      { bind: c.bind, type: QueryTypes.SELECT },
    );
    const root = row['QUERY PLAN'][0];
    total += root['Execution Time'];
    const head = c.sql.replace(/\s+/g, ' ').trim().slice(0, 70);
    plans.push(`    ${root['Execution Time'].toFixed(2).padStart(9)} ms  ${root.Plan['Node Type']}: ${head}`);
  }
  console.log(
    `${name}: p50 ${times[Math.floor(runs / 2)].toFixed(1)} ms, p95 ${times[Math.ceil(runs * 0.95) - 1].toFixed(1)} ms;` +
      ` EXPLAIN ANALYZE total ${total.toFixed(2)} ms over ${statements.length} statements`,
  );
  for (const p of plans) console.log(p);
}

export async function run(): Promise<void> {
  const url = databaseUrl();
  const entries = num('entries', 300_000);
  if (!arg('reuse')) await dropDatabase(url);
  await ensureDatabase(url);
  const s = new Sequelize(url, { dialect: 'postgres', logging: false, pool: { max: 4 } });
  try {
    let t0 = performance.now();
    await createMigrator(s).up();
    await seedDemo(s, { athletes: 200 });
    console.log(`migrated and seeded: ${seconds(t0)}`);
    const [have] = await s.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bracket_entries e JOIN brackets b ON b.id = e.bracket_id AND b.kind = 'cfp'`,
      { type: QueryTypes.SELECT },
    );
    if (have.n < entries) {
      console.log(`growing to ${entries} CFP entries with every pick:`);
      t0 = performance.now();
      await growBrackets(s, entries);
      console.log(`  grown: ${seconds(t0)}`);
    }
    t0 = performance.now();
    await s.query('VACUUM (ANALYZE) users, bracket_entries, bracket_picks', { type: QueryTypes.RAW });
    console.log(`vacuumed and analysed: ${seconds(t0)}`);
    const b = await bracketRow({ sequelize: s }, 'cfp');
    t0 = performance.now();
    const ranked = await rankBracket(s, b.id);
    console.log(`ranked (the brackets.rank job): ${seconds(t0)} ${JSON.stringify(ranked)}`);
    await s.query('VACUUM (ANALYZE) bracket_ranks, bracket_rank_classes', { type: QueryTypes.RAW });
    // A fan in the middle of the field signs in.
    const [fan] = await s.query<{ id: number }>(
      `SELECT id FROM users WHERE auth_id = 'season-bracket|' || $1`,
      { bind: [Math.floor(entries / 2)], type: QueryTypes.SELECT },
    );
    console.log(`\nreads at ${entries} entries (signed-in fan ${fan.id}):`);
    await measure(s, 'CFP leaderboard (top 10 + own rank)', () => bracketLeaderboard(s, 'cfp', fan.id, 10));
    await measure(s, 'CFP bracket page (own rank)', () => bracketView(s, 'cfp', fan.id));
    await measure(s, 'participants, first page (admin)', () =>
      bracketParticipants(s, 'cfp', { limit: 50, offset: 0 }),
    );
    const x = await probeExport(url);
    const ms = (l: { p50: number; p99: number; max: number }) =>
      `p50 ${l.p50.toFixed(1)} ms, p99 ${l.p99.toFixed(1)} ms, max ${l.max.toFixed(1)} ms`;
    console.log(
      `participants CSV through the api: ${x.rows} rows, ${x.mib.toFixed(1)} MiB in ${x.seconds.toFixed(1)} s ` +
        `(api CPU ${x.apiCpuSeconds.toFixed(1)} s, RSS +${x.rssGrowthMib.toFixed(0)} MiB); /healthz meanwhile ` +
        `(${x.healthz.n}): ${ms(x.healthz)} (target p99 < 50 ms); with no export (${x.idle.n}): ${ms(x.idle)}`,
    );
  } finally {
    await s.close();
    if (!arg('keep')) await dropDatabase(url);
  }
}

runIfMain(import.meta.url, run);
