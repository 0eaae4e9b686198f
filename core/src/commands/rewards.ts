import { z } from 'zod';
import { positiveId } from '../schemas/ids';

/**
 * Rewards commands (DESIGN §5), staged by the api and applied by the worker through the ledger:
 * - spin: the worker draws the segment (CSPRNG) and consumes one chance, in one transaction; the payload names
 *   no amount (a client-sent likes value is never read);
 * - referral-reward: the inviter earns inviterEarnLike likes and one chance once their friend onboarded;
 * - spin-grant: an admin grants spin chances;
 * - milestone-sync: recompute a fan's stars from the ledger (each new star recorded once, with its chance).
 */
const id = positiveId;
const nn = z.number().int().min(0);

export const spinPayloadSchema = z.object({ fanUserId: id }).strict();
export const spinResultSchema = z.object({
  spinId: id,
  segmentIndex: z.number().int().min(0).max(11),
  likes: z.number().int().positive(),
  balance: nn,
  chancesLeft: nn,
  transactionId: id.nullable(),
  journalId: id,
});

export const referralRewardPayloadSchema = z.object({ inviterUserId: id, inviteeUserId: id }).strict();
export const referralRewardResultSchema = z.object({
  referralId: id,
  likes: nn,
  balance: nn,
  chancesLeft: nn,
  transactionId: id.nullable(),
  journalId: id.nullable(),
  /** false when this invitee had already earned the inviter a reward (nothing was done again). */
  rewarded: z.boolean(),
});

export const spinGrantPayloadSchema = z
  .object({
    userId: id,
    chances: z.number().int().min(1).max(100),
    grantedBy: id,
    note: z.string().trim().max(200).optional(),
  })
  .strict();
export const spinGrantResultSchema = z.object({
  entryId: id,
  userId: id,
  chances: z.number().int(),
  chancesLeft: nn,
});

export const milestoneSyncPayloadSchema = z.object({ userId: id }).strict();
export const milestoneSyncResultSchema = z.object({
  userId: id,
  likesGiven: nn,
  earnedStar: z.number().int().min(0).max(5),
  newStars: z.array(z.number().int().min(1).max(5)),
});

export type SpinPayload = z.infer<typeof spinPayloadSchema>;
export type ReferralRewardPayload = z.infer<typeof referralRewardPayloadSchema>;
export type SpinGrantPayload = z.infer<typeof spinGrantPayloadSchema>;
export type MilestoneSyncPayload = z.infer<typeof milestoneSyncPayloadSchema>;
