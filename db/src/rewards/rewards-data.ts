import { QueryTypes, type Sequelize } from 'sequelize';
import { inviteLinkPath, type RewardItem, type RewardsData } from '@fanlift/core';
import { friendNameOf } from './referrals';
import { SPIN_PAYMENT_NAME } from './spins';

/** GET getRewardsData: the Rewards tab (referral rewards with the friend's name, spin wins, star bonuses). */
export async function rewardsDataOf(
  sequelize: Sequelize,
  userId: number,
  inviterEarnLike: number,
  limit = 100,
): Promise<RewardsData> {
  const q = <T extends object>(sql: string) =>
    sequelize.query<T>(sql, { bind: [userId, limit], type: QueryTypes.SELECT });
  const [[user], refs, spins, stars, [sums]] = await Promise.all([
    q<{ referral_code: string }>(`SELECT referral_code FROM users WHERE id = $1 AND $2::int > 0`),
    q<{
      status: string;
      likes: number | null;
      rewarded_at: Date | null;
      created_at: Date;
      first_name: string | null;
      last_name: string | null;
      email: string;
    }>(
      `SELECT r.status, r.likes, r.rewarded_at, r.created_at, u.first_name, u.last_name, u.email
         FROM referrals r JOIN users u ON u.id = r.invitee_user_id
        WHERE r.inviter_user_id = $1 ORDER BY r.created_at DESC LIMIT $2`,
    ),
    q<{ likes: number; created_at: Date }>(
      `SELECT likes, created_at FROM spins WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    ),
    q<{ star: number; created_at: Date }>(
      `SELECT star, created_at FROM milestone_stars WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2`,
    ),
    q<{ invited: string; rewarded: string; ref_likes: string; spin_likes: string }>(
      `SELECT (SELECT COUNT(*) FROM users WHERE referred_by_user_id = $1) AS invited,
              (SELECT COUNT(*) FROM referrals WHERE inviter_user_id = $1 AND status = 'rewarded') AS rewarded,
              (SELECT COALESCE(SUM(likes), 0) FROM referrals WHERE inviter_user_id = $1 AND status = 'rewarded') AS ref_likes,
              (SELECT COALESCE(SUM(likes), 0) FROM spins WHERE user_id = $1 AND $2::int > 0) AS spin_likes`,
    ),
  ]);
  const rewards: RewardItem[] = [
    ...refs
      .filter((r) => r.status === 'rewarded')
      .map((r): RewardItem => {
        const friendName = friendNameOf(r);
        return {
          kind: 'referral',
          likes: r.likes ?? 0,
          chances: 1,
          label: `${friendName} joined with your link`,
          friendName,
          star: null,
          createdAt: new Date(r.rewarded_at ?? r.created_at).toISOString(),
        };
      }),
    ...spins.map((s): RewardItem => ({
      kind: 'spin',
      likes: s.likes,
      chances: 0,
      label: SPIN_PAYMENT_NAME,
      friendName: null,
      star: null,
      createdAt: new Date(s.created_at).toISOString(),
    })),
    ...stars.map((s): RewardItem => ({
      kind: 'star',
      likes: null,
      chances: 1,
      label: `Star ${s.star} earned: a bonus spin`,
      friendName: null,
      star: s.star,
      createdAt: new Date(s.created_at).toISOString(),
    })),
  ].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  return {
    userId,
    inviterEarnLike,
    referralCode: user?.referral_code ?? '',
    invitePath: inviteLinkPath(user?.referral_code ?? ''),
    friendsInvited: Number(sums?.invited ?? 0),
    friendsRewarded: Number(sums?.rewarded ?? 0),
    likesFromReferrals: Number(sums?.ref_likes ?? 0),
    likesFromSpins: Number(sums?.spin_likes ?? 0),
    rewards: rewards.slice(0, limit),
  };
}
