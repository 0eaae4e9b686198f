/**
 * Athlete read queries for the api (SPEC §3 athlete search result, §7 GET /athletes and friends).
 * Parameterised SQL only: every input value travels as a bind parameter, never inside the SQL text.
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import {
  ATHLETE_PAGE_SIZE,
  DEFAULT_LIKE_PRICE_CENTS,
  HEADER_SEARCH_LIMIT,
  SEARCH_MIN_CHARS,
  type AthleteQuery,
  type AthleteSearchPage,
  type AthleteSearchResult,
  type AthleteSort,
} from '@fanlift/core';
import { schoolLogoUrl } from '../serializers';

export interface AthleteSearchOptions {
  /** Price of one like in cents (config LIKE_PRICE_CENTS); sumTotalInCents = likes received x price. */
  likePriceCents?: number;
  /** Only athletes with these radarAthleteIds (the players of a live game). */
  radarAthleteIds?: string[];
}

/** The filters as parsed by athleteQuerySchema; every field optional so callers may pass a subset. */
export type AthleteSearchQuery = Partial<AthleteQuery>;

interface Row {
  id: number;
  firstName: string;
  lastName: string;
  photoUrl: string | null;
  class: number | null;
  position: string | null;
  sport: string | null;
  likesReceived: number | string;
  rating: number | null;
  ranking: number | null;
  schools: { id: number; name: string }[] | null;
}

/** ORDER BY per sort; every order ends with the unique id so pages never overlap. Walks the sort indexes. */
const ORDER_BY: Record<AthleteSort, string> = {
  ranking: 'a.ranking ASC NULLS LAST, a.id ASC',
  name: 'lower(a.full_name) COLLATE "C" ASC, a.id ASC',
  rating: 'a.star_rating DESC NULLS LAST, a.ranking ASC NULLS LAST, a.id ASC',
  likes: 'a.likes_received DESC, a.ranking ASC NULLS LAST, a.id ASC',
  class: 'a.recruiting_class ASC NULLS LAST, a.ranking ASC NULLS LAST, a.id ASC',
};

/**
 * The same orders written so that no index can provide them. Used with selective filters (school, name,
 * ratings): PostgreSQL cannot know that, say, 0-star athletes all rank last or that a rare name sits deep in
 * the ranking, and walking a sort index while filtering could read the whole table; fetching the matches
 * through their own index and sorting them is bounded by the number of matches.
 */
const BIG = 2147483647;
const ORDER_BY_MATCHES: Record<AthleteSort, string> = {
  ranking: `COALESCE(a.ranking, ${BIG}), a.id`,
  name: `lower(a.first_name || ' ' || a.last_name) COLLATE "C", a.id`,
  rating: `COALESCE(a.star_rating, -1) DESC, COALESCE(a.ranking, ${BIG}), a.id`,
  likes: `(a.likes_received + 0) DESC, COALESCE(a.ranking, ${BIG}), a.id`,
  class: `COALESCE(a.recruiting_class, ${BIG}), COALESCE(a.ranking, ${BIG}), a.id`,
};

const COLUMNS = `a.id, a.first_name AS "firstName", a.last_name AS "lastName", a.photo_url AS "photoUrl",
  a.recruiting_class AS "class", a.position, a.sport, a.likes_received AS "likesReceived",
  a.star_rating AS rating, a.ranking, a.full_name, a.first_name, a.last_name, a.star_rating, a.recruiting_class,
  a.likes_received`;

/**
 * The page's rows with their schools (one round trip); `inner` is the filtered, ordered, limited select. The likes
 * shown are the athlete's exact stored balance (main row plus shards, migration 0020); the likes order walks
 * likes_received, the main row's part, which a burst of concurrent sends to one athlete leaves behind by the likes
 * still in shards until they are folded (within about a second, or the worker's next re-drive tick).
 */
function withSchools(inner: string, orderBy: string): string {
  return `SELECT a.id, a."firstName", a."lastName", a."photoUrl", a."class", a.position, a.sport,
      COALESCE(fanlift_balance_of('athlete:' || a.id), 0) AS "likesReceived", a.rating, a.ranking,
      (SELECT json_agg(json_build_object('id', s.id, 'name', s.name) ORDER BY x.position, s.id)
         FROM athlete_schools x JOIN schools s ON s.id = x.school_id
        WHERE x.athlete_profile_id = a.id) AS schools
    FROM (${inner}) a
   ORDER BY ${orderBy}`;
}

