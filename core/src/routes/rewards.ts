import { z } from 'zod';
import { commandViewSchemaOf } from '../api/commands';
import {
  createReferralBodySchema,
  createSpinChancesBodySchema,
  earnSchema,
  inviteBodySchema,
  inviteListQuerySchema,
  inviteListSchema,
  inviteResultSchema,
  marchMadnessBodySchema,
  marchMadnessStagedSchema,
  milestoneProgressionQuerySchema,
  milestoneProgressionSchema,
  milestoneSchema,
  milestoneStarCountSchema,
  referralRecordedSchema,
  rewardsDataSchema,
  spinAnswerSchema,
  spinBodySchema,
  spinChancesSchema,
  starsRecomputeStagedSchema,
  unsubscribeBodySchema,
  unsubscribeStateSchema,
  unsubscribeTokenQuerySchema,
} from '../api/rewards';
import { idParams, pathId } from '../schemas/ids';
import { optionalIdempotencyHeaders, route, type RouteMap } from './route';

const own = { 403: 'Not your account (admins may read any)' } as const;
const milestoneSync = (summary: string) =>
  route({
    summary,
    access: 'fan',
    command: 'milestone-sync',
    headers: optionalIdempotencyHeaders,
    response: commandViewSchemaOf('milestone-sync').extend({ milestone: milestoneSchema }),
    status: { 200: 'Stars up to date: the milestone', 202: 'Still being applied: the milestone so far' },
    errors: { 403: 'The body names another fan' },
  });
const milestoneOf = (summary: string) =>
  route({ summary, access: 'user', params: idParams, response: milestoneSchema, errors: own });
const recomputeStars = route({
  summary: 'Admin: recompute every fan’s stars from the ledger (idempotent)',
  access: 'admin',
  response: starsRecomputeStagedSchema,
  status: { 202: 'Staged' },
});

/**
 * Rewards (SPEC §7 Referrals and spin, Milestones; DESIGN §5): referrals, spin chances and the spin, stars; the
 * invitation and unsubscribe emails, the march madness reminder and /earn. The session user is enforced
 * whatever ids a body names.
 */
