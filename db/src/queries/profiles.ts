/**
 * Profile, university and sitemap read queries, and the search for claimable athlete profiles
 * (SPEC §2 athletes / fans / universities, §7 schools calls). Parameterised SQL only. Claim requests and approvals live in claims.ts.
 *
 * Likes come from the ledger (DESIGN §4): a school's likes are the stored balance of its account `school:{id}`;
 * an athlete's likes are `athlete_profiles.likes_received` (kept in step with `athlete:{id}` by postJournal).
 * "Who gave" is read from journals: a fan gave to a recipient when one journal debits `fan:{userId}` and
 * credits the recipient's account (the send-likes command writes exactly such journals).
 */
import { createHash, randomBytes } from 'node:crypto';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import {
  AppError,
  DEFAULT_LIKE_PRICE_CENTS,
  starsForLikesGiven,
  type AllocationWithLikes,
  type AthleteDetail,
  type AthleteSchoolRef,
  type TopFan,
} from '@fanlift/core';
import { schoolLogoUrl } from '../serializers';
import { getSchool, listSchools, type SchoolDetail } from './schools';

export type { AllocationWithLikes, AthleteDetail, AthleteSchoolRef, TopFan };

const MAX_INT = 2_147_483_647;
const validId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= MAX_INT;

type Q = <T extends object>(sql: string, bind: unknown[], transaction?: Transaction) => Promise<T[]>;
const q =
  (sequelize: Sequelize): Q =>
  <T extends object>(sql: string, bind: unknown[], transaction?: Transaction) =>
    sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT, transaction });

// ---------------------------------------------------------------------------------------------------------
// Supporters (top fans)
// ---------------------------------------------------------------------------------------------------------

/** Whose supporters: one athlete, or a school (its own account and, unless `schoolOnly`, its athletes'). */
export type SupportTarget = { athleteId: number } | { schoolId: number; schoolOnly?: boolean };

function targetAccounts(target: SupportTarget): { sql: string; bind: unknown[] } {
  if ('athleteId' in target)
    return { sql: `SELECT id FROM ledger_accounts WHERE key = $1`, bind: [`athlete:${target.athleteId}`] };
  if (target.schoolOnly)
    return { sql: `SELECT id FROM ledger_accounts WHERE key = $1`, bind: [`school:${target.schoolId}`] };
  return {
    sql: `SELECT id FROM ledger_accounts WHERE key = $1
          UNION ALL
          SELECT la.id FROM ledger_accounts la
            JOIN athlete_schools x ON x.athlete_profile_id = la.owner_id AND x.school_id = $2
           WHERE la.kind = 'athlete'`,
    bind: [`school:${target.schoolId}`, target.schoolId],
  };
}

/** The journals crediting the target, and what each fan was debited in them. */
function givenCte(target: SupportTarget): { sql: string; bind: unknown[] } {
  const t = targetAccounts(target);
  return {
    sql: `WITH target AS (${t.sql}),
      credited AS (
        SELECT DISTINCT e.journal_id FROM ledger_entries e JOIN target ON target.id = e.account_id WHERE e.amount > 0
      ),
      given AS (
        SELECT a.owner_id AS user_id, -e.amount AS likes
          FROM credited c
          JOIN ledger_entries e ON e.journal_id = c.journal_id AND e.amount < 0
          JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'fan'
      )`,
    bind: t.bind,
  };
}

export function displayName(firstName: string | null, lastName: string | null): string {
  const first = firstName?.trim();
  const last = lastName?.trim();
  if (!first && !last) return 'A fan';
  if (!first) return `${last![0].toUpperCase()}.`;
  return last ? `${first} ${last[0].toUpperCase()}.` : first;
}

export async function topFans(sequelize: Sequelize, target: SupportTarget, limit = 10): Promise<TopFan[]> {
  const g = givenCte(target);
  const rows = await q(sequelize)<{
    fanId: number;
    firstName: string | null;
    lastName: string | null;
    likes: number;
  }>(
    `${g.sql}
     SELECT u.id AS "fanId", u.first_name AS "firstName", u.last_name AS "lastName", SUM(g.likes)::bigint AS likes
       FROM given g JOIN users u ON u.id = g.user_id
      GROUP BY u.id
      ORDER BY likes DESC, u.id ASC
      LIMIT $${g.bind.length + 1}`,
    [...g.bind, Math.max(1, Math.min(limit, 100))],
  );
  return rows.map((r) => ({
    fanId: r.fanId,
    name: displayName(r.firstName, r.lastName),
    likes: Number(r.likes),
  }));
}

