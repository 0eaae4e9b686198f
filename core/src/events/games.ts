import { z } from 'zod';
import type { SocketAck } from './ack';
import type { GamePlay, GameView } from '../api/games';
import type { ChatMessageView, ChatMuteView } from '../api/chat';

/** Game day events: live game updates and chat (DESIGN §5). */
export type ChatMessage = ChatMessageView;

/** A game changed: the old flat fields (status, scores, clock) plus the whole view and the plays just added. */
export interface GameUpdate {
  gameId: number;
  status: string;
  homeScore: number;
  awayScore: number;
  clock: string | null;
  game: GameView;
  plays: GamePlay[];
}

export interface GamesServerEvents {
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
  /** Slow mode changed (admins). */
  'chat:settings': (p: { gameId: number; slowModeSeconds: number }) => void;
  /** To the muted user (every socket of theirs): why and until when; `null` when lifted. */
  'chat:muted': (p: ChatMuteView | null) => void;
  'game:update': (p: GameUpdate) => void;
  /** Top supporters changed (a like to the game's players or schools while live). */
  'game:supporters': (p: { gameId: number }) => void;
}

export interface GamesClientEvents {
  'game:join': (p: { gameId: number; sinceMessageId?: number }, ack?: SocketAck) => void;
  'game:leave': (p: { gameId: number }, ack?: SocketAck) => void;
  /** Schedules: every game update (the `games` room). */
  'games:watch': (p: Record<string, never>, ack?: SocketAck) => void;
  'chat:send': (p: { gameId: number; text: string; clientId?: string }, ack?: SocketAck) => void;
  /** Admins: delete a message (it disappears in every client). */
  'chat:delete': (p: { messageId: number }, ack?: SocketAck) => void;
  /** Admins: mute a user for `minutes` with a reason. */
  'chat:mute': (
    p: { gameId: number; userId: number; minutes: number; reason: string },
    ack?: SocketAck,
  ) => void;
  'chat:unmute': (p: { userId: number }, ack?: SocketAck) => void;
  /** Fans: report a message. */
  'chat:report': (p: { messageId: number; reason: string }, ack?: SocketAck) => void;
}

export const gameJoinSchema = z.object({
  gameId: z.number().int().positive(),
  /** Rejoining after a drop the server could not recover (e.g. its node died): only the messages after this one. */
  sinceMessageId: z.number().int().min(0).optional(),
});
