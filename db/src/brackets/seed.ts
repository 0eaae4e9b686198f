/**
 * Demo brackets (idempotent: a bracket of that kind and season that exists is left alone). Kickoffs are set
 * around the moment of seeding so the demo shows every state: games played (linked game-day games, final), a
 * game kicked off without a result (locked), and open games with countdowns.
 */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import {
  DEFAULT_BRACKET_BASE_POINTS,
  actualSides,
  bracketStructure,
  doublingRoundPoints,
  type BracketKind,
} from '@fanlift/core';
import { CFP_FIELD, CFP_GAME_NAMES, MBB_FIELD } from './seed-data';

const HOUR = 3_600_000;

interface Plan {
  kind: BracketKind;
  name: string;
  field: Record<string, string>;
  /** Hours from now for each game's kickoff. */
  kickoff: (code: string, round: number, position: number, region: string | null) => number;
  /** Played games: [winner slug, winner score, loser score]. */
  finals: Record<string, [string, number, number]>;
  names?: Record<string, string>;
}

const REGION_DAY: Record<string, number> = { East: 0, West: 0, South: 1, Midwest: 1 };

const PLANS: Plan[] = [
  {
    kind: 'cfp',
    name: 'College Football Playoff',
    field: CFP_FIELD,
    names: CFP_GAME_NAMES,
    kickoff: (code, round, position) =>
      ({ 'R1-1': -50, 'R1-2': -48, 'R1-3': -3, 'R1-4': 20 })[code] ??
      [0, 72 + (position - 1) * 12, 240 + (position - 1) * 4, 480][round],
    finals: { 'R1-1': ['ohio-state', 42, 17], 'R1-2': ['texas', 38, 24] },
  },
  {
    kind: 'mbb',
    name: "Men's Basketball Tournament",
    field: MBB_FIELD,
    kickoff: (code, round, position, region) =>
      ({ 'FF-1': -26, 'FF-2': -24, 'FF-3': -2, 'FF-4': 6 })[code] ??
      [0, 24, 96, 192, 240, 384, 432][round] + (REGION_DAY[region ?? ''] ?? 0) * 24 + (position - 1),
    finals: { 'FF-1': ['western-kentucky', 71, 68], 'FF-2': ['sam-houston', 80, 74] },
  },
];

async function seedOne(t: Transaction, sequelize: Sequelize, plan: Plan, season: number, now: number) {
  const q = <T extends object>(sql: string, bind: unknown[]) =>
    sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT, transaction: t });
  const [exists] = await q<{ id: number }>('SELECT id FROM brackets WHERE kind = $1 AND season = $2', [
    plan.kind,
    season,
  ]);
  if (exists) return false;
  const slugs = Object.values(plan.field);
  const schools = await q<{ id: number; slug: string }>('SELECT id, slug FROM schools WHERE slug = ANY($1)', [
    slugs,
  ]);
  const idOf = new Map(schools.map((s) => [s.slug, s.id]));
  if (slugs.some((s) => !idOf.has(s))) return false; // schools not seeded
  const structure = bracketStructure(plan.kind);
  const points = doublingRoundPoints(structure.rounds.length, DEFAULT_BRACKET_BASE_POINTS);
  const [b] = await q<{ id: number }>(
    'INSERT INTO brackets (kind, season, name, round_points) VALUES ($1, $2, $3, $4) RETURNING id',
    [plan.kind, season, `${plan.name} ${season}`, points],
  );
  const teams = Object.fromEntries(Object.entries(plan.field).map(([k, slug]) => [k, idOf.get(slug)!]));
  await sequelize.query(
    'INSERT INTO bracket_teams (bracket_id, team_key, school_id) SELECT $1, k, s FROM unnest($2::text[], $3::int[]) AS x(k, s)',
    { bind: [b.id, Object.keys(teams), Object.values(teams)], transaction: t },
  );
  const results = Object.fromEntries(
    Object.entries(plan.finals).map(([code, [slug]]) => [code, idOf.get(slug)!]),
  );
  const sides = actualSides(structure, { teams, results });
  for (const g of structure.games) {
    const kickoff = new Date(
      Math.floor(now / HOUR) * HOUR + plan.kickoff(g.code, g.round, g.position, g.region) * HOUR,
    );
    const s = sides[g.code];
    let gameId: number | null = null;
    if (s.top !== null && s.bottom !== null) {
      const fin = plan.finals[g.code];
      const winnerTop = fin ? idOf.get(fin[0]) === s.top : false;
      const [home, away] = fin ? (winnerTop ? [fin[1], fin[2]] : [fin[2], fin[1]]) : [0, 0];
      const [row] = await q<{ id: number }>(
        `INSERT INTO games (sport, season, home_school_id, away_school_id, kickoff_at, venue, status, home_score,
                            away_score, started_at, ended_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, CASE WHEN $7 = 'final' THEN $5::timestamptz END,
                 CASE WHEN $7 = 'final' THEN $5::timestamptz + interval '3 hours' END)
         RETURNING id`,
        [
          plan.kind === 'cfp' ? 'football' : 'basketball',
          season,
          s.top,
          s.bottom,
          kickoff.toISOString(),
          plan.names?.[g.code] ?? null,
          fin ? 'final' : 'scheduled',
          home,
          away,
        ],
      );
      gameId = row.id;
    }
    await sequelize.query(
      `INSERT INTO bracket_games (bracket_id, code, round, name, kickoff_at, game_id) VALUES ($1, $2, $3, $4, $5, $6)`,
      {
        bind: [b.id, g.code, g.round, plan.names?.[g.code] ?? null, kickoff.toISOString(), gameId],
        transaction: t,
      },
    );
  }
  return true;
}

/** Seed the CFP and men's brackets of `season` (default: this year) with kickoffs around `now`. */
export async function seedBrackets(
  sequelize: Sequelize,
  opts: { season?: number; now?: number } = {},
): Promise<{ created: BracketKind[] }> {
  const now = opts.now ?? Date.now();
  const season = opts.season ?? new Date(now).getUTCFullYear();
  const created: BracketKind[] = [];
  for (const plan of PLANS)
    if (await sequelize.transaction((t) => seedOne(t, sequelize, plan, season, now))) created.push(plan.kind);
  return { created };
}
