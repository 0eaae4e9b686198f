import { z } from 'zod';
import type { GamePlay, GameView } from '../api/games';
import { clientEvent } from './client-event';

/** Game day events: live game updates (DESIGN §5); the chat's are in ./chat. */

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

/** The game's goal: likes given while it is live to its players and schools (from the ledger), and its thresholds. */
export interface GameGoal {
  gameId: number;
  likes: number;
  thresholds: number[];
  /** The thresholds reached so far. */
  reached: number[];
  next: number | null;
}

export interface GamesServerEvents {
  'game:update': (p: GameUpdate) => void;
  /** Top supporters changed (a like to the game's players or schools while live). */
  'game:supporters': (p: { gameId: number }) => void;
  /** The goal meter moved (after a gift to the game's players or schools while live); also sent on game:join. */
  'game:goal': (p: GameGoal) => void;
  /** The goal passed a threshold: sent once per game and threshold, to the viewers in the room at that time. */
  'game:celebration': (p: { gameId: number; threshold: number; likes: number }) => void;
}

export const gameJoinSchema = z.object({
  gameId: z.number().int().positive(),
  /** Rejoining after a drop the server could not recover (e.g. its node died): only the messages after this one. */
  sinceMessageId: z.number().int().min(0).optional(),
  /**
   * The game's room only (its `game:update`s): no chat history, pins, goal or mute. The live page's game hook joins
   * so; its chat joins without it and alone asks for the history (or what came after `sinceMessageId`).
   */
  roomOnly: z.boolean().optional(),
});
export const gameLeaveSchema = gameJoinSchema.pick({ gameId: true });
export const gamesWatchSchema = z.object({}).strict();

export const gamesClientEvents = {
  /** A game's room, then (unless `roomOnly`) its chat history, slow mode, pins, goal and the user's mute. */
  'game:join': clientEvent(gameJoinSchema),
  'game:leave': clientEvent(gameLeaveSchema),
  /** Schedules: every game update (the `games` room). */
  'games:watch': clientEvent(gamesWatchSchema),
};
