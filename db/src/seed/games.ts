/**
 * Demo games (DESIGN §5 live games): a season of football (Saturdays, four weeks back to eight ahead) and
 * basketball (evenings, a week back to three ahead) between the seeded schools, relative to the day it runs, so
 * some games are this week; past games are final with scores. A few games per sport are marked `demo`: the
 * worker's demo replay takes them live one after another (and makes more when they run out). Each game gets its
 * players by radarAthleteId (athletes of the two schools in that sport, topped up with unassigned ones).
 * Idempotent: does nothing when games exist.
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import { mulberry32 } from './athletes';

interface SchoolRow {
  id: number;
  conference: string | null;
}

interface GameSeed {
  sport: 'football' | 'basketball';
  season: number;
  week: number | null;
  home: number;
  away: number;
  kickoff: Date;
  status: 'scheduled' | 'final';
  homeScore: number;
  awayScore: number;
  demo: boolean;
  featured: boolean;
}

const DAY = 86_400_000;

function pairs(schools: SchoolRow[], rand: () => number, n: number): [number, number][] {
  const pool = [...schools].sort(() => rand() - 0.5);
  const out: [number, number][] = [];
  while (out.length < n && pool.length >= 2) {
    const a = pool.pop()!;
    // Prefer a conference rival.
    let i = pool.findIndex((s) => s.conference === a.conference);
    if (i < 0) i = pool.length - 1;
    const [b] = pool.splice(i, 1);
    out.push(rand() < 0.5 ? [a.id, b.id] : [b.id, a.id]);
  }
  return out;
}

/** Start of the UTC day of `d`. */
const utcDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

export function planDemoSeason(schools: SchoolRow[], now = new Date(), seed = 2026): GameSeed[] {
  const rand = mulberry32(seed);
  const games: GameSeed[] = [];
  const season = now.getUTCMonth() >= 6 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  const today = utcDay(now);
  // Football: this week's Saturday, four weeks back to eight ahead; kickoffs 16:00, 19:30, 23:30 UTC.
  const saturday = new Date(today.getTime() + ((6 - today.getUTCDay() + 7) % 7) * DAY);
  const slots = [16 * 60, 19 * 60 + 30, 23 * 60 + 30];
  for (let w = -4; w <= 8; w++) {
    const day = new Date(saturday.getTime() + w * 7 * DAY);
    pairs(schools, rand, 12).forEach(([home, away], i) => {
      const kickoff = new Date(day.getTime() + slots[i % slots.length] * 60_000);
      const final = kickoff.getTime() + 4 * 3600_000 < now.getTime();
      games.push({
        sport: 'football',
        season,
        week: w + 5,
        home,
        away,
        kickoff,
        status: final ? 'final' : 'scheduled',
        homeScore: final ? Math.floor(rand() * 6) * 7 + Math.floor(rand() * 3) * 3 : 0,
        awayScore: final ? Math.floor(rand() * 5) * 7 + Math.floor(rand() * 3) * 3 : 0,
        demo: false,
        featured: false,
      });
    });
  }
  // Basketball: every evening, a week back to three ahead; tips 23:00 and 01:30 UTC.
  for (let d = -7; d <= 21; d++) {
    const day = new Date(today.getTime() + d * DAY);
    pairs(schools, rand, 6).forEach(([home, away], i) => {
      const kickoff = new Date(day.getTime() + (i % 2 ? 25.5 : 23) * 3600_000);
      const final = kickoff.getTime() + 3 * 3600_000 < now.getTime();
      games.push({
        sport: 'basketball',
        season: season + 1,
        week: null,
        home,
        away,
        kickoff,
        status: final ? 'final' : 'scheduled',
        homeScore: final ? 55 + Math.floor(rand() * 35) : 0,
        awayScore: final ? 55 + Math.floor(rand() * 35) : 0,
        demo: false,
        featured: false,
      });
    });
  }
  // Demo replay games: kick off within the hour (the replay pulls the next one forward to now).
  for (const sport of ['football', 'basketball'] as const) {
    pairs(schools, rand, 4).forEach(([home, away], i) => {
      games.push({
        sport,
        season,
        week: sport === 'football' ? 5 : null,
        home,
        away,
        kickoff: new Date(now.getTime() + (10 + i * 30) * 60_000),
        status: 'scheduled',
        homeScore: 0,
        awayScore: 0,
        demo: true,
        featured: i === 0,
      });
    });
  }
  return games;
}

