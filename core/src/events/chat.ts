import { z } from 'zod';
import {
  chatDeleteSchema,
  chatMuteSchema,
  chatReportSchema,
  chatSendSchema,
  type ChatMessageView,
  type ChatMuteView,
} from '../api/chat';
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

export const chatClientEvents = {
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
