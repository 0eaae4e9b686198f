import { z } from 'zod';
import type { WalletTransaction } from './types';

/** Socket.IO contracts (DESIGN §3), used by realtime, the worker's emitter and the web. */
export interface ChatMessage {
  id: number;
  gameId: number;
  userId: number;
  name: string;
  text: string;
  createdAt: string;
}

export interface ServerToClientEvents {
  'wallet:balance': (p: { balance: number; transaction: WalletTransaction | null }) => void;
  'milestone:star': (p: { earnedStar: number }) => void;
  'spin:result': (p: { likes: number; segmentIndex: number; balance: number }) => void;
  'chat:message': (p: ChatMessage) => void;
  'chat:deleted': (p: { id: number; gameId: number }) => void;
  'game:update': (p: {
    gameId: number;
    status: string;
    homeScore: number;
    awayScore: number;
    clock: string | null;
  }) => void;
  'athlete:likes': (p: { athleteId: number; likes: number; sumTotalInCents: number }) => void;
  'school:likes': (p: { schoolId: number; likes: number }) => void;
  'command:result': (p: {
    commandId: string;
    status: 'applied' | 'failed';
    error?: { code: string; message: string };
  }) => void;
}

/** Every client event is acknowledged: `{ ok: true }`, or `{ ok: false, error }` with a code. */
export type SocketAck = (r: { ok: boolean; error?: string }) => void;

export interface ClientToServerEvents {
  'game:join': (p: { gameId: number }, ack?: SocketAck) => void;
  'game:leave': (p: { gameId: number }, ack?: SocketAck) => void;
  'athlete:watch': (p: { athleteId: number }, ack?: SocketAck) => void;
  'chat:send': (p: { gameId: number; text: string }, ack?: SocketAck) => void;
}

export const gameJoinSchema = z.object({ gameId: z.number().int().positive() });
export const athleteWatchSchema = z.object({ athleteId: z.number().int().positive() });

export const rooms = {
  user: (id: number) => `user:${id}`,
  game: (id: number) => `game:${id}`,
  athlete: (id: number) => `athlete:${id}`,
  school: (id: number) => `school:${id}`,
};
