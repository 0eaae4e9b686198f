import { randomBytes } from 'node:crypto';
import { QueryTypes, type Sequelize } from 'sequelize';
import { emails, type Invite, type InviteList, type InviteResult } from '@fanlift/core';
import { isUnsubscribed, stageMarketingEmail, unsubscribePageUrl, type EmailLinks } from './unsubscribe';

/**
 * Invitations by email (/invite-fan, and its admin bulk mode): one invitation email per address per week
 * (whoever sends it; serialised per address with an advisory lock), none to an unsubscribed address or to
 * someone who already has an account. Each is tracked: sent, opened the link (/api/invites/open/{token}),
 * signed up (a user with that address exists).
 */
export const INVITE_RESEND_DAYS = 7;
export { INVITE_BATCH_MAX } from '@fanlift/core';
const EMAIL_RE = /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/;

/** Addresses in a pasted list or CSV (commas, semicolons, new lines, quotes; a header row is skipped). */
export function parseEmailList(text: string): string[] {
  const seen = new Set<string>();
  for (const raw of text.split(/[\s,;]+/)) {
    const v = raw
      .replace(/^["'<]+|["'>]+$/g, '')
      .trim()
      .toLowerCase();
    if (v) seen.add(v);
  }
  return [...seen];
}

export const isEmailAddress = (v: string) => v.length <= 254 && EMAIL_RE.test(v);

export async function sendInvites(
  sequelize: Sequelize,
  input: { inviterUserId: number; inviterName: string; source: 'fan' | 'admin'; emails: string[] },
  links: EmailLinks,
): Promise<{ results: InviteResult['results']; emailIds: string[] }> {
  const results: InviteResult['results'] = [];
  const emailIds: string[] = [];
  const base = links.publicUrl.replace(/\/+$/, '');
  for (const email of input.emails) {
    if (!isEmailAddress(email)) {
      results.push({ email, outcome: 'invalid' });
      continue;
    }
    const outcome = await sequelize.transaction(async (t) => {
      await sequelize.query(`SELECT pg_advisory_xact_lock(hashtext('invite:' || lower($1)))`, {
        bind: [email],
        transaction: t,
      });
      const member = await sequelize.query(`SELECT 1 FROM users WHERE email = $1`, {
        bind: [email],
        type: QueryTypes.SELECT,
        transaction: t,
      });
      if (member.length) return 'already_member' as const;
      if (await isUnsubscribed(t, email)) return 'unsubscribed' as const;
      const recent = await sequelize.query(
        `SELECT 1 FROM fan_invites WHERE email = $1 AND status = 'sent'
           AND created_at > now() - ($2::int * interval '1 day')`,
        { bind: [email, INVITE_RESEND_DAYS], type: QueryTypes.SELECT, transaction: t },
      );
      if (recent.length) return 'already_invited' as const;
      const token = randomBytes(18).toString('base64url');
      const [row] = await sequelize.query<{ id: string }>(
        `INSERT INTO fan_invites (token, inviter_user_id, email, source) VALUES ($1, $2, $3, $4) RETURNING id`,
        { bind: [token, input.inviterUserId, email, input.source], type: QueryTypes.SELECT, transaction: t },
      );
      const c = emails.invite({
        inviterName: input.inviterName,
        link: `${base}/api/invites/open/${token}`,
        unsubscribeUrl: unsubscribePageUrl(links, email),
      });
      const staged = await stageMarketingEmail(t, {
        idempotencyKey: `invite:${row.id}`,
        to: email,
        subject: c.subject,
        text: c.text,
        kind: 'invite',
      });
      if (!staged) return 'unsubscribed' as const;
      await sequelize.query(`UPDATE fan_invites SET email_id = $2 WHERE id = $1`, {
        bind: [row.id, staged.id],
        transaction: t,
      });
      emailIds.push(staged.id);
      return 'sent' as const;
    });
    results.push({ email, outcome });
  }
  return { results, emailIds };
}

/** Record that an invitation link was opened; answers the inviter's referral code (for the sign-up link). */
export async function openInvite(sequelize: Sequelize, token: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{10,64}$/.test(token)) return null;
  const [row] = await sequelize.query<{ referral_code: string }>(
    `UPDATE fan_invites i SET opened_at = COALESCE(i.opened_at, now()) FROM users u
      WHERE i.token = $1 AND u.id = i.inviter_user_id RETURNING u.referral_code`,
    { bind: [token], type: QueryTypes.SELECT },
  );
  return row?.referral_code ?? null;
}

export async function listInvites(
  sequelize: Sequelize,
  opts: { inviterUserId?: number; source?: 'fan' | 'admin'; limit?: number },
): Promise<InviteList> {
  const rows = await sequelize.query<{
    id: string;
    email: string;
    source: Invite['source'];
    status: Invite['status'];
    created_at: Date;
    opened_at: Date | null;
    signed_up: boolean;
  }>(
    `SELECT i.id, i.email, i.source, i.status, i.created_at, i.opened_at,
            EXISTS (SELECT 1 FROM users u WHERE u.email = i.email) AS signed_up
       FROM fan_invites i
      WHERE ($1::int IS NULL OR i.inviter_user_id = $1) AND ($2::text IS NULL OR i.source = $2)
      ORDER BY i.created_at DESC, i.id DESC LIMIT $3`,
    {
      bind: [opts.inviterUserId ?? null, opts.source ?? null, opts.limit ?? 500],
      type: QueryTypes.SELECT,
    },
  );
  const invites = rows.map((r): Invite => ({
    id: Number(r.id),
    email: r.email,
    source: r.source,
    status: r.status,
    sentAt: new Date(r.created_at).toISOString(),
    openedAt: r.opened_at ? new Date(r.opened_at).toISOString() : null,
    signedUp: r.signed_up,
  }));
  return {
    invites,
    counts: {
      sent: invites.length,
      opened: invites.filter((i) => i.openedAt).length,
      signedUp: invites.filter((i) => i.signedUp).length,
    },
  };
}

/** How many invitations a fan has sent (every address, every week). */
export async function invitesSentCount(sequelize: Sequelize, inviterUserId: number): Promise<number> {
  const [row] = await sequelize.query<{ n: string }>(
    `SELECT COUNT(*) AS n FROM fan_invites WHERE inviter_user_id = $1`,
    { bind: [inviterUserId], type: QueryTypes.SELECT },
  );
  return Number(row?.n ?? 0);
}

/** The named users who are fans, for a bulk email (id order). */
export async function fansByIds(
  sequelize: Sequelize,
  ids: number[],
): Promise<{ id: number; email: string; firstName: string | null }[]> {
  return sequelize.query<{ id: number; email: string; firstName: string | null }>(
    `SELECT id, email, first_name AS "firstName" FROM users WHERE user_type = 'fan' AND id = ANY($1::int[]) ORDER BY id`,
    { bind: [ids], type: QueryTypes.SELECT },
  );
}
