/**
 * Grow a database to one season's size with set-based SQL (issue 27 item 4; the season bench builds on it):
 * 300,000 fans, 150,000 of them following one school; 100,000 distinct fans who gave to one athlete; 50,000 wallet
 * transactions of one fan; 1,000,000 chat messages in one live, featured game; 1,000,000 athletes.
 *
 * Every like moves through balanced journals (a credit, then sends), stored balances equal their entries and the
 * wallet rule, so the ledger's invariants hold. The rows go in with triggers off (session_replication_role
 * replica: a trigger per row would cost more than the rows), then `fanlift_rebuild_derived()` (migration 0026)
 * recomputes every derived figure from them, as the migration's backfill does.
 *
 * `npx tsx bench/src/season/grow-ledger.ts [database name]` (default fanlift_season_dev): drops and creates the
 * database, migrates it, seeds the demo data, grows it, prints how long each step took, and drops it again unless
 * BENCH_KEEP_DB=1 (then it is there for the season bench or an EXPLAIN).
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import { connectDatabase, createMigrator, dropDatabase, ensureDatabase } from '@fanlift/db';
import { seedDemo } from '@fanlift/db/seed/index';
import { seedDemoLedger } from '@fanlift/db/seed/demo-ledger';
import { seedDemoRewards } from '@fanlift/db/seed/demo-rewards';
import { runIfMain } from '../lib/main';

export const SEASON = {
  fans: 300_000,
  followersOfOneSchool: 150_000,
  giversToOneAthlete: 100_000,
  walletTransactionsOfOneFan: 50_000,
  chatMessagesInOneGame: 1_000_000,
  athletes: 1_000_000,
};

/** Who the grown data centres on: the big school, the hot athlete (a player of the hot game), the heavy fan. */
export interface SeasonFocus {
  schoolId: number;
  athleteId: number;
  gameId: number;
  heavyFanId: number;
}

