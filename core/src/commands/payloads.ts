import { z } from 'zod';
import { positiveId } from '../schemas/ids';

/**
 * Payloads of the ledger commands this module applies (staged by the api, re-validated by the worker).
 * Likes are strict integers 1..100000: no strings, no floats, no exponent forms.
 */
export const LIKES_MIN = 1;
export const LIKES_MAX = 100_000;
export const likesAmount = z.number().int().min(LIKES_MIN).max(LIKES_MAX);
const id = positiveId;

export const sendLikesPayloadSchema = z
  .object({
    fanUserId: id,
    athleteId: id.optional(),
    allocationId: id.optional(),
    schoolId: id.optional(),
    likes: likesAmount,
  })
  .strict()
  .refine((p) => (p.schoolId != null) !== (p.athleteId != null || p.allocationId != null), {
    message: 'Exactly one recipient: an athlete (optionally one of their allocations) or a school',
  });
export type SendLikesPayload = z.infer<typeof sendLikesPayloadSchema>;

export const spendPayloadSchema = z
  .object({
    fanUserId: id,
    likes: likesAmount,
    /** What the likes were spent on (the wallet transaction's paymentName). */
    description: z.string().trim().min(1).max(120),
    /** e.g. 'marketplace' */
    itemKind: z.string().min(1).max(40).optional(),
    itemId: id.optional(),
    /** Marketplace purchases: how many of the item (likes = the server's unit price × quantity). */
    quantity: z.number().int().min(1).max(10).optional(),
  })
  .strict()
  .refine((p) => p.itemKind !== 'marketplace' || (p.itemId != null && p.quantity != null), {
    message: 'A marketplace spend names the item and the quantity',
  });
export type SpendPayload = z.infer<typeof spendPayloadSchema>;