/** Number of distinct fans who gave to the target. */
export async function countSupporters(sequelize: Sequelize, target: SupportTarget): Promise<number> {
  const g = givenCte(target);
  const [row] = await q(sequelize)<{ n: number }>(
    `${g.sql} SELECT count(DISTINCT user_id)::int AS n FROM given`,
    g.bind,
  );
  return row?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------------------
// Schools with likes
// ---------------------------------------------------------------------------------------------------------

export interface SchoolLikes {
  /** Likes received by the school's own account `school:{id}` (0 when it has none yet). */
  likes: number;
  /** Likes received by the school's athletes (sum of their likes). */
  athleteLikes: number;
  /** likes + athleteLikes. */
  totalLikes: number;
}
export type SchoolWithLikes = SchoolDetail & SchoolLikes;

export async function schoolLikesMap(
  sequelize: Sequelize,
  ids?: number[],
): Promise<Map<number, SchoolLikes>> {
  const rows = await q(sequelize)<{ id: number; likes: number; athleteLikes: number }>(
    `SELECT s.id, COALESCE(la.balance, 0)::bigint AS likes,
            COALESCE((SELECT SUM(a.likes_received) FROM athlete_schools x
                        JOIN athlete_profiles a ON a.id = x.athlete_profile_id WHERE x.school_id = s.id), 0)::bigint AS "athleteLikes"
       FROM schools s LEFT JOIN ledger_accounts la ON la.key = 'school:' || s.id
      WHERE ($1::int[] IS NULL OR s.id = ANY($1::int[]))`,
    [ids ?? null],
  );
  return new Map(
    rows.map((r) => {
      const likes = Number(r.likes);
      const athleteLikes = Number(r.athleteLikes);
      return [r.id, { likes, athleteLikes, totalLikes: likes + athleteLikes }];
    }),
  );
}

const NO_LIKES: SchoolLikes = { likes: 0, athleteLikes: 0, totalLikes: 0 };

export async function getSchoolWithLikes(sequelize: Sequelize, id: number): Promise<SchoolWithLikes | null> {
  const school = await getSchool(sequelize, id);
  if (!school) return null;
  const likes = (await schoolLikesMap(sequelize, [id])).get(id) ?? NO_LIKES;
  return { ...school, ...likes };
}

/** Every school with its likes, most liked first (then by name). */
export async function listSchoolsWithLikes(sequelize: Sequelize): Promise<SchoolWithLikes[]> {
  const [schools, likes] = await Promise.all([listSchools(sequelize), schoolLikesMap(sequelize)]);
  return schools
    .map((s) => ({ ...s, ...(likes.get(s.id) ?? NO_LIKES) }))
    .sort((a, b) => b.totalLikes - a.totalLikes || a.name.localeCompare(b.name) || a.id - b.id);
}

/** The school ids a fan selected, in the fan's order (the first is "my university"). */
export async function fanSchoolIds(sequelize: Sequelize, userId: number): Promise<number[]> {
  const rows = await q(sequelize)<{ id: number }>(
    `SELECT f.school_id AS id FROM fan_profiles fp JOIN fan_selected_schools f ON f.fan_profile_id = fp.id
      WHERE fp.user_id = $1 ORDER BY f.position, f.id`,
    [userId],
  );
  return rows.map((r) => r.id);
}

/** The fan's selected schools with their likes, in the fan's order. */
export async function fanSchoolsWithLikes(sequelize: Sequelize, userId: number): Promise<SchoolWithLikes[]> {
  const ids = await fanSchoolIds(sequelize, userId);
  if (ids.length === 0) return [];
  const [schools, likes] = await Promise.all([listSchools(sequelize), schoolLikesMap(sequelize, ids)]);
  const byId = new Map(schools.map((s) => [s.id, s]));
  return ids.filter((id) => byId.has(id)).map((id) => ({ ...byId.get(id)!, ...(likes.get(id) ?? NO_LIKES) }));
}

/** Replace the Power Five set (admin). Unknown ids: 400, nothing changed. Returns the new set. */
export async function setPowerFive(sequelize: Sequelize, schoolIds: number[]): Promise<SchoolDetail[]> {
  const ids = [...new Set(schoolIds)];
  await sequelize.transaction(async (t) => {
    const found = await q(sequelize)<{ n: number }>(
      `SELECT count(*)::int AS n FROM schools WHERE id = ANY($1::int[])`,
      [ids],
      t,
    );
    if ((found[0]?.n ?? 0) !== ids.length)
      throw new AppError(400, 'validation_error', 'schoolIds: unknown school id');
    await sequelize.query(
      `UPDATE schools SET power_five = (id = ANY($1::int[])), updated_at = now()
        WHERE power_five IS DISTINCT FROM (id = ANY($1::int[]))`,
      { bind: [ids], transaction: t },
    );
  });
  return listSchools(sequelize, { powerFive: true });
}

// ---------------------------------------------------------------------------------------------------------
// Athletes
// ---------------------------------------------------------------------------------------------------------

export async function athleteAllocations(
  sequelize: Sequelize,
  athleteId: number,
): Promise<AllocationWithLikes[]> {
  const rows = await q(sequelize)<{
    id: number;
    name: string;
    description: string | null;
    goalLikes: number | null;
    likes: number;
  }>(
    `WITH raised AS (
       SELECT (j.meta->>'allocationId')::int AS aid, SUM(e.amount)::bigint AS likes
         FROM ledger_accounts acc
         JOIN ledger_entries e ON e.account_id = acc.id
         JOIN ledger_journals j ON j.id = e.journal_id
        WHERE acc.key = $2 AND (j.meta->>'allocationId') ~ '^[0-9]{1,9}$'
        GROUP BY 1
     )
     SELECT al.id, al.name, al.description, al.goal_likes AS "goalLikes", COALESCE(r.likes, 0)::bigint AS likes
       FROM athlete_allocations al LEFT JOIN raised r ON r.aid = al.id
      WHERE al.athlete_profile_id = $1
      ORDER BY al.id`,
    [athleteId, `athlete:${athleteId}`],
  );
  return rows.map((r) => ({ ...r, likes: Number(r.likes) }));
}

interface AthleteRow {
  id: number;
  userId: number | null;
  firstName: string;
  lastName: string;
  photoUrl: string | null;
  sport: string | null;
  position: string | null;
  class: number | null;
  rating: number | null;
  ranking: number | null;
  hometown: string | null;
  highSchool: string | null;
  height: number | null;
  weight: number | null;
  claimedAt: Date | string | null;
  likes: number;
  schools: { id: number; name: string; conference: string | null }[] | null;
}

const ATHLETE_SELECT = `SELECT a.id, a.user_id AS "userId", a.first_name AS "firstName", a.last_name AS "lastName",
    a.photo_url AS "photoUrl", a.sport, a.position, a.recruiting_class AS "class", a.star_rating AS rating, a.ranking,
    a.hometown, a.high_school AS "highSchool", a.height, a.weight, a.claimed_at AS "claimedAt",
    a.likes_received AS likes,
    (SELECT json_agg(json_build_object('id', s.id, 'name', s.name, 'conference', s.conference) ORDER BY x.position, s.id)
       FROM athlete_schools x JOIN schools s ON s.id = x.school_id WHERE x.athlete_profile_id = a.id) AS schools
  FROM athlete_profiles a`;

export interface AthleteDetailWithOwner extends Omit<AthleteDetail, 'ownedByMe'> {
  /** The owning user's id (not sent to clients; the api derives `ownedByMe`). */
  ownerUserId: number | null;
}

export async function getAthleteDetail(
  sequelize: Sequelize,
  id: number,
  opts: { likePriceCents?: number; topFansLimit?: number } = {},
): Promise<AthleteDetailWithOwner | null> {
  if (!validId(id)) return null;
  const [row] = await q(sequelize)<AthleteRow>(`${ATHLETE_SELECT} WHERE a.id = $1`, [id]);
  if (!row) return null;
  const price = opts.likePriceCents ?? DEFAULT_LIKE_PRICE_CENTS;
  const [fans, supporters, allocations] = await Promise.all([
    topFans(sequelize, { athleteId: id }, opts.topFansLimit ?? 10),
    countSupporters(sequelize, { athleteId: id }),
    athleteAllocations(sequelize, id),
  ]);
  const likes = Number(row.likes);
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    user: { firstName: row.firstName, lastName: row.lastName },
    photoUrl: row.photoUrl,
    sport: row.sport,
    position: row.position,
    class: row.class,
    rating: row.rating,
    ranking: row.ranking,
    hometown: row.hometown,
    highSchool: row.highSchool,
    height: row.height,
    weight: row.weight,
    schools: (row.schools ?? []).map((s) => ({
      id: s.id,
      name: s.name,
      logo: schoolLogoUrl(s.id),
      conference: s.conference,
    })),
    likes,
    sumTotalInCents: likes * price,
    supporters,
    topFans: fans,
    allocations,
    claimed: row.userId != null,
    claimedAt: row.claimedAt ? new Date(row.claimedAt).toISOString() : null,
    ownerUserId: row.userId,
  };
}

