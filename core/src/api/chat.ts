import { z } from 'zod';
import { CHAT_MESSAGE_MAX } from '../constants';
import { gameViewSchema } from './games';

/**
 * Live chat contracts (DESIGN §5 chat): messages are text only (1-500 characters, never rendered as HTML),
 * persisted, the last 50 sent on join; per-user rate limit and per-game slow mode; admins delete messages and
 * mute users (with a reason, until a time); fans report messages.
 */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  text: z.string(),
  createdAt: z.string(),
  /** A cheer (issue 28): likes given from the chat, to whom, and until when it is pinned. */
  cheer: z
    .object({
      likes: z.number().int().positive(),
      recipient: z.object({
        kind: z.enum(['athlete', 'school']),
        id: z.number().int().nullable(),
        name: z.string(),
      }),
      pinnedUntil: z.string(),
      /** The game's goal with this cheer's likes, when the cheer came from the chat (the meter moves with it). */
      goalLikes: z.number().int().nonnegative().optional(),
    })
    .optional(),
});
export type ChatMessageView = z.infer<typeof chatMessageSchema>;

/** What a client may send: a string of 1-500 characters after trimming (anything else is refused). */
export const chatTextSchema = z
  .string()
  .transform((s) => s.replace(/\r\n?/g, '\n').trim())
  .pipe(
    z
      .string()
      .min(1, 'Say something first.')
      .max(CHAT_MESSAGE_MAX, `At most ${CHAT_MESSAGE_MAX} characters.`),
  );

/** A client's own name for a message it sends, kept across its retries (a retry stores nothing new). */
export const chatClientIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'clientId must be 8 to 64 letters, digits, _ or -');

export const chatSendSchema = z
  .object({
    gameId: z.number().int().positive(),
    text: chatTextSchema,
    clientId: chatClientIdSchema.optional(),
  })
  .strict();
export const chatDeleteSchema = z.object({ messageId: z.number().int().positive() }).strict();
export const chatMuteSchema = z
  .object({
    gameId: z.number().int().positive(),
    userId: z.number().int().positive(),
    minutes: z
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60),
    reason: z.string().trim().min(1).max(500),
  })
  .strict();
export const chatReportSchema = z
  .object({ messageId: z.number().int().positive(), reason: z.string().trim().min(1).max(500) })
  .strict();

/** A mute as the muted user (and admins) see it. */
export const chatMuteViewSchema = z.object({
  userId: z.number().int(),
  reason: z.string(),
  until: z.string().describe('ISO instant the mute ends'),
});
export type ChatMuteView = z.infer<typeof chatMuteViewSchema>;

/** GET /api/games/{id}/chat: the last 50 messages (oldest first) and the chat's settings. */
export const chatHistorySchema = z.object({
  gameId: z.number().int(),
  messages: z.array(chatMessageSchema),
  slowModeSeconds: z.number().int(),
});
export type ChatHistory = z.infer<typeof chatHistorySchema>;

/** GET /api/admin/chat/reports */
export const chatReportViewSchema = z.object({
  id: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
  reporter: z.object({ id: z.number().int(), name: z.string() }),
  message: chatMessageSchema.extend({ deleted: z.boolean() }),
});
export const chatReportListSchema = z.object({ reports: z.array(chatReportViewSchema) });
export type ChatReportView = z.infer<typeof chatReportViewSchema>;
export type ChatReportList = z.infer<typeof chatReportListSchema>;

/** Top Events: a featured game with its live viewer and message counts. */
export const topEventSchema = z.object({
  gameId: z.number().int(),
  viewers: z.number().int(),
  messages: z.number().int(),
});
export type TopEventCounts = z.infer<typeof topEventSchema>;

/** Error codes of chat acks (`{ ok: false, error, message }`). */
export const CHAT_ERRORS = [
  'unauthorized',
  'fans_only',
  'invalid_payload',
  'game_not_found',
  'not_joined',
  'muted',
  'rate_limited',
  'slow_mode',
  'forbidden',
  'not_found',
  'unavailable',
] as const;
export type ChatError = (typeof CHAT_ERRORS)[number];

/** POST /api/chat/messages/{id}/report: why (the path names the message; a body messageId is ignored). */
export const chatReportBodySchema = z
  .object({ reason: chatReportSchema.shape.reason, messageId: z.unknown().optional() })
  .strict();
/** POST /api/chat/messages/{id}/report (201 reported, 200 already reported by you). */
export const chatReportedSchema = z.object({ reported: z.boolean() });
/** GET /api/games/top-events: featured games with their live viewer and message counts. */
export const topEventsSchema = z.object({ games: z.array(gameViewSchema), counts: z.array(topEventSchema) });
export type TopEvents = z.infer<typeof topEventsSchema>;
