/** Fan profiles: likes given, stars, selected schools and who the fan supports. */
import { QueryTypes, type Sequelize } from 'sequelize';
import { starsForLikesGiven, type FanProfileView } from '@fanlift/core';
import { schoolLogoUrl } from '../serializers';
import { validId, q } from '../sql';

/**
 * Likes a fan has given to athletes and universities (DESIGN §5: stars are earned by likes given). Only
 * send-likes journals count: marketplace spends and refund or dispute claw-backs are `used` too, but give
 * nothing to anyone. The running total kept with every send (fan_milestones, migration 0022).
 */
export async function fanLikesGiven(sequelize: Sequelize, userId: number): Promise<number> {
  const [row] = await sequelize.query<{ likes: number }>(
    `SELECT COALESCE((SELECT likes_given FROM fan_milestones WHERE user_id = $1), 0)::bigint AS likes`,
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
      // The athletes and schools the fan gave most (ledger_supporters, kept with every journal: migration 0022).
      `SELECT ca.kind AS type, ca.owner_id AS id, s.likes,
              CASE WHEN ca.kind = 'athlete' THEN (SELECT full_name FROM athlete_profiles WHERE id = ca.owner_id)
                   ELSE (SELECT name FROM schools WHERE id = ca.owner_id) END AS name
         FROM ledger_supporters s JOIN ledger_accounts ca ON ca.id = s.account_id
        WHERE s.user_id = $1
        ORDER BY s.likes DESC, ca.kind, ca.owner_id LIMIT 10`,
      [userId],
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
