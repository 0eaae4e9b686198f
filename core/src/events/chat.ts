import { z } from 'zod';
import {
  chatDeleteSchema,
  chatMuteSchema,
  chatReportSchema,
  chatSendSchema,
  type ChatMessageView,
  type ChatMuteView,
} from '../api/chat';
import type { CommandViewOf } from '../api/commands';
import { cheerBodyFields, oneCheerRecipient } from '../routes/cheers';
import { idempotencyKeySchema } from '../routes/route';
import { positiveId } from '../schemas/ids';
import type { SocketAckResult } from './ack';
import { clientEvent, firstIssue } from './client-event';

/** Live chat of a game (DESIGN §5 chat). */
export type ChatMessage = ChatMessageView;

export interface ChatServerEvents {
  'chat:message': (p: ChatMessage) => void;
  'chat:deleted': (p: { id: number; gameId: number }) => void;
  /** Sent to the socket after game:join: the last 50 messages (or those after `sinceMessageId`), oldest first,
   *  and the chat's settings; `since` echoes sinceMessageId (the client then merges instead of replacing). */
  'chat:history': (p: {
    gameId: number;
    messages: ChatMessage[];
    slowModeSeconds: number;
    since: number | null;
  }) => void;
  /** Sent to the socket after game:join: the cheers pinned now, newest first (a late joiner sees them too). */
  'chat:pins': (p: { gameId: number; pins: ChatMessage[] }) => void;
  /** Slow mode changed (admins). */
  'chat:settings': (p: { gameId: number; slowModeSeconds: number }) => void;
  /** To the muted user (every socket of theirs): why and until when; `null` when lifted. */
  'chat:muted': (p: ChatMuteView | null) => void;
}

export const chatUnmuteSchema = z.object({ userId: z.number().int().positive() });

/**
 * `chat:cheer`: a cheer from the chat's composer, the same request as POST /api/games/{id}/cheers with its
 * Idempotency-Key in the payload (one key through either path is one command).
 */
export const chatCheerSchema = z
  .object({ ...cheerBodyFields, gameId: positiveId, idempotencyKey: idempotencyKeySchema })
  .strict()
  .refine(...oneCheerRecipient);

/** The ack of `chat:cheer`: the command (applied, or failed with its error), or a refusal with nothing staged. */
export interface CheerAck extends SocketAckResult {
  command?: CommandViewOf<'cheer'>;
}

export const chatClientEvents = {
  /**
   * Fans: cheer from a game they joined. Realtime applies it through the ledger at once (one transaction, exactly
   * once per idempotency key) and answers the command; refusals before staging: not_joined, rate_limited.
   */
  'chat:cheer': clientEvent<typeof chatCheerSchema, CheerAck>(chatCheerSchema, firstIssue),
  /** Fans: send text to a game they joined (a retry with the same `clientId` stores nothing new). */
  'chat:send': clientEvent(chatSendSchema, firstIssue),
  /** Admins: delete a message (it disappears in every client). */
  'chat:delete': clientEvent(chatDeleteSchema, () => 'messageId is required.'),
  /** Admins: mute a user for `minutes` with a reason (the ack says `until`). */
  'chat:mute': clientEvent(chatMuteSchema, firstIssue),
  /** Admins: lift a user's mutes. */
  'chat:unmute': clientEvent(chatUnmuteSchema, () => 'userId is required.'),
  /** Fans: report a message. */
  'chat:report': clientEvent(chatReportSchema, firstIssue),
};