/** The athlete profile id of a user, or null. */
export async function athleteIdOfUser(sequelize: Sequelize, userId: number): Promise<number | null> {
  const [row] = await q(sequelize)<{ id: number }>(`SELECT id FROM athlete_profiles WHERE user_id = $1`, [
    userId,
  ]);
  return row?.id ?? null;
}

export interface LikesPoint {
  /** UTC day, YYYY-MM-DD. */
  date: string;
  /** Net likes received that day. */
  likes: number;
  /** Likes received in all, at the end of that day. */
  total: number;
}

/** Likes received per UTC day over the last `days` days (oldest first), from the ledger entries of `athlete:{id}`. */
export async function athleteLikesSeries(
  sequelize: Sequelize,
  athleteId: number,
  days = 30,
): Promise<LikesPoint[]> {
  const n = Math.max(1, Math.min(Math.floor(days), 366));
  const rows = await q(sequelize)<{ date: string; likes: number }>(
    `WITH bounds AS (SELECT (now() AT TIME ZONE 'UTC')::date AS today),
     days AS (
       SELECT (bounds.today - g)::date AS day FROM bounds, generate_series(0, $2::int - 1) AS g
     ),
     per AS (
       SELECT (e.created_at AT TIME ZONE 'UTC')::date AS day, SUM(e.amount)::bigint AS likes
         FROM ledger_accounts acc JOIN ledger_entries e ON e.account_id = acc.id, bounds
        WHERE acc.key = $1 AND e.created_at >= ((bounds.today - ($2::int - 1))::timestamp AT TIME ZONE 'UTC')
        GROUP BY 1
     )
     SELECT to_char(days.day, 'YYYY-MM-DD') AS date, COALESCE(per.likes, 0)::bigint AS likes
       FROM days LEFT JOIN per ON per.day = days.day
      ORDER BY days.day`,
    [`athlete:${athleteId}`, n],
  );
  const [acc] = await q(sequelize)<{ likes: number }>(
    `SELECT likes_received AS likes FROM athlete_profiles WHERE id = $1`,
    [athleteId],
  );
  let total = Number(acc?.likes ?? 0);
  const points: LikesPoint[] = new Array(rows.length);
  for (let i = rows.length - 1; i >= 0; i--) {
    const likes = Number(rows[i].likes);
    points[i] = { date: rows[i].date, likes, total };
    total -= likes;
  }
  return points;
}

