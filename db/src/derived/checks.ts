/**
 * Every derived figure (migrations 0020-0026, 0050, 0100, 0110) against its recomputation from the source rows: the
 * ledger's journals
 * and entries, athlete_schools, games and their players, fan_selected_schools, chat_messages, users and
 * milestone_stars. The recomputations (`fanlift_calc_*`, migration 0026) are the definitions the reads had before
 * they were derived. Read-only; `npm run ledger:check` runs them after the ledger's invariants, the tests after
 * sends, refunds, disputes, claims and concurrent runs.
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import type { InvariantCheck } from '../ledger/invariants';

export interface DerivedFiguresResult {
  ok: boolean;
  problems: string[];
  checks: InvariantCheck[];
}

export interface DerivedFiguresOptions {
  /** How many differing rows to list per check (default 10). */
  limit?: number;
  /** Names of checks not to run (a bench that seeds a synthetic history of likes given skips 'likes given'). */
  skip?: string[];
}

/** A derived table (its rows summed over slots) against its recomputation: the rows where they differ. */
const differs = (derived: string, calc: string, keys: string[], value: string) => `
  SELECT ${keys.map((k) => `COALESCE(d.${k}, c.${k}) AS ${k}`).join(', ')},
         COALESCE(d.${value}, 0)::bigint AS derived, COALESCE(c.${value}, 0)::bigint AS source
    FROM (${derived}) d FULL OUTER JOIN (${calc}) c ON ${keys.map((k) => `d.${k} = c.${k}`).join(' AND ')}
   WHERE COALESCE(d.${value}, 0) <> COALESCE(c.${value}, 0)
   ORDER BY ${keys.map((_, i) => i + 1).join(', ')} LIMIT $1`;

/** The statement sums as one row per measure (likes in, likes out, cents), zero rows left out. */
const statementMeasures = (rel: string) => `
  SELECT s.user_id, s.year, s.category, s.recipient_kind || ':' || s.recipient_id AS recipient, m.measure, m.v
    FROM (${rel}) s
   CROSS JOIN LATERAL (VALUES ('in', s.likes_in), ('out', s.likes_out), ('cents', s.cents)) AS m(measure, v)
   WHERE m.v <> 0`;

const CHECKS: { id: number; name: string; sql: string; keys: string[] }[] = [
  {
    id: 7,
    name: 'supporters per athlete and school account',
    keys: ['account_id', 'user_id'],
    sql: differs(
      'SELECT account_id, user_id, likes FROM ledger_supporters',
      'SELECT * FROM fanlift_calc_account_supporters()',
      ['account_id', 'user_id'],
      'likes',
    ),
  },
  {
    id: 8,
    name: 'supporters per school (its account and its athletes’)',
    keys: ['school_id', 'user_id'],
    sql: differs(
      'SELECT school_id, user_id, likes FROM school_supporters',
      'SELECT * FROM fanlift_calc_school_supporters()',
      ['school_id', 'user_id'],
      'likes',
    ),
  },
  {
    id: 9,
    name: 'supporters per game (while it was live)',
    keys: ['game_id', 'user_id'],
    sql: differs(
      'SELECT game_id, user_id, likes FROM game_supporters',
      'SELECT * FROM fanlift_calc_game_supporters()',
      ['game_id', 'user_id'],
      'likes',
    ),
  },
  {
    id: 10,
    name: 'likes per athlete and day',
    keys: ['account_id', 'day'],
    sql: differs(
      'SELECT account_id, day, sum(amount) AS amount FROM account_daily GROUP BY 1, 2',
      'SELECT * FROM fanlift_calc_account_daily()',
      ['account_id', 'day'],
      'amount',
    ),
  },
  {
    id: 11,
    name: 'counts (supporters, athletes’ likes per school, allocations, followers, athletes, messages, fans)',
    keys: ['kind', 'id'],
    sql: differs(
      'SELECT kind, id, sum(n) AS n FROM derived_counts GROUP BY 1, 2',
      'SELECT * FROM fanlift_calc_counts()',
      ['kind', 'id'],
      'n',
    ),
  },
  {
    id: 12,
    name: 'likes given',
    keys: ['user_id'],
    sql: differs(
      'SELECT user_id, likes_given AS likes FROM fan_milestones',
      'SELECT * FROM fanlift_calc_likes_given()',
      ['user_id'],
      'likes',
    ),
  },
  {
    id: 14,
    name: 'likes per athlete, day and source (fans, guest likes, marketplace)',
    keys: ['athlete_profile_id', 'day', 'source'],
    sql: differs(
      'SELECT athlete_profile_id, day, source, sum(likes) AS likes FROM athlete_source_daily GROUP BY 1, 2, 3',
      'SELECT * FROM fanlift_calc_athlete_source_daily()',
      ['athlete_profile_id', 'day', 'source'],
      'likes',
    ),
  },
  {
    id: 15,
    name: 'likes per athlete, year and payer',
    keys: ['athlete_profile_id', 'year', 'payer'],
    sql: differs(
      'SELECT athlete_profile_id, year, payer, likes FROM athlete_payer_years',
      'SELECT * FROM fanlift_calc_athlete_payer_years()',
      ['athlete_profile_id', 'year', 'payer'],
      'likes',
    ),
  },
  {
    id: 16,
    name: 'statement sums per fan, year, category and recipient',
    keys: ['user_id', 'year', 'category', 'recipient', 'measure'],
    sql: differs(
      statementMeasures('SELECT * FROM fan_statement_years'),
      statementMeasures('SELECT * FROM fanlift_calc_fan_statement_years()'),
      ['user_id', 'year', 'category', 'recipient', 'measure'],
      'v',
    ),
  },
  {
    id: 17,
    name: 'statement items (purchases, refunds, disputes)',
    keys: ['wallet_transaction_id', 'category'],
    sql: differs(
      'SELECT wallet_transaction_id, category, user_id::bigint * 10000 + year AS v FROM fan_statement_items',
      'SELECT wallet_transaction_id, category, user_id::bigint * 10000 + year AS v FROM fanlift_calc_fan_statement_items()',
      ['wallet_transaction_id', 'category'],
      'v',
    ),
  },
];

