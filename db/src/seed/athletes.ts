/**
 * Deterministic athlete generator and bulk insert (seeded PRNG; never Math.random).
 *
 * Athlete i (1-based) depends only on the seed and i, so the first k athletes are the same whatever the
 * count; rankings are computed over the whole generated set (1 = best, unique, ordered by star rating).
 * Rows are keyed by radarAthleteId `rad-<i>`, which makes re-seeding idempotent.
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import { POSITIONS, type Sport } from '@fanlift/core';
import { athleteAvatarUrl } from '../serializers';
import { UNIVERSITIES } from './universities';
import { FIRST_NAMES, HIGH_SCHOOL_PATTERNS, HOMETOWNS, LAST_NAMES, LEADERS, NATURE, SAINTS } from './names';

export const DEFAULT_ATHLETE_SEED = 20_240_901;
export const RECRUITING_CLASSES = [2025, 2026, 2027, 2028, 2029] as const;

export interface GeneratedAthlete {
  index: number;
  radarAthleteId: string;
  firstName: string;
  lastName: string;
  sport: Sport;
  position: string;
  recruitingClass: number;
  starRating: number;
  ranking: number;
  hometown: string;
  highSchool: string;
  height: number;
  weight: number;
  dob: string;
  /** Whether the seed gives this athlete a photo (the generated avatar); about 85% have one. */
  hasPhoto: boolean;
  /** Slug of the committed school, or null (about 60% are committed). */
  schoolSlug: string | null;
}

/** mulberry32: small, fast, good enough for test data. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function mix(seed: number, i: number): number {
  let h = (seed ^ Math.imul(i, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const pick = <T>(rng: () => number, list: readonly T[]): T => list[Math.floor(rng() * list.length)];

function weighted<T>(rng: () => number, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((s, [, w]) => s + w, 0);
  let r = rng() * total;
  for (const [value, w] of entries) {
    r -= w;
    if (r < 0) return value;
  }
  return entries[entries.length - 1][0];
}

/** Approximately normal: mean ± about 3 sd. */
function normal(rng: () => number, mean: number, sd: number): number {
  return mean + ((rng() + rng() + rng() + rng() - 2) / 0.577) * sd;
}

const FOOTBALL_POSITION_WEIGHTS: Record<string, number> = {
  QB: 8,
  RB: 8,
  WR: 16,
  TE: 6,
  OL: 18,
  DL: 14,
  LB: 10,
  CB: 10,
  S: 7,
  K: 1,
  P: 1,
  ATH: 4,
};

/** [height inches, weight lbs] means per position. */
const BODY: Record<string, [number, number]> = {
  QB: [74.5, 205],
  RB: [70.5, 200],
  WR: [72.5, 183],
  TE: [76, 235],
  OL: [77, 295],
  DL: [75.5, 270],
  LB: [73.5, 223],
  CB: [71, 178],
  S: [72, 193],
  K: [71.5, 182],
  P: [73.5, 198],
  ATH: [72.5, 192],
  PG: [73.5, 178],
  SG: [76, 192],
  SF: [78.5, 207],
  PF: [80.5, 224],
  C: [82.5, 240],
};

/** Star rating distribution: few 5-stars, a broad middle, some unrated (0). */
const RATING_WEIGHTS: readonly (readonly [number, number])[] = [
  [5, 0.4],
  [4, 7],
  [3, 33],
  [2, 30],
  [1, 15],
  [0, 14.6],
];
const COMMIT_RATE = [0.5, 0.55, 0.58, 0.65, 0.8, 0.85];
const POWER_RATE = [0.15, 0.2, 0.35, 0.65, 0.9, 0.97];

const POWER_SLUGS = UNIVERSITIES.filter((u) => u.powerFive).map((u) => u.slug);
const OTHER_SLUGS = UNIVERSITIES.filter((u) => !u.powerFive).map((u) => u.slug);

function highSchool(rng: () => number, city: string): string {
  return pick(rng, HIGH_SCHOOL_PATTERNS)
    .replace('{city}', city)
    .replace('{saint}', pick(rng, SAINTS))
    .replace('{leader}', pick(rng, LEADERS))
    .replace('{nature}', pick(rng, NATURE));
}

type Draft = Omit<GeneratedAthlete, 'ranking'> & { score: number };

function draftAthlete(seed: number, index: number): Draft {
  const rng = mulberry32(mix(seed, index));
  const firstName = pick(rng, FIRST_NAMES);
  const lastName = pick(rng, LAST_NAMES);
  const sport: Sport = rng() < 0.7 ? 'football' : 'basketball';
  const position =
    sport === 'football'
      ? weighted(
          rng,
          POSITIONS.football.map((p) => [p, FOOTBALL_POSITION_WEIGHTS[p] ?? 1] as const),
        )
      : pick(rng, POSITIONS.basketball);
  const recruitingClass = pick(rng, RECRUITING_CLASSES);
  const starRating = weighted(rng, RATING_WEIGHTS);
  const [city, state] = pick(rng, HOMETOWNS);
  const [h, w] = BODY[position] ?? [73, 200];
  const height = Math.round(Math.min(Math.max(normal(rng, h, 1.6), h - 5), h + 5));
  // Heavier with height; ±7% spread.
  const weight = Math.round(normal(rng, w + (height - h) * 5, w * 0.07));
  // Graduates high school in spring of the class year at about 18.
  const birth = new Date(Date.UTC(recruitingClass - 19, 8, 1) + Math.floor(rng() * 365) * 86_400_000);
  const committed = rng() < COMMIT_RATE[starRating];
  const schoolSlug = committed ? pick(rng, rng() < POWER_RATE[starRating] ? POWER_SLUGS : OTHER_SLUGS) : null;
  return {
    index,
    radarAthleteId: `rad-${index}`,
    firstName,
    lastName,
    sport,
    position,
    recruitingClass,
    starRating,
    hometown: `${city}, ${state}`,
    highSchool: highSchool(rng, city),
    height,
    weight,
    dob: birth.toISOString().slice(0, 10),
    hasPhoto: rng() < 0.85,
    schoolSlug,
    // Higher rating always ranks better; within a rating the order is random.
    score: starRating + rng() * 0.999,
  };
}

