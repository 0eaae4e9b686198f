import { DomainError, emails as templates, inviteLinkPath } from '@fanlift/core';
import {
  fansByIds,
  invitesSentCount,
  chancesLeftOf,
  fansWithUnfinishedPicks,
  enqueueEmail,
  isEmailAddress,
  isUnsubscribed,
  listInvites,
  milestoneOf,
  openInvite,
  parseEmailList,
  rewardsDataOf,
  sendInvites,
  setUnsubscribed,
  stageMarketingEmail,
  unsubscribePageUrl,
  verifyUnsubscribeToken,
  INVITE_BATCH_MAX,
} from '@fanlift/db';
import { handle } from '../http/handle';
import type { Mount } from '../http/mount';
import { emailLinks } from '../rewards/service';

const FAN_INVITE_BATCH = 20;

/** Emails: one-click unsubscribe, invitations (fan and admin bulk), the march madness reminder, /earn. */
export function rewardsEmailsRoutes(m: Mount): void {
  const { deps } = m;
  const { sequelize } = deps.db;
  const links = emailLinks(deps);
  const tokenEmail = (token: unknown) => {
    const email = verifyUnsubscribeToken(links.secret, token);
    if (!email) throw new DomainError('invalid', 'invalid_token', 'This unsubscribe link is not valid.');
    return email;
  };
  const enqueueAll = (ids: string[]) =>
    Promise.all(ids.map((id) => enqueueEmail(deps.queues, id).catch(() => undefined)));

  /** Works signed out: the signed link names the address. */
  handle(m, 'GET /api/email-unsubscribe', async ({ query: { token } }) => {
    const email = tokenEmail(token);
    return { email, unsubscribed: await isUnsubscribed(sequelize, email) };
  });
  handle(m, 'POST /api/email-unsubscribe', async ({ body }) => {
    const email = tokenEmail(body.token);
    await setUnsubscribed(sequelize, email, body.unsubscribed);
    return { email, unsubscribed: body.unsubscribed };
  });
  /** RFC 8058 one-click (a mail client's POST, no X-Requested-With: exempted in app.ts). */
  handle(m, 'POST /api/email-unsubscribe/one-click', async ({ query: { token }, res }) => {
    const email = tokenEmail(token);
    await setUnsubscribed(sequelize, email, true);
    res.type('text/plain').send('You are unsubscribed from Fanlift marketing emails.');
  });

  handle(m, 'POST /api/invites', async ({ body, user: me }) => {
    const adminMode = body.admin === true;
    if (adminMode && me.isAdmin !== 1) throw new DomainError('forbidden', 'forbidden', 'Admins only');
    const list =
      typeof body.emails === 'string' ? parseEmailList(body.emails) : parseEmailList(body.emails.join('\n'));
    const max = adminMode ? INVITE_BATCH_MAX : FAN_INVITE_BATCH;
    if (list.length === 0)
      throw new DomainError('invalid', 'validation_error', 'Give at least one email address');
    if (list.length > max)
      throw new DomainError('invalid', 'validation_error', `At most ${max} addresses at once`);
    const inviterName = me.firstName ? `${me.firstName}${me.lastName ? ` ${me.lastName}` : ''}` : 'A fan';
    const out = await sendInvites(
      sequelize,
      {
        inviterUserId: me.id,
        inviterName: adminMode ? 'Fanlift' : inviterName,
        source: adminMode ? 'admin' : 'fan',
        emails: list,
      },
      links,
    );
    await enqueueAll(out.emailIds);
    return { results: out.results };
  });

  handle(m, 'GET /api/invites', async ({ query: { scope }, user: me }) => {
    if (scope === 'admin') {
      if (me.isAdmin !== 1) throw new DomainError('forbidden', 'forbidden', 'Admins only');
      return listInvites(sequelize, { source: 'admin' });
    }
    return listInvites(sequelize, { inviterUserId: me.id, source: 'fan' });
  });

  /** The link in an invitation: records "opened", then goes to the sign-up with the inviter's code. */
  handle(m, 'GET /api/invites/open/:token', async ({ params: { token }, res }) => {
    const code = await openInvite(sequelize, token);
    res.redirect(302, code ? inviteLinkPath(code) : '/');
  });

  /** SPEC §7 POST /march-madness-remainder-email (admin): the bracket reminder, once per fan per season,
   *  to the named fans or else to the consenting fans whose men's bracket picks are unfinished. */
  handle(m, 'POST /api/march-madness-remainder-email', async ({ body }) => {
    // Named fans, or by default the consenting fans who have not finished their men's bracket picks.
    const fans = body.userIds
      ? await fansByIds(sequelize, body.userIds)
      : (await fansWithUnfinishedPicks(sequelize, 'mbb', { includeNotStarted: true })).map((f) => ({
          id: f.userId,
          email: f.email,
          firstName: f.firstName,
        }));
    const season = new Date().getUTCFullYear();
    const base = deps.config.PUBLIC_URL.replace(/\/+$/, '');
    let staged = 0;
    let skipped = 0;
    const ids: string[] = [];
    for (const f of fans) {
      if (!isEmailAddress(f.email)) {
        skipped++;
        continue;
      }
      const c = templates.marchMadnessReminder({
        firstName: f.firstName,
        bracketUrl: `${base}/mens-basketball-brackets`,
        unsubscribeUrl: unsubscribePageUrl(links, f.email),
      });
      const s = await stageMarketingEmail(sequelize, {
        idempotencyKey: `march-madness:${season}:${f.id}`,
        to: f.email,
        subject: c.subject,
        text: c.text,
        userId: f.id,
        kind: 'march-madness',
      });
      if (s?.created) {
        staged++;
        ids.push(s.id);
      } else skipped++;
    }
    await enqueueAll(ids);
    return { staged, skipped, season };
  });

  /** /earn: every way to earn likes with the fan's own progress. */
  handle(m, 'GET /api/earn', async ({ user: me }) => {
    const [rewards, chances, milestone, invitesSent] = await Promise.all([
      rewardsDataOf(sequelize, me.id, deps.config.INVITER_EARN_LIKE, 1),
      chancesLeftOf(sequelize, me.id),
      milestoneOf(sequelize, me.id, deps.config.STAR_THRESHOLDS),
      invitesSentCount(sequelize, me.id),
    ]);
    return {
      inviterEarnLike: deps.config.INVITER_EARN_LIKE,
      friendsInvited: rewards.friendsInvited,
      friendsRewarded: rewards.friendsRewarded,
      chancesLeft: chances.chancesLeft,
      spinsUsed: chances.spinsUsed,
      likesFromSpins: rewards.likesFromSpins,
      likesFromReferrals: rewards.likesFromReferrals,
      milestone,
      invitesSent,
    };
  });
}