/** Every fan has a milestone row (the admin list walks them) holding the time of its last star. */
const MILESTONE_ROWS = `
  SELECT u.id AS user_id, m.last_star_at::text AS derived, s.last_at::text AS source
    FROM users u LEFT JOIN fan_milestones m ON m.user_id = u.id
    LEFT JOIN (SELECT user_id, max(created_at) AS last_at FROM milestone_stars GROUP BY 1) s ON s.user_id = u.id
   WHERE (u.user_type = 'fan' AND m.user_id IS NULL) OR (m.user_id IS NOT NULL AND m.last_star_at IS DISTINCT FROM s.last_at)
   ORDER BY u.id LIMIT $1`;

/** Every membership carries its athlete's sport and ranking (migration 0110: the roster order reads them). */
const ROSTER_ROWS = `
  SELECT x.athlete_profile_id, x.school_id, x.sport AS copied_sport, a.sport, x.ranking AS copied_ranking, a.ranking
    FROM athlete_schools x JOIN athlete_profiles a ON a.id = x.athlete_profile_id
   WHERE x.sport IS DISTINCT FROM a.sport OR x.ranking IS DISTINCT FROM a.ranking
   ORDER BY 1, 2 LIMIT $1`;

/**
 * The roster's likes (migration 0120): one row per membership, with the athlete's likes received and ranking; no
 * row without its membership.
 */
const ROSTER_LIKES_ROWS = `
  SELECT COALESCE(x.athlete_profile_id, r.athlete_profile_id) AS athlete_profile_id,
         COALESCE(x.school_id, r.school_id) AS school_id,
         CASE WHEN r.school_id IS NULL THEN 'no row' ELSE r.likes_received || ' likes, ranking ' || COALESCE(r.ranking::text, 'none') END AS derived,
         CASE WHEN x.school_id IS NULL THEN 'no membership' ELSE a.likes_received || ' likes, ranking ' || COALESCE(a.ranking::text, 'none') END AS source
    FROM athlete_schools x
    JOIN athlete_profiles a ON a.id = x.athlete_profile_id
    FULL JOIN school_roster_likes r ON r.athlete_profile_id = x.athlete_profile_id AND r.school_id = x.school_id
   WHERE x.school_id IS NULL OR r.school_id IS NULL
      OR r.likes_received <> a.likes_received OR r.ranking IS DISTINCT FROM a.ranking
   ORDER BY 1, 2 LIMIT $1`;

export async function checkDerivedFigures(
  sequelize: Sequelize,
  opts: DerivedFiguresOptions = {},
): Promise<DerivedFiguresResult> {
  const limit = opts.limit ?? 10;
  const skip = new Set(opts.skip ?? []);
  const q = <T extends object>(sql: string) =>
    sequelize.query<T>(sql, { bind: [limit], type: QueryTypes.SELECT });
  const checks: InvariantCheck[] = [];
  for (const c of CHECKS) {
    if (skip.has(c.name)) continue;
    const rows = await q<Record<string, unknown> & { derived: string; source: string }>(c.sql);
    const problems = rows.map(
      (r) =>
        `${c.keys.map((k) => `${k} ${String(r[k] instanceof Date ? (r[k] as Date).toISOString().slice(0, 10) : r[k])}`).join(', ')}: derived ${r.derived}, from the source rows ${r.source}`,
    );
    checks.push({ id: c.id, name: c.name, ok: problems.length === 0, problems });
  }
  if (!skip.has('milestone rows')) {
    const rows = await q<{ user_id: number; derived: string | null; source: string | null }>(MILESTONE_ROWS);
    const problems = rows.map((r) =>
      r.derived === null && r.source === null
        ? `fan ${r.user_id} has no fan_milestones row`
        : `fan ${r.user_id}: last star at ${r.derived ?? 'none'}, milestone_stars say ${r.source ?? 'none'}`,
    );
    checks.push({ id: 13, name: 'milestone rows', ok: problems.length === 0, problems });
  }
  if (!skip.has('roster copies')) {
    const rows = await q<{
      athlete_profile_id: number;
      school_id: number;
      copied_sport: string | null;
      sport: string | null;
      copied_ranking: number | null;
      ranking: number | null;
    }>(ROSTER_ROWS);
    const problems = rows.map(
      (r) =>
        `athlete ${r.athlete_profile_id} in school ${r.school_id}: membership says ${r.copied_sport}/${r.copied_ranking}, the profile ${r.sport}/${r.ranking}`,
    );
    checks.push({ id: 18, name: 'roster copies', ok: problems.length === 0, problems });
  }
  if (!skip.has('roster likes')) {
    const rows = await q<{ athlete_profile_id: number; school_id: number; derived: string; source: string }>(
      ROSTER_LIKES_ROWS,
    );
    const problems = rows.map(
      (r) =>
        `athlete ${r.athlete_profile_id} in school ${r.school_id}: roster says ${r.derived}, the profile ${r.source}`,
    );
    checks.push({ id: 19, name: 'roster likes', ok: problems.length === 0, problems });
  }
  const problems = checks.flatMap((c) => c.problems.map((p) => `${c.id}. ${p}`));
  return { ok: problems.length === 0, problems, checks };
}