// ---------------------------------------------------------------------------------------------------------
// Claim (SPEC §2: /new-athlete, /claim-athlete, /claim-profile/{athleteId}, /athletes/claim-onboarding)
// ---------------------------------------------------------------------------------------------------------

export interface ClaimableAthlete {
  id: number;
  user: { firstName: string; lastName: string };
  firstName: string;
  lastName: string;
  photoUrl: string | null;
  sport: string | null;
  position: string | null;
  class: number | null;
  rating: number | null;
  hometown: string | null;
  highSchool: string | null;
  schools: AthleteSchoolRef[];
}

const escapeLike = (s: string) =>
  s
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[\\%_]/g, (c) => `\\${c}`);

/** Unclaimed profiles whose first and last names start with the given text (case-insensitive); exact matches first. */
export async function findClaimableAthletes(
  sequelize: Sequelize,
  input: { firstName?: string; lastName?: string; limit?: number },
): Promise<ClaimableAthlete[]> {
  const first = input.firstName?.trim() ?? '';
  const last = input.lastName?.trim() ?? '';
  if (!first && !last) return [];
  const rows = await q(sequelize)<AthleteRow>(
    `${ATHLETE_SELECT}
      WHERE a.user_id IS NULL
        AND ($1 = '' OR a.first_name ILIKE $2)
        AND ($3 = '' OR a.last_name ILIKE $4)
      ORDER BY (lower(a.first_name) = lower($1) AND lower(a.last_name) = lower($3)) DESC,
               (lower(a.last_name) = lower($3)) DESC, a.ranking ASC NULLS LAST, a.id ASC
      LIMIT $5`,
    [
      first,
      `${escapeLike(first)}%`,
      last,
      `${escapeLike(last)}%`,
      Math.max(1, Math.min(input.limit ?? 20, 50)),
    ],
  );
  return rows.map((r) => ({
    id: r.id,
    user: { firstName: r.firstName, lastName: r.lastName },
    firstName: r.firstName,
    lastName: r.lastName,
    photoUrl: r.photoUrl,
    sport: r.sport,
    position: r.position,
    class: r.class,
    rating: r.rating,
    hometown: r.hometown,
    highSchool: r.highSchool,
    schools: (r.schools ?? []).map((s) => ({
      id: s.id,
      name: s.name,
      logo: schoolLogoUrl(s.id),
      conference: s.conference,
    })),
  }));
}

