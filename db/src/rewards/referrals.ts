import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { emails, type WalletTransaction } from '@fanlift/core';
import { fanAccount } from '../ledger/accounts';
import { creditPromo } from '../ledger/promo';
import { txQuery } from '../ledger/tx';
import { CommandRejectedError } from '../commands/kinds';
import { chancesLeftOf, grantSpinChances } from './spins';
import { stageMarketingEmail, unsubscribePageUrl, type EmailLinks } from './unsubscribe';

/** Referral rewards (DESIGN §5): one reward per invitee (UNIQUE referrals.invitee_user_id, cause `referral:<id>`). */
export const referralPaymentName = (friendName: string) => `Referral rewards: ${friendName}`;

/** "Fiona F." / the email's local part: how a friend is named to the inviter. */
export function friendNameOf(u: {
  first_name: string | null;
  last_name: string | null;
  email: string;
}): string {
  if (u.first_name) return `${u.first_name}${u.last_name ? ` ${u.last_name[0]}.` : ''}`;
  return u.email.split('@')[0];
}

/** SQL: a fan is onboarded (SPEC §4) when the fan profile has a school. */
const ONBOARDED_SQL = `EXISTS (SELECT 1 FROM fan_profiles fp JOIN fan_selected_schools f ON f.fan_profile_id = fp.id
                               WHERE fp.user_id = u.id)`;

export interface InviteeState {
  id: number;
  referredBy: number | null;
  onboarded: boolean;
  userType: string;
}

export async function inviteeState(sequelize: Sequelize, userId: number): Promise<InviteeState | null> {
  const [u] = await sequelize.query<{
    id: number;
    referred_by_user_id: number | null;
    onboarded: boolean;
    user_type: string;
  }>(
    `SELECT u.id, u.referred_by_user_id, u.user_type, ${ONBOARDED_SQL} AS onboarded FROM users u WHERE u.id = $1`,
    { bind: [userId], type: QueryTypes.SELECT },
  );
  return u
    ? { id: u.id, referredBy: u.referred_by_user_id, onboarded: u.onboarded, userType: u.user_type }
    : null;
}

/**
 * createReferral: the session user (a fan who signed up and is not onboarded yet, with no inviter) names the
 * code of the friend who invited them. Self-referral and unknown codes are refused; a second inviter is refused.
 */
export async function recordReferral(
  sequelize: Sequelize,
  inviteeId: number,
  code: string,
): Promise<{ inviterUserId: number; created: boolean }> {
  return sequelize.transaction(async (t) => {
    const [inviter] = await sequelize.query<{ id: number }>(`SELECT id FROM users WHERE referral_code = $1`, {
      bind: [code],
      type: QueryTypes.SELECT,
      transaction: t,
    });
    if (!inviter) throw new CommandRejectedError('unknown_referral_code', 'No fan has this referral code');
    if (inviter.id === inviteeId)
      throw new CommandRejectedError('self_referral', 'You cannot refer yourself');
    const [me] = await sequelize.query<{ referred_by_user_id: number | null; onboarded: boolean }>(
      `SELECT u.referred_by_user_id, ${ONBOARDED_SQL} AS onboarded FROM users u WHERE u.id = $1 FOR NO KEY UPDATE OF u`,
      { bind: [inviteeId], type: QueryTypes.SELECT, transaction: t },
    );
    if (me.referred_by_user_id != null && me.referred_by_user_id !== inviter.id)
      throw new CommandRejectedError('already_referred', 'Another fan already referred you');
    if (me.referred_by_user_id == null) {
      if (me.onboarded)
        throw new CommandRejectedError(
          'already_onboarded',
          'Referrals count for new fans before they onboard',
        );
      await sequelize.query(`UPDATE users SET referred_by_user_id = $2 WHERE id = $1`, {
        bind: [inviteeId, inviter.id],
        transaction: t,
      });
    }
    const rows = await sequelize.query(
      `INSERT INTO referrals (inviter_user_id, invitee_user_id) VALUES ($1, $2)
       ON CONFLICT (invitee_user_id) DO NOTHING RETURNING id`,
      { bind: [inviter.id, inviteeId], type: QueryTypes.SELECT, transaction: t },
    );
    return { inviterUserId: inviter.id, created: rows.length > 0 };
  });
}

async function storedBalance(t: Transaction, key: string): Promise<number> {
  const [row] = await txQuery<{ balance: string }>(t, `SELECT balance FROM ledger_accounts WHERE key = $1`, [
    key,
  ]);
  return Number(row?.balance ?? 0);
}

export interface AppliedReferral {
  referralId: number;
  rewarded: boolean;
  likes: number;
  friendName: string;
  balance: number;
  chancesLeft: number;
  journalId: number | null;
  /** The `gift` wallet transaction of the reward (null when nothing was credited). */
  transaction: WalletTransaction | null;
  emailId: string | null;
}