const STEPS: { name: string; sql: string }[] = [
  {
    name: 'focus: the big school, the hot athlete in it, the live featured game he plays in',
    sql: `
      CREATE TEMP TABLE focus ON COMMIT DROP AS
      SELECT (SELECT min(id) FROM schools) AS school_id,
             (SELECT min(id) FROM athlete_profiles WHERE radar_athlete_id IS NOT NULL AND sport = 'football') AS athlete_id;
      INSERT INTO athlete_schools (athlete_profile_id, school_id, sport, ranking)
      SELECT f.athlete_id, f.school_id, a.sport, a.ranking FROM focus f JOIN athlete_profiles a ON a.id = f.athlete_id
        ON CONFLICT DO NOTHING;
      WITH g AS (
        INSERT INTO games (sport, season, home_school_id, away_school_id, kickoff_at, status, started_at,
                           featured_at, home_score, away_score, period, clock_seconds)
        SELECT 'football', 2026, f.school_id, (SELECT max(id) FROM schools), now() - interval '3 hours', 'live',
               now() - interval '3 hours', now(), 14, 10, 3, 600 FROM focus f RETURNING id)
      INSERT INTO game_athletes (game_id, radar_athlete_id, team)
      SELECT g.id, a.radar_athlete_id, 'home' FROM g, focus f JOIN athlete_profiles a ON a.id = f.athlete_id;
      ALTER TABLE focus ADD COLUMN game_id integer;
      UPDATE focus SET game_id = (SELECT max(id) FROM games);`,
  },
  {
    name: 'fans: users, fan profiles, followed schools (half follow the big school)',
    sql: `
      CREATE TEMP TABLE grown_fans ON COMMIT DROP AS
      WITH u AS (
        INSERT INTO users (auth_id, email, user_type, referral_code, first_name, last_name, tos_accepted,
                           privacy_policy_accepted, email_verified)
        SELECT 'season|' || g, 'season' || g || '@season.dev', 'fan', 'S' || g, 'Fan', 'Season ' || g, true, true, true
          FROM generate_series(1, ${SEASON.fans}) g
        RETURNING id)
      SELECT id, row_number() OVER (ORDER BY id) AS n FROM u;
      CREATE INDEX ON grown_fans (n);
      INSERT INTO fan_profiles (user_id) SELECT id FROM grown_fans;
      INSERT INTO fan_selected_schools (fan_profile_id, school_id)
      SELECT fp.id, CASE WHEN f.n <= ${SEASON.followersOfOneSchool} THEN (SELECT school_id FROM focus)
                         ELSE (SELECT min(id) FROM schools) + 1 + (f.n % 100)::int END
        FROM grown_fans f JOIN fan_profiles fp ON fp.user_id = f.id;`,
  },
  {
    name: 'ledger: 100,000 fans credited 10 likes each, then each giving 1-5 to the hot athlete during the game',
    sql: `
      INSERT INTO ledger_accounts (key, kind, owner_id)
      SELECT 'fan:' || id, 'fan', id FROM grown_fans WHERE n <= ${SEASON.giversToOneAthlete}
      UNION ALL SELECT 'athlete:' || athlete_id, 'athlete', athlete_id FROM focus
      ON CONFLICT (key) DO NOTHING;
      CREATE TEMP TABLE gifts ON COMMIT DROP AS
      SELECT f.id AS user_id, fa.id AS fan_acc, 1 + (f.n % 5)::int AS likes,
             now() - ((f.n % 170) * interval '1 minute') AS at
        FROM grown_fans f JOIN ledger_accounts fa ON fa.key = 'fan:' || f.id WHERE f.n <= ${SEASON.giversToOneAthlete};
      INSERT INTO ledger_journals (kind, cause_key, meta, created_at)
      SELECT 'promo', 'season:credit:' || user_id, '{}'::jsonb, at - interval '1 hour' FROM gifts
      UNION ALL
      SELECT 'send-likes', 'season:send:' || user_id,
             jsonb_build_object('athleteId', (SELECT athlete_id FROM focus), 'allocationId', NULL, 'schoolId', NULL), at
        FROM gifts;
      INSERT INTO ledger_entries (journal_id, account_id, amount, created_at)
      SELECT j.id, x.account_id, x.amount, j.created_at FROM gifts g
        JOIN ledger_journals j ON j.cause_key = 'season:credit:' || g.user_id
        CROSS JOIN LATERAL (VALUES ((SELECT id FROM ledger_accounts WHERE key = 'platform:promo'), -10::bigint),
                                   (g.fan_acc, 10::bigint)) AS x(account_id, amount)
      UNION ALL
      SELECT j.id, x.account_id, x.amount, j.created_at FROM gifts g
        JOIN ledger_journals j ON j.cause_key = 'season:send:' || g.user_id
        CROSS JOIN LATERAL (VALUES (g.fan_acc, -g.likes::bigint),
          ((SELECT id FROM ledger_accounts WHERE key = 'athlete:' || (SELECT athlete_id FROM focus)), g.likes::bigint))
          AS x(account_id, amount);
      INSERT INTO wallet_transactions (user_id, journal_id, type, status, likes, payment_name, meta, created_at)
      SELECT g.user_id, j.id, CASE WHEN j.kind = 'promo' THEN 'gift' ELSE 'used' END, 'succeeded',
             CASE WHEN j.kind = 'promo' THEN 10 ELSE g.likes END,
             CASE WHEN j.kind = 'promo' THEN 'Welcome bonus' ELSE 'Likes to a season athlete' END, '{}', j.created_at
        FROM gifts g JOIN ledger_journals j ON j.cause_key IN ('season:credit:' || g.user_id, 'season:send:' || g.user_id);
      UPDATE ledger_accounts a SET balance = 10 - g.likes FROM gifts g WHERE a.id = g.fan_acc;`,
  },
  {
    name: 'ledger: the heavy fan, credited once and giving 49,999 times to 100 athletes (50,000 wallet rows)',
    sql: `
      CREATE TEMP TABLE heavy ON COMMIT DROP AS SELECT id AS user_id FROM grown_fans WHERE n = ${SEASON.fans};
      CREATE TEMP TABLE heavy_to ON COMMIT DROP AS
      SELECT id AS athlete_id, row_number() OVER (ORDER BY id) - 1 AS k FROM athlete_profiles ORDER BY id LIMIT 100;
      INSERT INTO ledger_accounts (key, kind, owner_id)
      SELECT 'fan:' || user_id, 'fan', user_id FROM heavy
      UNION ALL SELECT 'athlete:' || athlete_id, 'athlete', athlete_id FROM heavy_to
      ON CONFLICT (key) DO NOTHING;
      CREATE TEMP TABLE heavy_sends ON COMMIT DROP AS
      SELECT g AS i, 1 + g % 3 AS likes, (SELECT id FROM ledger_accounts a, heavy_to t
                                           WHERE t.k = g % 100 AND a.key = 'athlete:' || t.athlete_id) AS to_acc,
             now() - (g * interval '37 seconds') AS at
        FROM generate_series(1, ${SEASON.walletTransactionsOfOneFan - 1}) g;
      INSERT INTO ledger_journals (kind, cause_key, meta, created_at)
      SELECT 'promo', 'season:heavy-credit', '{}'::jsonb, now() - interval '30 days'
      UNION ALL SELECT 'send-likes', 'season:heavy:' || i, '{}'::jsonb, at FROM heavy_sends;
      INSERT INTO ledger_entries (journal_id, account_id, amount, created_at)
      SELECT j.id, x.a, x.m, j.created_at FROM ledger_journals j
        CROSS JOIN LATERAL (VALUES ((SELECT id FROM ledger_accounts WHERE key = 'platform:promo'), -1000000::bigint),
          ((SELECT id FROM ledger_accounts WHERE key = 'fan:' || (SELECT user_id FROM heavy)), 1000000::bigint)) x(a, m)
       WHERE j.cause_key = 'season:heavy-credit'
      UNION ALL
      SELECT j.id, x.a, x.m, j.created_at FROM heavy_sends s JOIN ledger_journals j ON j.cause_key = 'season:heavy:' || s.i
        CROSS JOIN LATERAL (VALUES ((SELECT id FROM ledger_accounts WHERE key = 'fan:' || (SELECT user_id FROM heavy)),
                                    -s.likes::bigint), (s.to_acc, s.likes::bigint)) x(a, m);
      INSERT INTO wallet_transactions (user_id, journal_id, type, status, likes, payment_name, meta, created_at)
      SELECT (SELECT user_id FROM heavy), j.id, CASE WHEN j.kind = 'promo' THEN 'gift' ELSE 'used' END, 'succeeded',
             abs(e.amount), CASE WHEN j.kind = 'promo' THEN 'Season bonus' ELSE 'Likes to an athlete' END, '{}', j.created_at
        FROM ledger_journals j JOIN ledger_entries e ON e.journal_id = j.id
         AND e.account_id = (SELECT id FROM ledger_accounts WHERE key = 'fan:' || (SELECT user_id FROM heavy))
       WHERE j.cause_key = 'season:heavy-credit' OR j.cause_key LIKE 'season:heavy:%';`,
  },
  {
    name: 'ledger: stored balances of the athletes from their entries',
    sql: `
      UPDATE ledger_accounts a SET balance = s.total FROM (
        SELECT e.account_id, sum(e.amount) AS total FROM ledger_entries e
          JOIN ledger_accounts x ON x.id = e.account_id AND x.kind IN ('athlete', 'fan') GROUP BY 1) s
       WHERE a.id = s.account_id AND a.balance <> s.total;
      UPDATE athlete_profiles p SET likes_received = a.balance
        FROM ledger_accounts a WHERE a.kind = 'athlete' AND a.owner_id = p.id AND p.likes_received <> a.balance;`,
  },
  {
    name: 'chat: 1,000,000 messages in the hot game',
    sql: `
      INSERT INTO chat_messages (game_id, user_id, text, created_at)
      SELECT (SELECT game_id FROM focus), f.id, 'Season message ' || g, now() - ((${SEASON.chatMessagesInOneGame} - g) * interval '10 milliseconds')
        FROM generate_series(1, ${SEASON.chatMessagesInOneGame}) g
        JOIN grown_fans f ON f.n = 1 + (g % ${SEASON.fans});`,
  },
  {
    name: 'athletes: up to 1,000,000, each in a school',
    sql: `
      WITH a AS (
        INSERT INTO athlete_profiles (first_name, last_name, sport, position, recruiting_class, star_rating, ranking)
        SELECT (ARRAY['Jalen','Marcus','Tyler','Devin','Caleb','Isaiah','Jordan','Elijah'])[1 + g % 8],
               'Season' || g, CASE WHEN g % 3 = 0 THEN 'basketball' ELSE 'football' END,
               (ARRAY['QB','RB','WR','TE','OL','DL','LB','CB','S'])[1 + g % 9], 2025 + g % 5, (g % 6)::smallint,
               CASE WHEN g % 4 = 0 THEN NULL ELSE 10000 + g END
          FROM generate_series(1, ${SEASON.athletes} - (SELECT count(*) FROM athlete_profiles)) g
        RETURNING id, sport, ranking)
      INSERT INTO athlete_schools (athlete_profile_id, school_id, sport, ranking)
      SELECT id, (SELECT min(id) FROM schools) + (id % 134)::int, sport, ranking FROM a;`,
  },
];

