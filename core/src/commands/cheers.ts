import { z } from 'zod';
import { positiveId } from '../schemas/ids';
import { likesAmount } from './payloads';

/**
 * A cheer (DESIGN §5, issue 28): from a live game's chat a fan gives likes to a player of either team or to one
 * of the two schools, with an optional message. One journal through the send-likes ledger path (cause
 * `cmd:<id>`), within the fan's daily cap, and one chat message of kind cheer pinned for a time by its amount.
 */
export const CHEER_MESSAGE_MAX = 200;

export const cheerMessageSchema = z
  .string()
  .transform((s) => s.replace(/\s+/g, ' ').trim())
  .pipe(z.string().max(CHEER_MESSAGE_MAX, `At most ${CHEER_MESSAGE_MAX} characters.`));

export const cheerPayloadSchema = z
  .object({
    fanUserId: positiveId,
    gameId: positiveId,
    athleteId: positiveId.optional(),
    schoolId: positiveId.optional(),
    likes: likesAmount,
    message: cheerMessageSchema.optional(),
  })
  .strict()
  .refine((p) => (p.athleteId != null) !== (p.schoolId != null), {
    message: 'Cheer one player or one school',
  });
export type CheerPayload = z.infer<typeof cheerPayloadSchema>;

export const cheerResultSchema = z.object({
  likes: z.number().int().positive(),
  balance: z.number().int().min(0),
  transactionId: positiveId.nullable(),
  journalId: positiveId,
  gameId: positiveId,
  athleteId: positiveId.nullable(),
  schoolId: positiveId.nullable(),
  messageId: positiveId,
  pinnedUntil: z.string(),
  /** Likes the fan gave in cheers today (UTC), this one included. */
  givenToday: z.number().int().min(0),
});

/**
 * The cheer command's payload for a fan's request: the api's route and realtime's `chat:cheer` build it the same
 * way, so one Idempotency-Key through either path is one command (the same request hash), never two cheers.
 */
export function cheerCommandPayload(
  fanUserId: number,
  gameId: number,
  body: { athleteId?: number; schoolId?: number; likes: number; message?: string },
): CheerPayload {
  return {
    fanUserId,
    gameId,
    ...(body.athleteId != null ? { athleteId: body.athleteId } : {}),
    ...(body.schoolId != null ? { schoolId: body.schoolId } : {}),
    likes: body.likes,
    ...(body.message ? { message: body.message } : {}),
  };
}