/**
 * Apply the inviter's reward inside the caller's transaction: the invitee must have been referred by this
 * inviter and be onboarded. The referral row is locked; a rewarded one answers rewarded:false (nothing again).
 */
export async function applyReferralReward(
  t: Transaction,
  input: { commandId: string; inviterUserId: number; inviteeUserId: number; likes: number },
  links: EmailLinks,
): Promise<AppliedReferral> {
  if (input.inviterUserId === input.inviteeUserId)
    throw new CommandRejectedError('self_referral', 'You cannot refer yourself');
  const [invitee] = await txQuery<{
    referred_by_user_id: number | null;
    onboarded: boolean;
    first_name: string | null;
    last_name: string | null;
    email: string;
  }>(
    t,
    `SELECT u.referred_by_user_id, u.first_name, u.last_name, u.email, ${ONBOARDED_SQL} AS onboarded
       FROM users u WHERE u.id = $1`,
    [input.inviteeUserId],
  );
  if (!invitee || invitee.referred_by_user_id !== input.inviterUserId)
    throw new CommandRejectedError('not_referred', 'This fan did not sign up with your invite link');
  if (!invitee.onboarded)
    throw new CommandRejectedError('not_onboarded', 'Your friend has not finished onboarding yet');
  await txQuery(
    t,
    `INSERT INTO referrals (inviter_user_id, invitee_user_id) VALUES ($1, $2) ON CONFLICT (invitee_user_id) DO NOTHING`,
    [input.inviterUserId, input.inviteeUserId],
  );
  const [ref] = await txQuery<{ id: string; status: string; inviter_user_id: number }>(
    t,
    `SELECT id, status, inviter_user_id FROM referrals WHERE invitee_user_id = $1 FOR UPDATE`,
    [input.inviteeUserId],
  );
  const friendName = friendNameOf(invitee);
  const fan = fanAccount(input.inviterUserId);
  if (ref.status === 'rewarded' || ref.inviter_user_id !== input.inviterUserId) {
    const c = await chancesLeftOf(t, input.inviterUserId);
    return {
      referralId: Number(ref.id),
      rewarded: false,
      likes: 0,
      friendName,
      balance: await storedBalance(t, fan),
      chancesLeft: c.chancesLeft,
      journalId: null,
      transaction: null,
      emailId: null,
    };
  }
  let journalId: number | null = null;
  let balance = await storedBalance(t, fan);
  let transaction: WalletTransaction | null = null;
  if (input.likes > 0) {
    const credited = await creditPromo(t, {
      fanUserId: input.inviterUserId,
      likes: input.likes,
      type: 'gift',
      cause: {
        kind: 'referral',
        key: `referral:${input.inviteeUserId}`,
        commandId: input.commandId,
        meta: { inviteeUserId: input.inviteeUserId },
      },
      paymentName: referralPaymentName(friendName),
      walletMeta: { commandId: input.commandId, inviteeUserId: input.inviteeUserId },
    });
    journalId = credited.journalId;
    balance = credited.balance ?? balance;
    transaction = credited.transaction;
  }
  await grantSpinChances(t, {
    userId: input.inviterUserId,
    chances: 1,
    source: 'referral',
    causeKey: `referral:${input.inviteeUserId}`,
    note: `${friendName} joined`,
  });
  await txQuery(
    t,
    `UPDATE referrals SET status = 'rewarded', rewarded_at = now(), likes = $2, command_id = $3, journal_id = $4
      WHERE id = $1`,
    [ref.id, input.likes, input.commandId, journalId],
  );
  const [inviter] = await txQuery<{ email: string; first_name: string | null }>(
    t,
    `SELECT email, first_name FROM users WHERE id = $1`,
    [input.inviterUserId],
  );
  const base = links.publicUrl.replace(/\/+$/, '');
  const content = emails.referralReward({
    firstName: inviter.first_name,
    friendName,
    likes: input.likes,
    walletUrl: `${base}/wallet`,
    unsubscribeUrl: unsubscribePageUrl(links, inviter.email),
  });
  const staged = await stageMarketingEmail(t, {
    idempotencyKey: `referral-reward:${input.inviteeUserId}`,
    to: inviter.email,
    subject: content.subject,
    text: content.text,
    userId: input.inviterUserId,
    kind: 'referral-reward',
  });
  const c = await chancesLeftOf(t, input.inviterUserId);
  return {
    referralId: Number(ref.id),
    rewarded: true,
    likes: input.likes,
    friendName,
    balance,
    chancesLeft: c.chancesLeft,
    journalId,
    transaction,
    emailId: staged?.created ? staged.id : null,
  };
}
