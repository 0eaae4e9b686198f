import { z } from 'zod';
import {
  commandViewSchema,
  commandViewSchemaOf,
  marchMadnessStagedSchema,
  referralRecordedSchema,
  starsRecomputeStagedSchema,
  earnSchema,
  inviteListSchema,
  inviteResultSchema,
  milestoneProgressionSchema,
  milestoneSchema,
  milestoneStarCountSchema,
  rewardsDataSchema,
  spinAnswerSchema,
  spinChancesSchema,
  unsubscribeStateSchema,
} from '@fanlift/core';
import type { OpenApiContributor } from '../openapi/document';
import { err, json, jsonBody } from '../openapi/helpers';
import { createReferralBody, createSpinChancesBody, spinBody } from '../routes/referral-code';
import { progressionQuery } from '../routes/milestone';
import { inviteBody, marchMadnessBody, unsubscribeBody } from '../routes/rewards-emails';

const body = jsonBody;
const idParam = (name: string) => ({ params: z.object({ [name]: z.string() }) });
const commandView = commandViewSchema;
const own = { 401: err('Not signed in'), 403: err('Not your account (admins may read any)') };

export const referralOpenApi: OpenApiContributor = (reg) => {
  reg.registerPath({
    method: 'post',
    path: '/api/referralCode/createReferral',
    summary: 'The session fan names the referral code (REFER<code> or <code>) of the friend who invited them',
    request: body(createReferralBody),
    responses: {
      201: json(referralRecordedSchema, 'Recorded'),
      400: err('self_referral'),
      404: err('unknown_referral_code'),
      409: err('already_referred / already_onboarded'),
    },
  });
  reg.registerPath({
    method: 'post',
    path: '/api/referralCode/creditLikesUseReferral',
    summary: "Reward the session fan's inviter (once per invitee) now that the fan is onboarded",
    responses: { 202: json(commandView, 'Staged'), 409: err('not_eligible') },
  });
  reg.registerPath({
    method: 'post',
    path: '/api/referralCode/createSpinChances',
    summary: 'Admin: grant spin chances to a fan',
    request: body(createSpinChancesBody),
    responses: { 200: json(commandView, 'Granted'), 403: err('Admins only'), 404: err('No such fan') },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/referralCode/getRewardsData/{id}',
    summary: 'Rewards tab: inviterEarnLike, referral rewards, spin wins, star bonuses',
    request: idParam('id'),
    responses: { 200: json(rewardsDataSchema, 'Rewards'), ...own },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/referralCode/getSpinChances/{userId}',
    summary: 'Spin chances: the grants (each with chances), chances left, spin history',
    request: idParam('userId'),
    responses: { 200: json(spinChancesSchema, 'Chances'), ...own },
  });
  reg.registerPath({
    method: 'post',
    path: '/api/referralCode/creditSpinWheelLikes',
    summary:
      'Spin: the server draws the segment (CSPRNG, 1/12 each) and consumes a chance; body likes is ignored; optional Idempotency-Key',
    request: body(spinBody),
    responses: {
      200: json(spinAnswerSchema, 'Drawn and credited (data.success)'),
      202: json(spinAnswerSchema, 'Still being applied: the result comes as spin:result'),
      403: err('Another fan named in the body'),
      409: err('no_spin_chances'),
    },
  });
};

export const milestoneOpenApi: OpenApiContributor = (reg) => {
  for (const path of ['/api/milestone/create-milestone', '/api/milestone/create-milestone-star'])
    reg.registerPath({
      method: 'post',
      path,
      summary:
        "Bring the session fan's stars up to date with the ledger (idempotent) and answer the milestone",
      responses: {
        200: json(commandViewSchemaOf('milestone-sync').extend({ milestone: milestoneSchema }), 'Milestone'),
      },
    });
  for (const path of ['/api/milestone/get-milestone/{id}', '/api/milestone/get-all-milestone-details/{id}'])
    reg.registerPath({
      method: 'get',
      path,
      summary: 'A fan’s likes given, stars, next threshold and star history',
      request: idParam('id'),
      responses: { 200: json(milestoneSchema, 'Milestone'), ...own },
    });
  reg.registerPath({
    method: 'get',
    path: '/api/milestone/get-milestone-star/{id}',
    summary: 'earnedStar (0 to 5)',
    request: idParam('id'),
    responses: { 200: json(milestoneStarCountSchema, 'Stars'), ...own },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/milestone/generate-old-data',
    summary: 'Admin: recompute every fan’s stars from the ledger (idempotent)',
    responses: { 202: json(starsRecomputeStagedSchema, 'Staged') },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/milestone/progression',
    summary: "Admin 'Milestone Progression': fans with stars and likes given, sorted and paged",
    request: { query: progressionQuery },
    responses: { 200: json(milestoneProgressionSchema, 'Page') },
  });
};

export const rewardsEmailsOpenApi: OpenApiContributor = (reg) => {
  reg.registerPath({
    method: 'get',
    path: '/api/email-unsubscribe',
    summary: 'The address a signed unsubscribe link names, and whether it is unsubscribed (signed out)',
    request: { query: z.object({ token: z.string() }) },
    responses: { 200: json(unsubscribeStateSchema, 'State'), 400: err('invalid_token') },
  });
  reg.registerPath({
    method: 'post',
    path: '/api/email-unsubscribe',
    summary: 'Unsubscribe (or resubscribe) the address of a signed link',
    request: body(unsubscribeBody),
    responses: { 200: json(unsubscribeStateSchema, 'State'), 400: err('invalid_token') },
  });
  reg.registerPath({
    method: 'post',
    path: '/api/email-unsubscribe/one-click',
    summary: 'RFC 8058 one-click unsubscribe (List-Unsubscribe-Post)',
    request: { query: z.object({ token: z.string() }) },
    responses: { 200: { description: 'Unsubscribed' }, 400: err('invalid_token') },
  });
  reg.registerPath({
    method: 'post',
    path: '/api/invites',
    summary: 'Invite friends by email (admins: bulk CSV with admin=true); one email per address per week',
    request: body(inviteBody),
    responses: { 201: json(inviteResultSchema, 'Per address'), 429: err('rate_limited') },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/invites',
    summary: 'My invitations (scope=admin: every admin invitation), tracked sent/opened/signed up',
    responses: { 200: json(inviteListSchema, 'Invitations') },
  });
  reg.registerPath({
    method: 'post',
    path: '/api/march-madness-remainder-email',
    summary: 'Admin: the March Madness reminder to fans (all, or userIds), once per fan per season',
    request: body(marchMadnessBody),
    responses: {
      202: json(marchMadnessStagedSchema, 'Staged'),
    },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/earn',
    summary: 'Every way to earn likes with the fan’s own progress',
    responses: { 200: json(earnSchema, 'Earn') },
  });
};