// ---------------------------------------------------------------------------------------------------------
// Fans
// ---------------------------------------------------------------------------------------------------------

export interface SupportedRecipient {
  type: 'athlete' | 'school';
  id: number;
  name: string;
  likes: number;
}

export interface FanProfileView {
  id: number;
  firstName: string | null;
  lastName: string | null;
  /** Only for yourself or an admin. */
  email?: string;
  emailVerified?: boolean;
  schools: { id: number; name: string; logo: string }[];
  likesGiven: number;
  earnedStar: number;
  memberSince: string;
  /** The athletes and schools this fan gave most to. */
  supported: SupportedRecipient[];
}

/**
 * Likes a fan has given to athletes and universities (DESIGN §5: stars are earned by likes given). Only
 * send-likes journals count: marketplace spends and refund or dispute claw-backs are `used` too, but give
 * nothing to anyone.
 */
export async function fanLikesGiven(sequelize: Sequelize, userId: number): Promise<number> {
  const [row] = await sequelize.query<{ likes: number }>(
    `SELECT COALESCE(SUM(w.likes), 0)::bigint AS likes
       FROM wallet_transactions w JOIN ledger_journals j ON j.id = w.journal_id
      WHERE w.user_id = $1 AND w.type = 'used' AND w.status = 'succeeded' AND j.kind = 'send-likes'`,
    { bind: [userId], type: QueryTypes.SELECT },
  );
  return Number(row?.likes ?? 0);
}

