/**
 * Demo data: the 134 FBS schools, N generated athletes and the demo users. Idempotent: a second run with
 * the same options inserts and changes nothing.
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import { UNIVERSITIES } from './universities';
import { seedAthletes, type SeedAthletesResult } from './athletes';
import { DEMO_ADMIN_EMAIL, DEMO_FAN_EMAIL, seedDemoUsers, type DemoUsersResult } from './demo-users';
import { seedBracketGroups } from '../bracket-groups/seed';
import { seedBrackets } from '../brackets/seed';
import { seedGames } from './games';
import { seedReachCommerce } from './reach-commerce';

export { UNIVERSITIES, type UniversitySeed } from './universities';
export { generateAthletes, seedAthletes, mulberry32, type GeneratedAthlete } from './athletes';
export * from './demo-users';
export { seedGames, seedGameAthletes, planDemoSeason } from './games';
export { seedReachCommerce, DEMO_FAN_QR_CODE } from './reach-commerce';

export const DEFAULT_SEED_ATHLETES = 5000;

/** Insert or correct the schools (keyed by slug); rows already equal are left untouched. */
export async function seedSchools(sequelize: Sequelize): Promise<{ total: number; changed: number }> {
  const col = <K extends keyof (typeof UNIVERSITIES)[number]>(k: K) => UNIVERSITIES.map((u) => u[k]);
  const rows = await sequelize.query<{ id: number }>(
    `INSERT INTO schools (name, short_name, slug, mascot, conference, division, power_five, city, state,
                          primary_color, secondary_color)
     SELECT name, short_name, slug, mascot, conference, 'FBS', power_five, city, state, primary_color, secondary_color
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::boolean[], $7::text[],
                   $8::text[], $9::text[], $10::text[])
         AS x(name, short_name, slug, mascot, conference, power_five, city, state, primary_color, secondary_color)
     ON CONFLICT (slug) DO UPDATE SET
       name = EXCLUDED.name, short_name = EXCLUDED.short_name, mascot = EXCLUDED.mascot,
       conference = EXCLUDED.conference, power_five = EXCLUDED.power_five, city = EXCLUDED.city,
       state = EXCLUDED.state, primary_color = EXCLUDED.primary_color, secondary_color = EXCLUDED.secondary_color,
       updated_at = now()
     WHERE (schools.name, schools.short_name, schools.mascot, schools.conference, schools.power_five, schools.city,
            schools.state, schools.primary_color, schools.secondary_color)
       IS DISTINCT FROM (EXCLUDED.name, EXCLUDED.short_name, EXCLUDED.mascot, EXCLUDED.conference,
            EXCLUDED.power_five, EXCLUDED.city, EXCLUDED.state, EXCLUDED.primary_color, EXCLUDED.secondary_color)
     RETURNING id`,
    {
      type: QueryTypes.SELECT,
      bind: [
        col('name'),
        col('shortName'),
        col('slug'),
        col('mascot'),
        col('conference'),
        col('powerFive'),
        col('city'),
        col('state'),
        col('primaryColor'),
        col('secondaryColor'),
      ],
    },
  );
  return { total: UNIVERSITIES.length, changed: rows.length };
}

export interface SeedDemoOptions {
  athletes?: number;
  seed?: number;
}

export interface SeedDemoResult {
  schools: { total: number; changed: number };
  athletes: SeedAthletesResult;
  users: DemoUsersResult;
  ms: { schools: number; athletes: number; users: number; vacuum: number; total: number };
}

/** Seed schools, athletes and demo users into a migrated database. */
export async function seedDemo(sequelize: Sequelize, opts: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  const count = opts.athletes ?? DEFAULT_SEED_ATHLETES;
  const t0 = performance.now();
  const schools = await seedSchools(sequelize);
  const t1 = performance.now();
  const athletes = await seedAthletes(sequelize, count, { seed: opts.seed });
  const t2 = performance.now();
  const users = await seedDemoUsers(sequelize);
  await seedGames(sequelize);
  await seedReachCommerce(sequelize, users);
  const t3 = performance.now();
  // Fresh statistics so the planner picks the search indexes right after a bulk load, and a visibility map
  // so the header search's index-only scans need no heap visits.
  if (athletes.inserted > 0) {
    await sequelize.query('VACUUM (ANALYZE) athlete_profiles, athlete_schools', { type: QueryTypes.RAW });
    await sequelize.query('ANALYZE schools', { type: QueryTypes.RAW });
  }
  // Brackets (issue 12): the CFP and men's tournament from the seeded schools, kickoffs around now.
  await seedBrackets(sequelize);
  // A public bracket group of the demo fan (issue 29), so /brackets/groups shows one.
  await seedBracketGroups(sequelize, { owner: DEMO_FAN_EMAIL, members: [DEMO_ADMIN_EMAIL] });
  const t4 = performance.now();
  const r = (x: number) => Math.round(x);
  return {
    schools,
    athletes,
    users,
    ms: {
      schools: r(t1 - t0),
      athletes: r(t2 - t1),
      users: r(t3 - t2),
      vacuum: r(t4 - t3),
      total: r(t4 - t0),
    },
  };
}