export async function seedGames(sequelize: Sequelize, now = new Date()): Promise<{ inserted: number }> {
  const [{ n }] = await sequelize.query<{ n: number }>('SELECT count(*)::int AS n FROM games', {
    type: QueryTypes.SELECT,
  });
  if (n > 0) return { inserted: 0 };
  const schools = await sequelize.query<SchoolRow>('SELECT id, conference FROM schools ORDER BY id', {
    type: QueryTypes.SELECT,
  });
  if (schools.length < 2) return { inserted: 0 };
  const plan = planDemoSeason(schools, now);
  const col = <K extends keyof GameSeed>(k: K) => plan.map((g) => g[k]);
  const rows = await sequelize.query<{ id: number }>(
    `INSERT INTO games (sport, season, week, home_school_id, away_school_id, kickoff_at, status, home_score,
                        away_score, period, clock_seconds, demo, featured_at, started_at, ended_at)
     SELECT sport, season, week, home, away, kickoff, status, hs, aws,
            CASE WHEN status = 'final' THEN CASE WHEN sport = 'football' THEN 4 ELSE 2 END ELSE 0 END,
            CASE WHEN status = 'final' THEN 0 END, demo, CASE WHEN featured THEN now() END,
            CASE WHEN status = 'final' THEN kickoff END, CASE WHEN status = 'final' THEN kickoff + interval '3 hours' END
       FROM unnest($1::text[], $2::int[], $3::int[], $4::int[], $5::int[], $6::timestamptz[], $7::text[], $8::int[],
                   $9::int[], $10::boolean[], $11::boolean[])
         AS x(sport, season, week, home, away, kickoff, status, hs, aws, demo, featured)
     ON CONFLICT DO NOTHING RETURNING id`,
    {
      type: QueryTypes.SELECT,
      bind: [
        col('sport'),
        col('season'),
        col('week'),
        col('home'),
        col('away'),
        plan.map((g) => g.kickoff.toISOString()),
        col('status'),
        col('homeScore'),
        col('awayScore'),
        col('demo'),
        col('featured'),
      ],
    },
  );
  await seedGameAthletes(
    sequelize,
    rows.map((r) => r.id),
  );
  return { inserted: rows.length };
}

/** Give games their players: up to 8 athletes of each school in the game's sport, topped up with unassigned ones. */
export async function seedGameAthletes(sequelize: Sequelize, gameIds: number[]): Promise<void> {
  if (!gameIds.length) return;
  await sequelize.query(
    `INSERT INTO game_athletes (game_id, radar_athlete_id, team)
     SELECT g.id, p.radar, t.team
       FROM games g
       CROSS JOIN LATERAL (VALUES ('home', g.home_school_id), ('away', g.away_school_id)) AS t(team, school_id)
       CROSS JOIN LATERAL (
         SELECT radar FROM (
           (SELECT ap.radar_athlete_id AS radar, 0 AS pri, ap.id FROM athlete_schools s
              JOIN athlete_profiles ap ON ap.id = s.athlete_profile_id
             WHERE s.school_id = t.school_id AND ap.sport = g.sport AND ap.radar_athlete_id IS NOT NULL
             ORDER BY ap.ranking NULLS LAST, ap.id LIMIT 8)
           UNION ALL
           (SELECT ap.radar_athlete_id, 1, ap.id FROM athlete_profiles ap
             WHERE ap.sport = g.sport AND ap.radar_athlete_id IS NOT NULL
               AND NOT EXISTS (SELECT 1 FROM athlete_schools s WHERE s.athlete_profile_id = ap.id)
             ORDER BY (ap.id * 7919 + t.school_id * 104729) % 100003 LIMIT 8)
         ) c ORDER BY pri, id LIMIT 8
       ) p
      WHERE g.id = ANY($1::int[])
     ON CONFLICT DO NOTHING`,
    { bind: [gameIds] },
  );
}
