import { z } from 'zod';
import type { SocketAck } from './ack';

/** Game day events: live game updates and chat. */
export interface ChatMessage {
  id: number;
  gameId: number;
  userId: number;
  name: string;
  text: string;
  createdAt: string;
}

export interface GamesServerEvents {
  'chat:message': (p: ChatMessage) => void;
  'chat:deleted': (p: { id: number; gameId: number }) => void;
  'game:update': (p: {
    gameId: number;
    status: string;
    homeScore: number;
    awayScore: number;
    clock: string | null;
  }) => void;
}

export interface GamesClientEvents {
  'game:join': (p: { gameId: number }, ack?: SocketAck) => void;
  'game:leave': (p: { gameId: number }, ack?: SocketAck) => void;
  'chat:send': (p: { gameId: number; text: string }, ack?: SocketAck) => void;
}

export const gameJoinSchema = z.object({ gameId: z.number().int().positive() });