/** Escape LIKE wildcards so user input matches literally; whitespace runs collapse to one space. */
export function likeContains(text: string): string {
  const cleaned = text.trim().replace(/\s+/g, ' ');
  return `%${cleaned.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function toResult(row: Row, likePriceCents: number): AthleteSearchResult {
  return {
    id: row.id,
    user: { firstName: row.firstName, lastName: row.lastName },
    photoUrl: row.photoUrl,
    class: row.class,
    position: row.position,
    sport: row.sport ?? '',
    sumTotalInCents: Number(row.likesReceived) * likePriceCents,
    rating: row.rating,
    ranking: row.ranking,
    schools: (row.schools ?? []).map((s) => ({ id: s.id, name: s.name, logo: schoolLogoUrl(s.id) })),
  };
}

/** WHERE clause and bind values for the filters of SPEC §3. */
function filters(
  q: AthleteSearchQuery,
  radarAthleteIds?: string[],
): { where: string; bind: unknown[]; selective: boolean } {
  const bind: unknown[] = [];
  const p = (v: unknown) => {
    bind.push(v);
    return `$${bind.length}`;
  };
  const where: string[] = [];
  if (radarAthleteIds) where.push(`a.radar_athlete_id = ANY(${p(radarAthleteIds)}::text[])`);
  if (q.schoolId !== undefined && q.schoolId !== null) {
    // The school's members first (index athlete_schools_school), then each profile by its key: as EXISTS the
    // planner hashed every football profile (2 s for a school of 7,500 among 1,000,000 athletes; 0.4 s so).
    where.push(
      `a.id = ANY (ARRAY(SELECT x.athlete_profile_id FROM athlete_schools x WHERE x.school_id = ${p(q.schoolId)}))`,
    );
  }
  if (q.sport) where.push(`a.sport = ${p(q.sport)}`);
  if (q.position) where.push(`a.position = ${p(q.position.trim().toUpperCase())}`);
  if (q.recruitingClass !== undefined && q.recruitingClass !== null) {
    where.push(`a.recruiting_class = ${p(q.recruitingClass)}`);
  }
  if (q.ratings && q.ratings.length > 0) {
    // Unrated athletes (no star rating yet) count as 0 stars.
    const ratings = p([...q.ratings]);
    where.push(
      q.ratings.includes(0)
        ? `(a.star_rating = ANY(${ratings}::smallint[]) OR a.star_rating IS NULL)`
        : `a.star_rating = ANY(${ratings}::smallint[])`,
    );
  }
  if (q.name && q.name.trim()) where.push(`a.full_name ILIKE ${p(likeContains(q.name))}`);
  if (q.photoUrl === true) where.push(`a.photo_url IS NOT NULL`);
  const selective =
    !!radarAthleteIds ||
    (q.schoolId !== undefined && q.schoolId !== null) ||
    !!q.name?.trim() ||
    (q.ratings?.length ?? 0) > 0;
  return { where: where.length ? `WHERE ${where.join(' AND ')}` : '', bind, selective };
}

/** One page of results with its total and the next page's index (null on the last). */
function pageOf(rows: Row[], total: number, index: number, pageSize: number, likePriceCents: number) {
  return {
    athletes: rows.map((r) => toResult(r, likePriceCents)),
    total,
    index,
    nextIndex: (index + 1) * pageSize < total ? index + 1 : null,
  };
}

/**
 * A school's roster by ranking (of one sport or all) or by likes (all sports), with no other filter: the school
 * pages, the Ohio page's recruits and the university dashboard. Read in order from an index, as many rows as the
 * page: the memberships' (migration 0110 copies each athlete's sport and ranking onto its membership) or the
 * roster's likes (migration 0120). The total is an index-only count of the school's memberships.
 */
function rosterPage(
  q: AthleteSearchQuery,
  sort: AthleteSort,
  radarAthleteIds: string[] | undefined,
): { schoolId: number; sport: string | null; sort: 'ranking' | 'likes' } | null {
  if (radarAthleteIds || q.schoolId === undefined || q.schoolId === null) return null;
  if (sort !== 'ranking' && !(sort === 'likes' && !q.sport)) return null;
  const other =
    q.position ||
    (q.recruitingClass !== undefined && q.recruitingClass !== null) ||
    (q.ratings?.length ?? 0) > 0 ||
    q.name?.trim() ||
    q.photoUrl === true;
  return other ? null : { schoolId: q.schoolId, sport: q.sport ?? null, sort };
}

/** Where each roster sort reads its order, as the indexes of migrations 0110 and 0120 hold it. */
const ROSTER_ORDER = {
  ranking: { from: 'athlete_schools', by: `COALESCE(x.ranking, ${BIG}), x.athlete_profile_id` },
  likes: {
    from: 'school_roster_likes',
    by: `x.likes_received DESC, COALESCE(x.ranking, ${BIG}), x.athlete_profile_id`,
  },
};

async function searchRoster(
  sequelize: Sequelize,
  r: { schoolId: number; sport: string | null; sort: 'ranking' | 'likes' },
  pageSize: number,
  index: number,
  likePriceCents: number,
): Promise<AthleteSearchPage> {
  const sport = r.sport === null ? '' : 'AND x.sport = $2';
  const bind = r.sport === null ? [r.schoolId] : [r.schoolId, r.sport];
  const inner = `SELECT ${COLUMNS} FROM (
      SELECT x.athlete_profile_id FROM ${ROSTER_ORDER[r.sort].from} x WHERE x.school_id = $1 ${sport}
       ORDER BY ${ROSTER_ORDER[r.sort].by}
       LIMIT $${bind.length + 1} OFFSET $${bind.length + 2}) x
    JOIN athlete_profiles a ON a.id = x.athlete_profile_id`;
  const [rows, counted] = await Promise.all([
    sequelize.query<Row>(withSchools(inner, ORDER_BY_MATCHES[r.sort]), {
      type: QueryTypes.SELECT,
      bind: [...bind, pageSize, index * pageSize],
    }),
    // The count the triggers keep (migrations 0023, 0150), not a count of the school's athletes.
    sequelize.query<{ total: number }>(`SELECT fanlift_count($1, $2)::int AS total`, {
      type: QueryTypes.SELECT,
      bind: [r.sport === null ? 'school_athletes' : `school_athletes:${r.sport}`, r.schoolId],
    }),
  ]);
  return pageOf(rows, counted[0]?.total ?? 0, index, pageSize, likePriceCents);
}

/** GET /athletes, /explore-roster, /athletes/search: filtered, sorted, paginated athletes with the total. */
export async function searchAthletes(
  sequelize: Sequelize,
  q: AthleteSearchQuery,
  opts: AthleteSearchOptions = {},
): Promise<AthleteSearchPage> {
  const likePriceCents = opts.likePriceCents ?? DEFAULT_LIKE_PRICE_CENTS;
  const pageSize = Math.max(1, Math.min(q.limit ?? ATHLETE_PAGE_SIZE, 100));
  const index = Math.max(0, Math.floor(q.index ?? 0));
  const sort: AthleteSort = q.sort && Object.hasOwn(ORDER_BY, q.sort) ? q.sort : 'ranking';
  const roster = rosterPage(q, sort, opts.radarAthleteIds);
  if (roster) return searchRoster(sequelize, roster, pageSize, index, likePriceCents);
  const { where, bind, selective } = filters(q, opts.radarAthleteIds);
  const orderBy = (selective ? ORDER_BY_MATCHES : ORDER_BY)[sort];
  const pageBind = [...bind, pageSize, index * pageSize];
  const inner = `SELECT ${COLUMNS} FROM athlete_profiles a ${where}
    ORDER BY ${orderBy} LIMIT $${bind.length + 1} OFFSET $${bind.length + 2}`;
  // No filter, or a sport only: the totals a trigger keeps (migration 0023), not a count of every athlete.
  const countOnly =
    where === '' || (where === 'WHERE a.sport = $1' && (q.sport === 'football' || q.sport === 'basketball'));
  const [rows, counted] = await Promise.all([
    sequelize.query<Row>(withSchools(inner, orderBy), { type: QueryTypes.SELECT, bind: pageBind }),
    countOnly
      ? sequelize.query<{ total: number }>(`SELECT fanlift_count('athletes', $1)::int AS total`, {
          type: QueryTypes.SELECT,
          bind: [q.sport === 'football' ? 1 : q.sport === 'basketball' ? 2 : 0],
        })
      : sequelize.query<{ total: number }>(`SELECT count(*)::int AS total FROM athlete_profiles a ${where}`, {
          type: QueryTypes.SELECT,
          bind,
        }),
  ]);
  return pageOf(rows, counted[0]?.total ?? 0, index, pageSize, likePriceCents);
}

/**
 * The header search fast path (SPEC §2, §5): athletes whose full name contains `name`
 * (case-insensitive), best ranking first. Fewer than 3 characters: no results.
 */
export async function headerSearchAthletes(
  sequelize: Sequelize,
  name: string,
  limit: number = HEADER_SEARCH_LIMIT,
  opts: AthleteSearchOptions = {},
): Promise<AthleteSearchResult[]> {
  if (name.trim().length < SEARCH_MIN_CHARS) return [];
  const likePriceCents = opts.likePriceCents ?? DEFAULT_LIKE_PRICE_CENTS;
  const orderBy = ORDER_BY.ranking;
  // The ids first (an index-only walk of the ranking index, or the trigram index for rare fragments), then
  // the rows of just those ids.
  const inner = `SELECT ${COLUMNS} FROM athlete_profiles a
    JOIN (SELECT h.id FROM athlete_profiles h WHERE h.full_name ILIKE $1
           ORDER BY h.ranking ASC NULLS LAST, h.id ASC LIMIT $2) top ON top.id = a.id`;
  const rows = await sequelize.query<Row>(withSchools(inner, orderBy), {
    type: QueryTypes.SELECT,
    bind: [likeContains(name), Math.max(1, Math.min(limit, 50))],
  });
  return rows.map((r) => toResult(r, likePriceCents));
}