/** Grow a migrated, demo-seeded database (one transaction for the rows, then the derived figures and statistics). */
export async function growSeason(sequelize: Sequelize): Promise<SeasonFocus> {
  const focus = await sequelize.transaction(async (transaction) => {
    const run = (sql: string) => sequelize.query(sql, { type: QueryTypes.RAW, transaction });
    await run(`SET LOCAL session_replication_role = replica; SET LOCAL work_mem = '64MB'`);
    for (const step of STEPS) {
      const t0 = performance.now();
      await run(step.sql);
      console.log(`  ${step.name}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }
    const [f] = await sequelize.query<SeasonFocus>(
      `SELECT school_id AS "schoolId", athlete_id AS "athleteId", game_id AS "gameId",
              (SELECT user_id FROM heavy) AS "heavyFanId" FROM focus`,
      { type: QueryTypes.SELECT, transaction },
    );
    return f;
  });
  // Statistics first: the rebuild's joins planned on the empty tables' statistics ran for over half an hour
  // when autovacuum had not yet analysed the grown rows (a race with the commit above).
  let t0 = performance.now();
  await sequelize.query(`ANALYZE`, { type: QueryTypes.RAW });
  console.log(`  analyze: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  t0 = performance.now();
  await sequelize.query(`SELECT fanlift_rebuild_derived()`, { type: QueryTypes.RAW });
  console.log(
    `  derived figures rebuilt from the grown rows: ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  t0 = performance.now();
  await sequelize.query(`VACUUM (ANALYZE)`, { type: QueryTypes.RAW });
  console.log(`  vacuum and analyze: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return focus;
}

runIfMain(import.meta.url, async () => {
  const name = process.argv[2] ?? 'fanlift_season_dev';
  const url = new URL(process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${name}`;
  const started = performance.now();
  await dropDatabase(url.toString());
  await ensureDatabase(url.toString());
  const db = connectDatabase({ url: url.toString(), poolMax: 2 });
  let keep = process.env.BENCH_KEEP_DB === '1';
  try {
    await createMigrator(db.sequelize).up();
    const demo = await seedDemo(db.sequelize);
    await seedDemoLedger(db.sequelize, demo.users);
    await seedDemoRewards(db.sequelize, demo.users);
    console.log(
      `${name}: migrated and seeded the demo in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const grownAt = performance.now();
    const focus = await growSeason(db.sequelize);
    console.log(
      `grown in ${((performance.now() - grownAt) / 1000).toFixed(1)} s; focus ${JSON.stringify(focus)}`,
    );
  } catch (err) {
    keep = false;
    throw err;
  } finally {
    await db.close();
    if (!keep) await dropDatabase(url.toString());
  }
});