export async function getFanProfile(
  sequelize: Sequelize,
  userId: number,
  opts: { includePrivate?: boolean; starThresholds?: readonly number[] } = {},
): Promise<FanProfileView | null> {
  if (!validId(userId)) return null;
  const run = q(sequelize);
  const [user] = await run<{
    id: number;
    firstName: string | null;
    lastName: string | null;
    email: string;
    emailVerified: boolean;
    createdAt: Date;
  }>(
    `SELECT id, first_name AS "firstName", last_name AS "lastName", email, email_verified AS "emailVerified",
            created_at AS "createdAt"
       FROM users WHERE id = $1 AND user_type = 'fan'`,
    [userId],
  );
  if (!user) return null;
  const [schools, given, supported] = await Promise.all([
    run<{ id: number; name: string }>(
      `SELECT s.id, s.name FROM fan_profiles fp
         JOIN fan_selected_schools f ON f.fan_profile_id = fp.id JOIN schools s ON s.id = f.school_id
        WHERE fp.user_id = $1 ORDER BY f.position, f.id`,
      [userId],
    ),
    fanLikesGiven(sequelize, userId).then((likes) => [{ likes }]),
    run<{ type: 'athlete' | 'school'; id: number; name: string | null; likes: number }>(
      `WITH fan AS (SELECT id FROM ledger_accounts WHERE key = $1),
       got AS (
         SELECT ca.kind AS type, ca.owner_id AS id, SUM(ce.amount)::bigint AS likes
           FROM fan JOIN ledger_entries fe ON fe.account_id = fan.id AND fe.amount < 0
           JOIN ledger_entries ce ON ce.journal_id = fe.journal_id AND ce.amount > 0
           JOIN ledger_accounts ca ON ca.id = ce.account_id AND ca.kind IN ('athlete', 'school')
          GROUP BY 1, 2
       )
       SELECT got.type, got.id, got.likes,
              CASE WHEN got.type = 'athlete' THEN (SELECT full_name FROM athlete_profiles WHERE id = got.id)
                   ELSE (SELECT name FROM schools WHERE id = got.id) END AS name
         FROM got ORDER BY got.likes DESC, got.type, got.id LIMIT 10`,
      [`fan:${userId}`],
    ),
  ]);
  const likesGiven = Number(given[0]?.likes ?? 0);
  const view: FanProfileView = {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    schools: schools.map((s) => ({ id: s.id, name: s.name, logo: schoolLogoUrl(s.id) })),
    likesGiven,
    earnedStar: starsForLikesGiven(likesGiven, opts.starThresholds),
    memberSince: new Date(user.createdAt).toISOString(),
    supported: supported.map((s) => ({ type: s.type, id: s.id, name: s.name ?? '', likes: Number(s.likes) })),
  };
  if (opts.includePrivate) {
    view.email = user.email;
    view.emailVerified = user.emailVerified;
  }
  return view;
}

// ---------------------------------------------------------------------------------------------------------
// Sitemap (SPEC §2 /sitemap/{page}): schools first (by id), then athletes (by id), page by page.
// ---------------------------------------------------------------------------------------------------------

export const SITEMAP_PAGE_SIZE = 500;

export interface SitemapEntry {
  type: 'school' | 'athlete';
  id: number;
  name: string;
  /** The SPA path of the page. */
  path: string;
  lastModified: string;
}

export interface SitemapPage {
  page: number;
  pages: number;
  pageSize: number;
  total: number;
  entries: SitemapEntry[];
}

export async function sitemapInfo(sequelize: Sequelize, pageSize = SITEMAP_PAGE_SIZE) {
  const [c] = await q(sequelize)<{ schools: number; athletes: number; lastModified: Date | null }>(
    `SELECT (SELECT count(*) FROM schools)::int AS schools, (SELECT count(*) FROM athlete_profiles)::int AS athletes,
            GREATEST((SELECT max(updated_at) FROM schools), (SELECT max(updated_at) FROM athlete_profiles)) AS "lastModified"`,
    [],
  );
  const total = c.schools + c.athletes;
  return {
    schools: c.schools,
    athletes: c.athletes,
    total,
    pages: Math.max(1, Math.ceil(total / pageSize)),
    lastModified: new Date(c.lastModified ?? Date.now()).toISOString(),
  };
}

/** One page (1-based), or null past the last page. */
export async function sitemapPage(
  sequelize: Sequelize,
  page: number,
  pageSize = SITEMAP_PAGE_SIZE,
): Promise<SitemapPage | null> {
  const info = await sitemapInfo(sequelize, pageSize);
  if (!Number.isSafeInteger(page) || page < 1 || page > info.pages) return null;
  const start = (page - 1) * pageSize;
  const end = start + pageSize;
  const run = q(sequelize);
  const entries: SitemapEntry[] = [];
  if (start < info.schools) {
    const rows = await run<{ id: number; name: string; updatedAt: Date }>(
      `SELECT id, name, updated_at AS "updatedAt" FROM schools ORDER BY id OFFSET $1 LIMIT $2`,
      [start, Math.min(end, info.schools) - start],
    );
    for (const r of rows) {
      entries.push({
        type: 'school',
        id: r.id,
        name: r.name,
        path: `/universities/${r.id}`,
        lastModified: new Date(r.updatedAt).toISOString(),
      });
    }
  }
  if (end > info.schools) {
    const offset = Math.max(0, start - info.schools);
    const rows = await run<{ id: number; name: string; updatedAt: Date }>(
      `SELECT id, full_name AS name, updated_at AS "updatedAt" FROM athlete_profiles ORDER BY id OFFSET $1 LIMIT $2`,
      [offset, end - Math.max(start, info.schools)],
    );
    for (const r of rows) {
      entries.push({
        type: 'athlete',
        id: r.id,
        name: r.name,
        path: `/athletes/${r.id}`,
        lastModified: new Date(r.updatedAt).toISOString(),
      });
    }
  }
  return { page, pages: info.pages, pageSize, total: info.total, entries };
}