/** Generate `count` athletes deterministically from `seed`. */
export function generateAthletes(count: number, seed = DEFAULT_ATHLETE_SEED): GeneratedAthlete[] {
  const drafts: Draft[] = [];
  for (let i = 1; i <= count; i++) drafts.push(draftAthlete(seed, i));
  const order = drafts.map((_, i) => i).sort((a, b) => drafts[b].score - drafts[a].score || a - b);
  const ranking = new Array<number>(count);
  order.forEach((draftIndex, position) => (ranking[draftIndex] = position + 1));
  return drafts.map(({ score: _score, ...d }, i) => ({ ...d, ranking: ranking[i] }));
}

export interface SeedAthletesResult {
  generated: number;
  inserted: number;
  skipped: boolean;
}

/**
 * Insert the generated athletes in multi-row batches (one INSERT ... SELECT FROM unnest(arrays) per batch)
 * with their avatar photo URL (athleteAvatarUrl of the row's id), then the school commitments of the rows
 * that were new. Idempotent: existing rows (same radarAthleteId) are kept; only their ranking is corrected
 * if the set size changed.
 */
export async function seedAthletes(
  sequelize: Sequelize,
  count: number,
  opts: { seed?: number; batchSize?: number } = {},
): Promise<SeedAthletesResult> {
  const batchSize = opts.batchSize ?? 5000;
  const [existing] = await sequelize.query<{ n: number; maxIndex: number | null }>(
    `SELECT count(*)::int AS n, max(substring(radar_athlete_id FROM 5)::int) AS "maxIndex"
       FROM athlete_profiles WHERE radar_athlete_id ~ '^rad-[0-9]+$'`,
    { type: QueryTypes.SELECT },
  );
  if (existing.n === count && (existing.maxIndex ?? 0) === count) {
    return { generated: 0, inserted: 0, skipped: true };
  }

  const athletes = generateAthletes(count, opts.seed);
  let inserted = 0;
  for (let start = 0; start < athletes.length; start += batchSize) {
    const batch = athletes.slice(start, start + batchSize);
    const col = <K extends keyof GeneratedAthlete>(k: K) => batch.map((a) => a[k]);
    // Ids are taken from the sequence first so the avatar URL (which names the id) is written with the row:
    // one write per row instead of an insert and an update. Ids of rows that already exist are simply skipped.
    const ids = (
      await sequelize.query<{ id: number }>(
        `SELECT nextval(pg_get_serial_sequence('athlete_profiles', 'id'))::int AS id FROM generate_series(1, $1)`,
        { type: QueryTypes.SELECT, bind: [batch.length] },
      )
    ).map((r) => r.id);
    const rows = await sequelize.query<{ id: number; radar: string; inserted: boolean }>(
      `INSERT INTO athlete_profiles
         (id, radar_athlete_id, first_name, last_name, sport, position, recruiting_class, star_rating, ranking,
          hometown, high_school, height, weight, dob, photo_url)
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[],
                            $8::smallint[], $9::int[], $10::text[], $11::text[], $12::int[], $13::int[], $14::date[],
                            $15::text[])
       ON CONFLICT (radar_athlete_id) DO UPDATE SET ranking = EXCLUDED.ranking, updated_at = now()
         WHERE athlete_profiles.ranking IS DISTINCT FROM EXCLUDED.ranking
       RETURNING id, radar_athlete_id AS radar, (xmax = 0) AS inserted`,
      {
        type: QueryTypes.SELECT,
        bind: [
          ids,
          col('radarAthleteId'),
          col('firstName'),
          col('lastName'),
          col('sport'),
          col('position'),
          col('recruitingClass'),
          col('starRating'),
          col('ranking'),
          col('hometown'),
          col('highSchool'),
          col('height'),
          col('weight'),
          col('dob'),
          batch.map((a, i) => (a.hasPhoto ? athleteAvatarUrl(ids[i]) : null)),
        ],
      },
    );
    const byRadar = new Map(batch.map((a) => [a.radarAthleteId, a]));
    const fresh = rows.filter((r) => r.inserted).map((r) => ({ id: r.id, athlete: byRadar.get(r.radar)! }));
    inserted += fresh.length;
    const committed = fresh.filter((f) => f.athlete.schoolSlug);
    if (committed.length > 0) {
      await sequelize.query(
        `INSERT INTO athlete_schools (athlete_profile_id, school_id, position)
         SELECT x.id, s.id, 0 FROM unnest($1::int[], $2::text[]) AS x(id, slug) JOIN schools s ON s.slug = x.slug
         ON CONFLICT DO NOTHING`,
        { bind: [committed.map((f) => f.id), committed.map((f) => f.athlete.schoolSlug)] },
      );
    }
  }
  // Seeded rows beyond the requested count (an earlier, larger seed) lose their ranking: rankings stay unique.
  await sequelize.query(
    `UPDATE athlete_profiles SET ranking = NULL, updated_at = now()
      WHERE ranking IS NOT NULL
        AND (CASE WHEN radar_athlete_id ~ '^rad-[0-9]+$' THEN substring(radar_athlete_id FROM 5)::int END) > $1`,
    { bind: [count] },
  );
  return { generated: athletes.length, inserted, skipped: false };
}
