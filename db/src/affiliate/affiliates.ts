import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { AffiliateAdminRow, AffiliateStats } from '@fanlift/core';
import { newQrCodeId } from '../qr/codes';
import { sequelizeOf } from '../ledger/tx';

/** How long a visit keeps its attribution: a sign-up within this many days is the affiliate's referral. */
export const AFFILIATE_ATTRIBUTION_DAYS = 30;

/** A fan's affiliate code, created on first use (UNIQUE user_id: one code per fan). */
export async function ensureAffiliate(
  sequelize: Sequelize,
  userId: number,
): Promise<{ id: number; code: string }> {
  const [existing] = await sequelize.query<{ id: number; code: string }>(
    `SELECT id, code FROM affiliates WHERE user_id = $1`,
    { bind: [userId], type: QueryTypes.SELECT },
  );
  if (existing) return { id: Number(existing.id), code: existing.code };
  const [row] = await sequelize.query<{ id: number; code: string }>(
    `INSERT INTO affiliates (user_id, code) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET user_id = EXCLUDED.user_id RETURNING id, code`,
    { bind: [userId, newQrCodeId(8)], type: QueryTypes.SELECT },
  );
  return { id: Number(row.id), code: row.code };
}

export async function affiliateByCode(
  sequelize: Sequelize,
  code: string,
): Promise<{ id: number; userId: number; code: string; firstName: string | null } | null> {
  if (!/^[A-Za-z0-9]{4,32}$/.test(code)) return null;
  const [row] = await sequelize.query<{ id: number; userId: number; code: string; firstName: string | null }>(
    `SELECT a.id, a.user_id AS "userId", a.code, u.first_name AS "firstName"
       FROM affiliates a JOIN users u ON u.id = a.user_id WHERE a.code = $1`,
    { bind: [code], type: QueryTypes.SELECT },
  );
  return row ? { ...row, id: Number(row.id) } : null;
}

/** Record a visit of an affiliate link (none when the affiliate visits their own link). Answers the visit id. */
export async function recordAffiliateVisit(
  sequelize: Sequelize,
  affiliate: { id: number; userId: number },
  visitorUserId: number | null,
): Promise<number | null> {
  if (visitorUserId === affiliate.userId) return null;
  const [row] = await sequelize.query<{ id: number }>(
    `INSERT INTO affiliate_visits (affiliate_id, visitor_user_id) VALUES ($1, $2) RETURNING id`,
    { bind: [affiliate.id, visitorUserId], type: QueryTypes.SELECT },
  );
  return Number(row.id);
}

/**
 * Inside the transaction that creates a user: a visit younger than 30 days makes the new fan the affiliate's
 * referral (once: UNIQUE referred_user_id; never the affiliate themselves). Answers the affiliate's user id.
 */
export async function attributeAffiliateSignupIn(
  t: Transaction,
  visitId: number,
  userId: number,
): Promise<number | null> {
  const sequelize = sequelizeOf(t);
  const [v] = await sequelize.query<{ affiliateId: number; affiliateUserId: number }>(
    `SELECT v.affiliate_id AS "affiliateId", a.user_id AS "affiliateUserId"
       FROM affiliate_visits v JOIN affiliates a ON a.id = v.affiliate_id
      WHERE v.id = $1 AND v.created_at > now() - make_interval(days => $2)`,
    { bind: [visitId, AFFILIATE_ATTRIBUTION_DAYS], type: QueryTypes.SELECT, transaction: t },
  );
  if (!v || v.affiliateUserId === userId) return null;
  const inserted = await sequelize.query(
    `INSERT INTO affiliate_referrals (affiliate_id, referred_user_id) VALUES ($1, $2)
     ON CONFLICT (referred_user_id) DO NOTHING RETURNING id`,
    { bind: [v.affiliateId, userId], type: QueryTypes.SELECT, transaction: t },
  );
  await sequelize.query(
    `UPDATE affiliate_visits SET visitor_user_id = $2 WHERE id = $1 AND visitor_user_id IS NULL`,
    {
      bind: [visitId, userId],
      transaction: t,
    },
  );
  return inserted.length ? Number(v.affiliateUserId) : null;
}

/** The affiliate dashboard: totals and earnings by day (the last `days` days, UTC). */
export async function affiliateStats(
  sequelize: Sequelize,
  affiliate: { id: number; code: string },
  opts: { publicUrl: string; days?: number },
): Promise<AffiliateStats> {
  const days = opts.days ?? 30;
  const [totals] = await sequelize.query<{
    visits: number;
    signups: number;
    purchases: number;
    earned: number;
  }>(
    `SELECT (SELECT count(*) FROM affiliate_visits WHERE affiliate_id = $1)::int AS visits,
            (SELECT count(*) FROM affiliate_referrals WHERE affiliate_id = $1)::int AS signups,
            (SELECT count(*) FROM affiliate_commissions WHERE affiliate_id = $1 AND likes > 0)::int AS purchases,
            (SELECT COALESCE(sum(likes), 0) FROM affiliate_commissions WHERE affiliate_id = $1)::int AS earned`,
    { bind: [affiliate.id], type: QueryTypes.SELECT },
  );
  const byDay = await sequelize.query<{ date: string; likes: number }>(
    `SELECT to_char(d, 'YYYY-MM-DD') AS date,
            COALESCE((SELECT sum(c.likes) FROM affiliate_commissions c
                       WHERE c.affiliate_id = $1 AND (c.created_at AT TIME ZONE 'UTC')::date = d::date), 0)::int AS likes
       FROM generate_series((now() AT TIME ZONE 'UTC')::date - ($2::int - 1), (now() AT TIME ZONE 'UTC')::date,
                            interval '1 day') AS d
      ORDER BY d`,
    { bind: [affiliate.id, days], type: QueryTypes.SELECT },
  );
  return {
    code: affiliate.code,
    link: `${opts.publicUrl.replace(/\/+$/, '')}/affiliate/${affiliate.code}`,
    visits: totals.visits,
    signups: totals.signups,
    purchases: totals.purchases,
    earnedLikes: totals.earned,
    byDay: byDay.map((d) => ({ date: d.date, likes: Number(d.likes) })),
  };
}

/** Admins: every affiliate with totals, biggest earners first. */
export async function listAffiliates(sequelize: Sequelize): Promise<AffiliateAdminRow[]> {
  const rows = await sequelize.query<AffiliateAdminRow>(
    `SELECT a.code, u.email, concat_ws(' ', u.first_name, u.last_name) AS name,
            (SELECT count(*) FROM affiliate_visits v WHERE v.affiliate_id = a.id)::int AS visits,
            (SELECT count(*) FROM affiliate_referrals r WHERE r.affiliate_id = a.id)::int AS signups,
            (SELECT count(*) FROM affiliate_commissions c WHERE c.affiliate_id = a.id AND c.likes > 0)::int AS purchases,
            (SELECT COALESCE(sum(c.likes), 0) FROM affiliate_commissions c WHERE c.affiliate_id = a.id)::int AS "earnedLikes"
       FROM affiliates a JOIN users u ON u.id = a.user_id
      ORDER BY "earnedLikes" DESC, a.id LIMIT 500`,
    { type: QueryTypes.SELECT },
  );
  return rows.map((r) => ({ ...r, name: r.name.trim() || r.email }));
}
