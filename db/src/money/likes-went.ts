/**
 * "Where your likes went" (issue 29 item 3): per athlete and school a fan backed, the likes given (the derived
 * ledger_supporters row, kept with every journal: an index read, never a sum of journals), and the goals
 * (allocations) the fan's sends named, with each goal's progress (derived_counts 'allocation_raised').
 */
import type { Sequelize } from 'sequelize';
import type { LikesWent } from '@fanlift/core';
import { q } from '../sql';

interface RecipientRow {
  kind: 'athlete' | 'school';
  id: number;
  name: string;
  photo_url: string | null;
  slug: string | null;
  likes: string | number;
}

interface GoalRow {
  id: number;
  athlete_id: number;
  name: string;
  goal_likes: number | null;
  raised: string | number;
  given: string | number;
}

/** A fan's recipients, most given first (index ledger_supporters_fan), each with the goals the fan gave to. */
export async function likesWentOf(sequelize: Sequelize, userId: number, limit = 200): Promise<LikesWent> {
  const query = q(sequelize);
  const recipients = await query<RecipientRow>(
    `SELECT a.kind, a.owner_id AS id, COALESCE(ap.full_name, s.name, 'Unknown') AS name,
            ap.photo_url, s.slug, g.likes
       FROM ledger_supporters g
       JOIN ledger_accounts a ON a.id = g.account_id AND a.kind IN ('athlete', 'school')
       LEFT JOIN athlete_profiles ap ON a.kind = 'athlete' AND ap.id = a.owner_id
       LEFT JOIN schools s ON a.kind = 'school' AND s.id = a.owner_id
      WHERE g.user_id = $1 AND g.likes > 0
      ORDER BY g.likes DESC, g.account_id LIMIT $2`,
    [userId, limit],
  );
  // The goals this fan's own sends named (their wallet transactions: the fan's rows only, by index).
  const goals = await query<GoalRow>(
    `SELECT al.id, al.athlete_profile_id AS athlete_id, al.name, al.goal_likes,
            fanlift_count('allocation_raised', al.id) AS raised, w.given
       FROM (SELECT (meta->>'allocationId')::integer AS allocation_id, sum(likes) AS given
               FROM wallet_transactions
              WHERE user_id = $1 AND type = 'used' AND status = 'succeeded'
                AND meta->>'allocationId' ~ '^[0-9]{1,9}$'
              GROUP BY 1) w
       JOIN athlete_allocations al ON al.id = w.allocation_id
      ORDER BY al.athlete_profile_id, al.id`,
    [userId],
  );
  const byAthlete = new Map<number, LikesWent['recipients'][number]['goals']>();
  for (const g of goals) {
    const list = byAthlete.get(g.athlete_id) ?? [];
    list.push({
      id: g.id,
      name: g.name,
      goalLikes: g.goal_likes,
      raisedLikes: Number(g.raised),
      givenLikes: Number(g.given),
    });
    byAthlete.set(g.athlete_id, list);
  }
  const list = recipients.map((r) => ({
    kind: r.kind,
    id: r.id,
    name: r.name,
    photoUrl: r.photo_url,
    slug: r.slug,
    likes: Number(r.likes),
    goals: r.kind === 'athlete' ? (byAthlete.get(r.id) ?? []) : [],
  }));
  return { recipients: list, totalLikes: list.reduce((n, r) => n + r.likes, 0) };
}
