import { Router } from 'express';
import { z } from 'zod';
import { DomainError, emails as templates, type Earn } from '@fanlift/core';
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
import type { ApiDeps } from '../deps';
import { requireAdmin, requireFan, sessionUser } from '../middleware/auth';
import { emailLinks } from '../rewards/service';
import { inviteLinkPath } from '@fanlift/core';

export const unsubscribeBody = z
  .object({ token: z.string().min(1).max(600), unsubscribed: z.boolean().default(true) })
  .strict();
export const inviteBody = z
  .object({
    emails: z.union([z.string().max(50_000), z.array(z.string().max(254)).max(INVITE_BATCH_MAX)]),
    /** Admin bulk mode (/invite-fan for admins): tracked as the admin's invitations. */
    admin: z.boolean().optional(),
  })
  .strict();
export const marchMadnessBody = z
  .object({ userIds: z.array(z.number().int().positive().max(2_147_483_647)).max(10_000).optional() })
  .strict();
const FAN_INVITE_BATCH = 20;

/** Emails: one-click unsubscribe, invitations (fan and admin bulk), the march madness reminder, /earn. */
export function rewardsEmailsRouter(deps: ApiDeps): Router {
  const r = Router();
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
  r.get('/email-unsubscribe', async (req, res) => {
    const email = tokenEmail(req.query.token);
    res.json({ email, unsubscribed: await isUnsubscribed(sequelize, email) });
  });
  r.post('/email-unsubscribe', async (req, res) => {
    const body = unsubscribeBody.parse(req.body ?? {});
    const email = tokenEmail(body.token);
    await setUnsubscribed(sequelize, email, body.unsubscribed);
    res.json({ email, unsubscribed: body.unsubscribed });
  });
  /** RFC 8058 one-click (a mail client's POST, no X-Requested-With: exempted in app.ts). */
  r.post('/email-unsubscribe/one-click', async (req, res) => {
    const email = tokenEmail(req.query.token);
    await setUnsubscribed(sequelize, email, true);
    res.type('text/plain').send('You are unsubscribed from Fanlift marketing emails.');
  });

  const inviteLimit = deps.limits.limit('invites');
  r.post('/invites', requireFan, inviteLimit, async (req, res) => {
    const body = inviteBody.parse(req.body ?? {});
    const me = sessionUser(req);
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
    res.status(201).json({ results: out.results });
  });

  r.get('/invites', requireFan, async (req, res) => {
    const me = sessionUser(req);
    if (req.query.scope === 'admin') {
      if (me.isAdmin !== 1) throw new DomainError('forbidden', 'forbidden', 'Admins only');
      res.json(await listInvites(sequelize, { source: 'admin' }));
      return;
    }
    res.json(await listInvites(sequelize, { inviterUserId: me.id, source: 'fan' }));
  });

  /** The link in an invitation: records "opened", then goes to the sign-up with the inviter's code. */
  r.get('/invites/open/:token', async (req, res) => {
    const code = await openInvite(sequelize, String(req.params.token));
    res.redirect(302, code ? inviteLinkPath(code) : '/');
  });

  /** SPEC §7 POST /march-madness-remainder-email (admin): the bracket reminder, once per fan per season,
   *  to the named fans or else to the consenting fans whose men's bracket picks are unfinished. */
  r.post('/march-madness-remainder-email', requireAdmin, async (req, res) => {
    const body = marchMadnessBody.parse(req.body ?? {});
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
    res.status(202).json({ staged, skipped, season });
  });

  /** /earn: every way to earn likes with the fan's own progress. */
  r.get('/earn', requireFan, async (req, res) => {
    const me = sessionUser(req);
    const [rewards, chances, milestone, invitesSent] = await Promise.all([
      rewardsDataOf(sequelize, me.id, deps.config.INVITER_EARN_LIKE, 1),
      chancesLeftOf(sequelize, me.id),
      milestoneOf(sequelize, me.id, deps.config.STAR_THRESHOLDS),
      invitesSentCount(sequelize, me.id),
    ]);
    const earn: Earn = {
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
    res.json(earn);
  });

  return r;
}