export const rewardRoutes = {
  'POST /api/referralCode/createReferral': route({
    summary: 'The session fan names the referral code (REFER<code> or <code>) of the friend who invited them',
    access: 'fan',
    body: createReferralBodySchema,
    response: referralRecordedSchema,
    status: { 200: 'Already recorded', 201: 'Recorded' },
    errors: {
      400: 'self_referral',
      403: 'The body names another fan',
      404: 'unknown_referral_code',
      409: 'already_referred / already_onboarded',
    },
  }),
  'POST /api/referralCode/creditLikesUseReferral': route({
    summary: "Reward the session fan's inviter (once per invitee) now that the fan is onboarded",
    access: 'fan',
    response: commandViewSchemaOf('referral-reward'),
    status: { 202: 'Staged' },
    errors: { 403: 'The body names another fan', 409: 'not_eligible' },
  }),
  'POST /api/referralCode/createSpinChances': route({
    summary: 'Admin: grant spin chances to a fan (optional Idempotency-Key)',
    access: 'admin',
    command: 'spin-grant',
    headers: optionalIdempotencyHeaders,
    body: createSpinChancesBodySchema,
    response: commandViewSchemaOf('spin-grant'),
    status: { 200: 'Granted', 202: 'Still being applied' },
    errors: { 404: 'No such fan' },
  }),
  'GET /api/referralCode/getRewardsData/:id': route({
    summary: 'Rewards tab: inviterEarnLike, referral rewards, spin wins, star bonuses',
    access: 'user',
    params: idParams,
    response: rewardsDataSchema,
    errors: own,
  }),
  'GET /api/referralCode/getSpinChances/:userId': route({
    summary: 'Spin chances: the grants (each with chances), chances left, spin history',
    access: 'user',
    params: z.object({ userId: pathId }),
    response: spinChancesSchema,
    errors: own,
  }),
  'POST /api/referralCode/creditSpinWheelLikes': route({
    summary:
      'Spin: the server draws the segment (CSPRNG, 1/12 each) and consumes a chance; body likes is ignored; optional Idempotency-Key',
    access: 'fan',
    rateLimit: 'sends',
    command: 'spin',
    headers: optionalIdempotencyHeaders,
    body: spinBodySchema,
    response: spinAnswerSchema,
    status: {
      200: 'Drawn and credited (data.success)',
      202: 'Still being applied: the result comes as spin:result',
    },
    errors: { 403: 'Another fan named in the body', 409: 'no_spin_chances' },
  }),

  'POST /api/milestone/create-milestone': milestoneSync(
    "Bring the session fan's stars up to date with the ledger (idempotent) and answer the milestone",
  ),
  'POST /api/milestone/create-milestone-star': milestoneSync(
    "Bring the session fan's stars up to date with the ledger (idempotent) and answer the milestone",
  ),
  'GET /api/milestone/get-milestone/:id': milestoneOf(
    'A fan’s likes given, stars, next threshold and star history',
  ),
  'GET /api/milestone/get-all-milestone-details/:id': milestoneOf(
    'A fan’s likes given, stars, next threshold and star history',
  ),
  'GET /api/milestone/get-milestone-star/:id': route({
    summary: 'earnedStar (0 to 5)',
    access: 'user',
    params: idParams,
    response: milestoneStarCountSchema,
    errors: own,
  }),
  'GET /api/milestone/generate-old-data': recomputeStars,
  'POST /api/milestone/generate-old-data': recomputeStars,
  'GET /api/milestone/progression': route({
    summary: "Admin 'Milestone Progression': fans with stars and likes given, sorted and paged",
    access: 'admin',
    query: milestoneProgressionQuerySchema,
    response: milestoneProgressionSchema,
  }),

  'GET /api/email-unsubscribe': route({
    summary: 'The address a signed unsubscribe link names, and whether it is unsubscribed (signed out)',
    access: 'public',
    query: unsubscribeTokenQuerySchema,
    response: unsubscribeStateSchema,
    errors: { 400: 'invalid_token' },
  }),
  'POST /api/email-unsubscribe': route({
    summary: 'Unsubscribe (or resubscribe) the address of a signed link',
    access: 'public',
    body: unsubscribeBodySchema,
    response: unsubscribeStateSchema,
    errors: { 400: 'invalid_token' },
  }),
  'POST /api/email-unsubscribe/one-click': route({
    summary:
      'RFC 8058 one-click unsubscribe (List-Unsubscribe-Post; no X-Requested-With: the link is signed)',
    access: 'public',
    noXhr: true,
    query: unsubscribeTokenQuerySchema,
    produces: 'text',
    status: { 200: 'Unsubscribed' },
    errors: { 400: 'invalid_token' },
  }),
  'POST /api/invites': route({
    summary: 'Invite friends by email (admins: bulk CSV with admin=true); one email per address per week',
    access: 'fan',
    rateLimit: 'invites',
    body: inviteBodySchema,
    response: inviteResultSchema,
    status: { 201: 'Per address' },
    errors: { 403: 'admin=true from a fan who is not an admin' },
  }),
  'GET /api/invites': route({
    summary: 'My invitations (scope=admin: every admin invitation), tracked sent/opened/signed up',
    access: 'fan',
    query: inviteListQuerySchema,
    response: inviteListSchema,
    errors: { 403: 'scope=admin from a fan who is not an admin' },
  }),
  'GET /api/invites/open/:token': route({
    summary:
      'The link in an invitation: records "opened", then redirects to the sign-up with the inviter’s code',
    access: 'public',
    produces: 'redirect',
    status: { 302: 'To the sign-up (or home for an unknown token)' },
  }),
  'POST /api/march-madness-remainder-email': route({
    summary: 'Admin: the March Madness reminder to fans (all, or userIds), once per fan per season',
    access: 'admin',
    body: marchMadnessBodySchema,
    response: marchMadnessStagedSchema,
    status: { 202: 'Staged' },
  }),
  'GET /api/earn': route({
    summary: 'Every way to earn likes with the fan’s own progress',
    access: 'fan',
    response: earnSchema,
  }),
} as const satisfies RouteMap;
