import { z } from 'zod';
import { positiveId } from '../schemas/ids';
import { selfRefSchema as selfRef } from './common';

/**
 * Rewards contracts (SPEC §7 Milestones, Referrals and spin; DESIGN §5): one zod schema per response, used by
 * db (the mappers return them), the api (OpenAPI) and web (the types).
 */
const id = z.number().int();
const iso = z.string();

/** One grant of spin chances (SPEC §3 "Spin chances: list of entries, each with chances"). */
export const spinChanceEntrySchema = z.object({
  id,
  userId: id,
  chances: z.number().int(),
  source: z.enum(['referral', 'star', 'admin', 'seed']),
  note: z.string().nullable(),
  createdAt: iso,
});
export type SpinChanceEntry = z.infer<typeof spinChanceEntrySchema>;

export const spinSchema = z.object({
  id,
  segmentIndex: z.number().int(),
  likes: z.number().int(),
  createdAt: iso,
});
export type Spin = z.infer<typeof spinSchema>;

/** GET /api/referralCode/getSpinChances/{userId} */
export const spinChancesSchema = z.object({
  userId: id,
  entries: z.array(spinChanceEntrySchema),
  totalChances: z.number().int(),
  spinsUsed: z.number().int(),
  chancesLeft: z.number().int(),
  spins: z.array(spinSchema),
});
export type SpinChances = z.infer<typeof spinChancesSchema>;

