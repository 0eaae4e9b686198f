/** Athlete profiles: allocations with likes, the profile detail, the likes series of the dashboard. */
import { type Sequelize } from 'sequelize';
import {
  DEFAULT_LIKE_PRICE_CENTS,
  type AllocationWithLikes,
  type AthleteCard,
  type AthleteDetail,
  type LikesPoint,
} from '@fanlift/core';
import { schoolLogoUrl } from '../serializers';
import { validId, q } from '../sql';
import { topFans, countSupporters } from '../fans/supporters';

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
    createdAt: Date | string;
  }>(
    // Likes raised per allocation: derived_counts 'allocation_raised', kept with every journal (migration 0022).
    `SELECT al.id, al.name, al.description, al.goal_likes AS "goalLikes",
            fanlift_count('allocation_raised', al.id) AS likes, al.created_at AS "createdAt"
       FROM athlete_allocations al
      WHERE al.athlete_profile_id = $1
      ORDER BY al.id`,
    [athleteId],
  );
  return rows.map((r) => ({
    ...r,
    athleteId,
    likes: Number(r.likes),
    createdAt: new Date(r.createdAt).toISOString(),
  }));
}

/** The card fields of an athlete (claim flows list profiles with them). */
export type AthleteCardRow = Omit<AthleteCard, 'id'>;
export const athleteCard = (r: AthleteCardRow): AthleteCardRow => ({
  firstName: r.firstName,
  lastName: r.lastName,
  photoUrl: r.photoUrl,
  sport: r.sport,
  position: r.position,
  class: r.class,
  rating: r.rating,
  hometown: r.hometown,
  highSchool: r.highSchool,
});

export interface AthleteRow extends AthleteCardRow {
  id: number;
  userId: number | null;
  ranking: number | null;
  height: number | null;
  weight: number | null;
  claimedAt: Date | string | null;
  likes: number;
  schools: { id: number; name: string; conference: string | null }[] | null;
}

export const ATHLETE_SELECT = `SELECT a.id, a.user_id AS "userId", a.first_name AS "firstName", a.last_name AS "lastName",
    a.photo_url AS "photoUrl", a.sport, a.position, a.recruiting_class AS "class", a.star_rating AS rating, a.ranking,
    a.hometown, a.high_school AS "highSchool", a.height, a.weight, a.claimed_at AS "claimedAt",
    COALESCE(fanlift_balance_of('athlete:' || a.id), 0) AS likes,
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

/** Likes received per UTC day over the last `days` days (oldest first): the entries of `athlete:{id}` per day. */
export async function athleteLikesSeries(
  sequelize: Sequelize,
  athleteId: number,
  days = 30,
): Promise<LikesPoint[]> {
  const n = Math.max(1, Math.min(Math.floor(days), 366));
  // Per UTC day from account_daily (kept with every journal, migration 0022), the total from the stored balance.
  const rows = await q(sequelize)<{ date: string; likes: number }>(
    `WITH bounds AS (SELECT (now() AT TIME ZONE 'UTC')::date AS today),
     days AS (
       SELECT (bounds.today - g)::date AS day FROM bounds, generate_series(0, $2::int - 1) AS g
     ),
     per AS (
       SELECT d.day, SUM(d.amount)::bigint AS likes
         FROM ledger_accounts acc JOIN account_daily d ON d.account_id = acc.id, bounds
        WHERE acc.key = $1 AND d.day >= bounds.today - ($2::int - 1)
        GROUP BY 1
     )
     SELECT to_char(days.day, 'YYYY-MM-DD') AS date, COALESCE(per.likes, 0)::bigint AS likes
       FROM days LEFT JOIN per ON per.day = days.day
      ORDER BY days.day`,
    [`athlete:${athleteId}`, n],
  );
  const [acc] = await q(sequelize)<{ likes: number }>(`SELECT COALESCE(fanlift_balance_of($1), 0) AS likes`, [
    `athlete:${athleteId}`,
  ]);
  let total = Number(acc?.likes ?? 0);
  const points: LikesPoint[] = new Array(rows.length);
  for (let i = rows.length - 1; i >= 0; i--) {
    const likes = Number(rows[i].likes);
    points[i] = { date: rows[i].date, likes, total };
    total -= likes;
  }
  return points;
}

/** An athlete's full name, or null when there is no such athlete. */
export async function athleteFullName(sequelize: Sequelize, id: number): Promise<string | null> {
  if (!validId(id)) return null;
  const [row] = await q(sequelize)<{ name: string }>(
    `SELECT full_name AS name FROM athlete_profiles WHERE id = $1`,
    [id],
  );
  return row?.name ?? null;
}
