import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { STAR_TOTAL, emails, starProgress, type Milestone, type MilestoneProgression } from '@fanlift/core';
import { txQuery } from '../ledger/tx';
import { grantSpinChances } from './spins';
import { stageMarketingEmail, unsubscribePageUrl, type EmailLinks } from './unsubscribe';

/**
 * Milestones and stars (DESIGN §5): stars by total likes given (send-likes journals). fan_milestones keeps the
 * running total (updated with the send's journal, migration 0022, under the fan account's lock, so concurrent sends
 * are serialised; every fan has a row, 0023); each new star is recorded once (UNIQUE user, star), grants one spin
 * chance (cause
 * `star:<user>:<n>`) and stages its email (key `star:<user>:<n>`).
 */
export interface StarAward {
  star: number;
  threshold: number;
  emailId: string | null;
}

export interface StarsOutcome {
  likesGiven: number;
  earnedStar: number;
  newStars: StarAward[];
}

/** Likes a fan gave (sum of send-likes `used` transactions), from the ledger. */
export async function likesGivenFromLedger(t: Transaction, userId: number): Promise<number> {
  const [row] = await txQuery<{ likes: string }>(
    t,
    `SELECT COALESCE(SUM(w.likes), 0)::bigint AS likes
       FROM wallet_transactions w JOIN ledger_journals j ON j.id = w.journal_id
      WHERE w.user_id = $1 AND w.type = 'used' AND w.status = 'succeeded' AND j.kind = 'send-likes'`,
    [userId],
  );
  return Number(row?.likes ?? 0);
}

async function awardStars(
  t: Transaction,
  userId: number,
  likesGiven: number,
  thresholds: readonly number[],
  links: EmailLinks,
): Promise<StarsOutcome> {
  const { earnedStar } = starProgress(likesGiven, thresholds);
  const [m] = await txQuery<{ earned_star: number }>(
    t,
    `INSERT INTO fan_milestones (user_id, likes_given, earned_star) VALUES ($1, $2, 0)
     ON CONFLICT (user_id) DO UPDATE SET likes_given = EXCLUDED.likes_given, updated_at = now()
     RETURNING earned_star`,
    [userId, likesGiven],
  );
  const newStars: StarAward[] = [];
  if (earnedStar <= (m?.earned_star ?? 0)) return { likesGiven, earnedStar: m?.earned_star ?? 0, newStars };
  const [user] = await txQuery<{ email: string; first_name: string | null }>(
    t,
    `SELECT email, first_name FROM users WHERE id = $1`,
    [userId],
  );
  for (let star = 1; star <= earnedStar; star++) {
    const threshold = thresholds[star - 1];
    const inserted = await txQuery(
      t,
      `INSERT INTO milestone_stars (user_id, star, threshold, likes_given) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, star) DO NOTHING RETURNING id`,
      [userId, star, threshold, likesGiven],
    );
    if (inserted.length === 0) continue;
    await grantSpinChances(t, {
      userId,
      chances: 1,
      source: 'star',
      causeKey: `star:${userId}:${star}`,
      note: `Star ${star} of ${STAR_TOTAL}`,
    });
    let emailId: string | null = null;
    if (user) {
      const base = links.publicUrl.replace(/\/+$/, '');
      const c = emails.newStar({
        firstName: user.first_name,
        star,
        starTotal: STAR_TOTAL,
        likesGiven,
        milestoneUrl: `${base}/milestone`,
        unsubscribeUrl: unsubscribePageUrl(links, user.email),
      });
      const staged = await stageMarketingEmail(t, {
        idempotencyKey: `star:${userId}:${star}`,
        to: user.email,
        subject: c.subject,
        text: c.text,
        userId,
        kind: 'star',
      });
      emailId = staged?.created ? staged.id : null;
    }
    newStars.push({ star, threshold, emailId });
  }
  await txQuery(
    t,
    `UPDATE fan_milestones SET earned_star = GREATEST(earned_star, $2), updated_at = now() WHERE user_id = $1`,
    [userId, earnedStar],
  );
  return { likesGiven, earnedStar, newStars };
}

/**
 * In a send's transaction (after its journal, which already added the likes to the fan's running total: the
 * derive function of migration 0022 keeps fan_milestones.likes_given): award any star crossed. `likes` is what
 * this send gave (kept for the callers; the total already holds it).
 */
export async function recordLikesGiven(
  t: Transaction,
  userId: number,
  _likes: number,
  thresholds: readonly number[],
  links: EmailLinks,
): Promise<StarsOutcome> {
  const rows = await txQuery<{ likes_given: string; earned_star: number }>(
    t,
    `SELECT likes_given, earned_star FROM fan_milestones WHERE user_id = $1`,
    [userId],
    'fanlift_milestone_read',
  );
  if (rows[0]) {
    const likesGiven = Number(rows[0].likes_given);
    if (starProgress(likesGiven, thresholds).earnedStar <= rows[0].earned_star)
      return { likesGiven, earnedStar: rows[0].earned_star, newStars: [] };
    return awardStars(t, userId, likesGiven, thresholds, links);
  }
  return awardStars(t, userId, await likesGivenFromLedger(t, userId), thresholds, links);
}