/** POST /api/referralCode/creditSpinWheelLikes (the server's draw; the client never names the amount). */
export const spinAnswerSchema = z.object({
  data: z.object({
    success: z.boolean(),
    likes: z.number().int().nullable(),
    segmentIndex: z.number().int().nullable(),
    balance: z.number().int().nullable(),
    chancesLeft: z.number().int().nullable(),
    spinId: id.nullable(),
  }),
  commandId: z.string(),
  status: z.enum(['pending', 'applied', 'failed']),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type SpinAnswer = z.infer<typeof spinAnswerSchema>;

/** One line of the Rewards tab: a referral reward, a spin win or a star bonus. */
export const rewardItemSchema = z.object({
  kind: z.enum(['referral', 'spin', 'star']),
  /** Likes credited (referral, spin); null for a star (its bonus is a spin chance). */
  likes: z.number().int().nullable(),
  /** Spin chances granted with it. */
  chances: z.number().int(),
  label: z.string(),
  /** The friend's display name for a referral. */
  friendName: z.string().nullable(),
  star: z.number().int().nullable(),
  createdAt: iso,
});
export type RewardItem = z.infer<typeof rewardItemSchema>;

/** GET /api/referralCode/getRewardsData/{id} (SPEC §3 "Rewards data: inviterEarnLike"). */
export const rewardsDataSchema = z.object({
  userId: id,
  inviterEarnLike: z.number().int(),
  referralCode: z.string(),
  invitePath: z.string(),
  friendsInvited: z.number().int(),
  friendsRewarded: z.number().int(),
  likesFromReferrals: z.number().int(),
  likesFromSpins: z.number().int(),
  rewards: z.array(rewardItemSchema),
});
export type RewardsData = z.infer<typeof rewardsDataSchema>;

/** A star as recorded (once per fan). */
export const milestoneStarSchema = z.object({
  star: z.number().int(),
  threshold: z.number().int(),
  likesGiven: z.number().int(),
  createdAt: iso,
});
export type MilestoneStar = z.infer<typeof milestoneStarSchema>;

/** GET /api/milestone/get-milestone/{id} and get-all-milestone-details/{id}. */
export const milestoneSchema = z.object({
  userId: id,
  likesGiven: z.number().int(),
  earnedStar: z.number().int(),
  starTotal: z.number().int(),
  thresholds: z.array(z.number().int()),
  nextStar: z.number().int().nullable(),
  nextThreshold: z.number().int().nullable(),
  remaining: z.number().int(),
  stars: z.array(milestoneStarSchema),
});
export type Milestone = z.infer<typeof milestoneSchema>;

/** GET /api/milestone/get-milestone-star/{id} (SPEC §3 "Milestone star: earnedStar"). */
export const milestoneStarCountSchema = z.object({ userId: id, earnedStar: z.number().int() });

/** GET /api/milestone/progression (admin 'Milestone Progression'). */
export const milestoneProgressionSortSchema = z.enum(['stars', 'likes', 'name', 'recent']);
export type MilestoneProgressionSort = z.infer<typeof milestoneProgressionSortSchema>;
export const milestoneProgressionSchema = z.object({
  rows: z.array(
    z.object({
      userId: id,
      name: z.string(),
      email: z.string(),
      earnedStar: z.number().int(),
      likesGiven: z.number().int(),
      lastStarAt: iso.nullable(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MilestoneProgression = z.infer<typeof milestoneProgressionSchema>;

/** An email invitation (a fan's, or an admin's bulk list). */
export const inviteSchema = z.object({
  id,
  email: z.string(),
  source: z.enum(['fan', 'admin']),
  status: z.enum(['sent', 'suppressed']),
  sentAt: iso,
  openedAt: iso.nullable(),
  signedUp: z.boolean(),
});
export type Invite = z.infer<typeof inviteSchema>;

/** POST /api/invites: per address, what happened. */
export const inviteResultSchema = z.object({
  results: z.array(
    z.object({
      email: z.string(),
      outcome: z.enum(['sent', 'already_invited', 'unsubscribed', 'already_member', 'invalid']),
    }),
  ),
});
export type InviteResult = z.infer<typeof inviteResultSchema>;

export const inviteListSchema = z.object({
  invites: z.array(inviteSchema),
  counts: z.object({ sent: z.number().int(), opened: z.number().int(), signedUp: z.number().int() }),
});
export type InviteList = z.infer<typeof inviteListSchema>;

/** GET /api/earn: every way to earn likes with the fan's own progress. */
export const earnSchema = z.object({
  inviterEarnLike: z.number().int(),
  friendsInvited: z.number().int(),
  friendsRewarded: z.number().int(),
  chancesLeft: z.number().int(),
  spinsUsed: z.number().int(),
  likesFromSpins: z.number().int(),
  likesFromReferrals: z.number().int(),
  milestone: milestoneSchema,
  invitesSent: z.number().int(),
});
export type Earn = z.infer<typeof earnSchema>;

/** GET /api/email-unsubscribe?token= and POST: the address a signed link names and its state. */
export const unsubscribeStateSchema = z.object({ email: z.string(), unsubscribed: z.boolean() });
export type UnsubscribeState = z.infer<typeof unsubscribeStateSchema>;

/** POST /api/referralCode/createReferral (201) */
export const referralRecordedSchema = z.object({
  inviterUserId: z.number().int(),
  created: z.boolean(),
  /** The inviter's reward, staged now when the fan was already onboarded. */
  rewardCommandId: z.string().nullable(),
});
/** GET /api/milestone/generate-old-data (202): stars recomputed for this many fans. */
export const starsRecomputeStagedSchema = z.object({ fans: z.number().int(), run: z.string() });
/** POST march madness reminder (202) */
export const marchMadnessStagedSchema = z.object({
  staged: z.number().int(),
  skipped: z.number().int(),
  season: z.number().int(),
});

// ---------------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------------

/** The most addresses one invitation call takes (admins' bulk mode; fans: 20). */
export const INVITE_BATCH_MAX = 200;

/** POST /api/referralCode/createReferral: the session fan names the code of the friend who invited them. */
export const createReferralBodySchema = z
  .object({ referralCode: z.string().min(1).max(64), userId: selfRef, fanID: selfRef })
  .strict();
/** SPEC §7 body fanID, userId, likes: the ids must be the session user; likes is ignored (the server draws). */
export const spinBodySchema = z
  .object({ fanID: selfRef, fanId: selfRef, userId: selfRef, likes: z.unknown().optional() })
  .strict();
/** POST /api/referralCode/createSpinChances (admin) */
export const createSpinChancesBodySchema = z
  .object({
    userId: positiveId,
    chances: z.number().int().min(1).max(100),
    note: z.string().trim().max(200).optional(),
  })
  .strict();
/** GET /api/milestone/progression (admin) */
export const milestoneProgressionQuerySchema = z.object({
  sort: milestoneProgressionSortSchema.default('stars'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
/** POST /api/email-unsubscribe */
export const unsubscribeBodySchema = z
  .object({ token: z.string().min(1).max(600), unsubscribed: z.boolean().default(true) })
  .strict();
/** GET /api/email-unsubscribe, POST /api/email-unsubscribe/one-click: the signed link's token. */
export const unsubscribeTokenQuerySchema = z.object({ token: z.string().optional().catch(undefined) });
/** POST /api/invites */
export const inviteBodySchema = z
  .object({
    emails: z.union([z.string().max(50_000), z.array(z.string().max(254)).max(INVITE_BATCH_MAX)]),
    /** Admin bulk mode (/invite-fan for admins): tracked as the admin's invitations. */
    admin: z.boolean().optional(),
  })
  .strict();
/** GET /api/invites: `scope=admin` lists every admin invitation (admins); anything else, your own. */
export const inviteListQuerySchema = z.object({ scope: z.string().optional().catch(undefined) });
/** POST /api/march-madness-remainder-email (admin) */
export const marchMadnessBodySchema = z
  .object({ userIds: z.array(positiveId).max(10_000).optional() })
  .strict();
