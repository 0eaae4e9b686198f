import { z } from 'zod';
import { bracketKindSchema } from './brackets';

/**
 * Bracket groups (issue 29 item 6): fans play a bracket (cfp or mbb: a group is of one bracket) with friends.
 * A group is public (listed, searchable by name, anyone may join) or private (joined with its invite link,
 * a 128-bit random token). A group's leaderboard ranks its members the way the global leaderboard ranks
 * everyone (score, then the tiebreaker's distance; ties share a rank); its ranks are stored, so a
 * 10,000-member group reads like a 10-member one.
 */
export const BRACKET_GROUP_NAME_MAX = 60;
/** How many groups a fan may belong to (per bracket). */
export const BRACKET_GROUPS_PER_FAN = 50;

export const bracketGroupVisibilitySchema = z.enum(['public', 'private']);
export type BracketGroupVisibility = z.infer<typeof bracketGroupVisibilitySchema>;

/** An invite token: 16 random bytes, base64url (22 characters). */
export const bracketGroupTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'Not an invite token');

export const bracketGroupNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the group a name')
  .max(BRACKET_GROUP_NAME_MAX, `At most ${BRACKET_GROUP_NAME_MAX} characters`);

/** POST /api/bracket-groups */
export const bracketGroupCreateBodySchema = z.strictObject({
  kind: bracketKindSchema,
  name: bracketGroupNameSchema,
  visibility: bracketGroupVisibilitySchema,
});
export type BracketGroupCreateBody = z.infer<typeof bracketGroupCreateBodySchema>;

/** POST /api/bracket-groups/{id}/members: a private group needs its invite token. */
export const bracketGroupJoinBodySchema = z.strictObject({ token: bracketGroupTokenSchema.optional() });

export const bracketGroupSummarySchema = z.object({
  id: z.number().int(),
  kind: bracketKindSchema,
  name: z.string(),
  visibility: bracketGroupVisibilitySchema,
  memberCount: z.number().int(),
  ownerName: z.string(),
});
export type BracketGroupSummary = z.infer<typeof bracketGroupSummarySchema>;

/** The signed-in fan's place in a group (rank null: no bracket yet). */
export const bracketGroupMembershipSchema = z.object({
  rank: z.number().int().nullable(),
  owner: z.boolean(),
});

/** GET /api/bracket-groups/{id} */
export const bracketGroupSchema = bracketGroupSummarySchema.extend({
  createdAt: z.string(),
  /** The signed-in fan's membership (null: not a member). */
  me: bracketGroupMembershipSchema.nullable(),
  /** The invite token (members only; the link is /brackets/groups/{id}/join/{token}). */
  inviteToken: bracketGroupTokenSchema.nullable(),
});
export type BracketGroup = z.infer<typeof bracketGroupSchema>;

/** GET /api/bracket-groups/mine: the fan's groups with their rank in each. */
export const myBracketGroupsSchema = z.object({
  groups: z.array(bracketGroupSummarySchema.extend({ me: bracketGroupMembershipSchema })),
});
export type MyBracketGroups = z.infer<typeof myBracketGroupsSchema>;

export const myBracketGroupsQuerySchema = z.object({ kind: bracketKindSchema.optional() });

/** GET /api/bracket-groups: public groups of a bracket by name (a prefix), keyset paginated. */
export const bracketGroupSearchQuerySchema = z.object({
  kind: bracketKindSchema,
  q: z.string().trim().max(BRACKET_GROUP_NAME_MAX).optional(),
  after: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const bracketGroupSearchSchema = z.object({
  groups: z.array(bracketGroupSummarySchema),
  /** Pass as `after` for the next page (null: no more). */
  next: z.string().nullable(),
});
export type BracketGroupSearch = z.infer<typeof bracketGroupSearchSchema>;

export const bracketGroupMemberSchema = z.object({
  /** Rank in the group (null: no bracket yet). */
  rank: z.number().int().nullable(),
  position: z.number().int(),
  fanId: z.number().int(),
  name: z.string(),
  score: z.number().int(),
  correct: z.number().int(),
  picksMade: z.number().int(),
  owner: z.boolean(),
});
export type BracketGroupMember = z.infer<typeof bracketGroupMemberSchema>;

/** GET /api/bracket-groups/{id}/leaderboard: members in rank order, keyset by position. */
export const bracketGroupBoardQuerySchema = z.object({
  after: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const bracketGroupBoardSchema = z.object({
  rows: z.array(bracketGroupMemberSchema),
  total: z.number().int(),
  /** Pass as `after` for the next page (null: no more). */
  next: z.number().int().nullable(),
});
export type BracketGroupBoard = z.infer<typeof bracketGroupBoardSchema>;