/**
 * Recompute a fan's likes given and stars from the ledger (generate-old-data, a star a cheer earned; idempotent).
 * The fan's row is locked first: a gift committing meanwhile is then in the ledger read that follows (each statement
 * reads what was committed when it started), and a later one waits for this transaction. Without the lock the total
 * read from an older snapshot overwrote a concurrent gift's count (a cheer's milestone-sync racing the next cheers).
 */
export async function syncMilestone(
  t: Transaction,
  userId: number,
  thresholds: readonly number[],
  links: EmailLinks,
): Promise<StarsOutcome> {
  await txQuery(t, `SELECT 1 FROM fan_milestones WHERE user_id = $1 FOR UPDATE`, [userId]);
  return awardStars(t, userId, await likesGivenFromLedger(t, userId), thresholds, links);
}

/** A fan's milestone view (likes given, stars, next threshold, history). */
export async function milestoneOf(
  sequelize: Sequelize,
  userId: number,
  thresholds: readonly number[],
): Promise<Milestone> {
  const [given] = await sequelize.query<{ likes: string }>(
    // The running total (migration 0022 keeps it with every send-likes journal; no row: nothing given).
    `SELECT COALESCE((SELECT likes_given FROM fan_milestones WHERE user_id = $1), 0)::bigint AS likes`,
    { bind: [userId], type: QueryTypes.SELECT },
  );
  const stars = await sequelize.query<{
    star: number;
    threshold: number;
    likes_given: string;
    created_at: Date;
  }>(
    `SELECT star, threshold, likes_given, created_at FROM milestone_stars WHERE user_id = $1 ORDER BY star`,
    { bind: [userId], type: QueryTypes.SELECT },
  );
  const likesGiven = Number(given?.likes ?? 0);
  const p = starProgress(likesGiven, thresholds);
  return {
    userId,
    likesGiven,
    earnedStar: Math.max(p.earnedStar, stars.length),
    starTotal: STAR_TOTAL,
    thresholds: [...thresholds],
    nextStar: p.nextStar,
    nextThreshold: p.nextThreshold,
    remaining: p.remaining,
    stars: stars.map((s) => ({
      star: s.star,
      threshold: s.threshold,
      likesGiven: Number(s.likes_given),
      createdAt: new Date(s.created_at).toISOString(),
    })),
  };
}

/** The name shown in the list: first and last name, else the email (index users_fan_name holds this text). */
const FAN_NAME = `COALESCE(NULLIF(btrim(COALESCE(u.first_name, '') || ' ' || COALESCE(u.last_name, '')), ''), u.email::text)`;

/** Each order walks an index: fan_milestones_rank, _likes, _recent (every fan has a row), users_fan_name. */
const SORTS = {
  stars: 'm.earned_star DESC, m.likes_given DESC, m.user_id',
  likes: 'm.likes_given DESC, m.user_id',
  name: `${FAN_NAME}, u.id`,
  recent: 'm.last_star_at DESC NULLS LAST, m.user_id',
} as const;

/**
 * Admin 'Milestone Progression': fans with their stars and likes given, sorted and paged. Every fan has a
 * fan_milestones row (migration 0023) with its last star's time, so a page is an index walk; the total is the fans
 * counter (derived_counts 'fans').
 */
export async function milestoneProgression(
  sequelize: Sequelize,
  opts: { sort: keyof typeof SORTS; page: number; pageSize: number },
): Promise<MilestoneProgression> {
  const rows = await sequelize.query<{
    id: number;
    name: string;
    email: string;
    earned_star: number;
    likes_given: string;
    last_star_at: Date | null;
  }>(
    `SELECT u.id, ${FAN_NAME} AS name, u.email, m.earned_star, m.likes_given, m.last_star_at
       FROM fan_milestones m JOIN users u ON u.id = m.user_id
      WHERE u.user_type = 'fan'
      ORDER BY ${SORTS[opts.sort]} LIMIT $1 OFFSET $2`,
    { bind: [opts.pageSize, (opts.page - 1) * opts.pageSize], type: QueryTypes.SELECT },
  );
  const [c] = await sequelize.query<{ n: string }>(`SELECT fanlift_count('fans', 0) AS n`, {
    type: QueryTypes.SELECT,
  });
  return {
    rows: rows.map((r) => ({
      userId: r.id,
      name: r.name,
      email: r.email,
      earnedStar: r.earned_star,
      likesGiven: Number(r.likes_given),
      lastStarAt: r.last_star_at ? new Date(r.last_star_at).toISOString() : null,
    })),
    total: Number(c.n),
    page: opts.page,
    pageSize: opts.pageSize,
  };
}

/** Fans whose recorded milestone may lag the ledger (for generate-old-data). */
export async function fansWithSends(sequelize: Sequelize): Promise<number[]> {
  const rows = await sequelize.query<{ user_id: number }>(
    `SELECT DISTINCT w.user_id FROM wallet_transactions w JOIN ledger_journals j ON j.id = w.journal_id
      WHERE w.type = 'used' AND j.kind = 'send-likes' ORDER BY 1`,
    { type: QueryTypes.SELECT },
  );
  return rows.map((r) => r.user_id);
}