// ---------------------------------------------------------------------------------------------------------
// Email verification (POST /users/resend-verify-email/{id})
// ---------------------------------------------------------------------------------------------------------

export const EMAIL_VERIFICATION_TTL_HOURS = 48;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new verification token for the user's current email (inside the caller's transaction). Returns the raw token. */
export async function createEmailVerificationToken(
  sequelize: Sequelize,
  t: Transaction,
  user: { id: number; email: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await sequelize.query(
    `INSERT INTO email_verification_tokens (user_id, token_hash, email, expires_at)
     VALUES ($1, $2, $3, now() + ($4::int * interval '1 hour'))`,
    { bind: [user.id, hashToken(token), user.email, EMAIL_VERIFICATION_TTL_HOURS], transaction: t },
  );
  return token;
}

/**
 * Use a verification token once: marks the user's email verified when the token is known, unused, unexpired and
 * was sent to the user's current email. Returns the user id, or null.
 */
export async function consumeEmailVerificationToken(
  sequelize: Sequelize,
  token: string,
): Promise<number | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  return sequelize.transaction(async (t) => {
    const [row] = await q(sequelize)<{ userId: number }>(
      `UPDATE email_verification_tokens v SET used_at = now()
         FROM users u
        WHERE v.token_hash = $1 AND v.used_at IS NULL AND v.expires_at > now() AND u.id = v.user_id AND u.email = v.email
        RETURNING v.user_id AS "userId"`,
      [hashToken(token)],
      t,
    );
    if (!row) return null;
    await sequelize.query(`UPDATE users SET email_verified = true, updated_at = now() WHERE id = $1`, {
      bind: [row.userId],
      transaction: t,
    });
    return row.userId;
  });
}

// ---------------------------------------------------------------------------------------------------------
// Athlete photo (POST /uploads/athlete-photo)
// ---------------------------------------------------------------------------------------------------------

/**
 * Set the photo of the user's athlete profile, creating the profile when the athlete has none yet (as the
 * onboarding update does). The user row is locked so two uploads of one user never create two profiles.
 */
export async function setAthletePhoto(
  sequelize: Sequelize,
  userId: number,
  photoUrl: string,
): Promise<{ athleteId: number; previousPhotoUrl: string | null }> {
  const run = q(sequelize);
  return sequelize.transaction(async (t) => {
    const [user] = await run<{
      id: number;
      userType: string;
      firstName: string | null;
      lastName: string | null;
    }>(
      `SELECT id, user_type AS "userType", first_name AS "firstName", last_name AS "lastName" FROM users WHERE id = $1 FOR UPDATE`,
      [userId],
      t,
    );
    if (!user) throw new AppError(404, 'not_found', 'User not found');
    if (user.userType !== 'athlete') throw new AppError(403, 'forbidden', 'Only athletes can do this');
    const [existing] = await run<{ id: number; photoUrl: string | null }>(
      `SELECT id, photo_url AS "photoUrl" FROM athlete_profiles WHERE user_id = $1 FOR UPDATE`,
      [userId],
      t,
    );
    if (existing) {
      await sequelize.query(`UPDATE athlete_profiles SET photo_url = $2, updated_at = now() WHERE id = $1`, {
        bind: [existing.id, photoUrl],
        transaction: t,
      });
      return { athleteId: existing.id, previousPhotoUrl: existing.photoUrl };
    }
    const [created] = await run<{ id: number }>(
      `INSERT INTO athlete_profiles (user_id, first_name, last_name, photo_url, claimed_at)
       VALUES ($1, $2, $3, $4, now()) RETURNING id`,
      [userId, user.firstName ?? '', user.lastName ?? '', photoUrl],
      t,
    );
    return { athleteId: created.id, previousPhotoUrl: null };
  });
}
