import { z } from 'zod';
import { pinTiersProblem } from '../rules/cheers';

/**
 * Cheers and the game's goal (DESIGN §5, issue 28): how long a cheer stays pinned by its amount, the per-fan daily
 * cap on likes given in cheers, and the goal meter's thresholds. Shared by the worker (applies cheers, celebrates)
 * and realtime (answers the pins and the meter on join).
 */

/** Pin tiers (anchor: Twitch pins a cheer 5 to 300 s), kept as written; parsePinTiers reads them. */
export const cheerPinTiers = z
  .string()
  .trim()
  .default('1:5,10:30,50:60,100:120,250:180,500:300')
  .refine((s) => pinTiersProblem(s) === null, {
    error: (i) => pinTiersProblem(String(i.input)) ?? 'invalid tiers',
  })
  .describe('How long a cheer stays pinned: LIKES:SECONDS tiers, ascending (a cheer of >= LIKES likes)');

export const cheerDailyCap = z.coerce
  .number()
  .int()
  .min(1)
  .max(100_000)
  .default(500)
  .describe('Likes a fan may give in cheers per UTC day (anchor: YouTube caps Super Chats at $500 a day)');

export const gameGoalThresholds = z
  .string()
  .default('100,250,500,1000,2500,5000,10000')
  .transform((s) => s.split(',').map((n) => Number(n.trim())))
  .pipe(z.array(z.number().int().positive()).min(1))
  .refine((ts) => ts.every((t, i) => i === 0 || t > ts[i - 1]), 'thresholds go up')
  .describe(
    "Likes given during a live game (to its players and schools) at which the game's goal celebrates",
  );

export const gameGoalEmitMs = z.coerce
  .number()
  .int()
  .min(0)
  .max(10_000)
  .default(1000)
  .describe(
    'At most one game goal meter per game per this many ms from a process applying gifts (worker, realtime): the first of a burst goes at once, the rest coalesce into the latest figure (0: every gift)',
  );

/** The worker's and realtime's: both apply cheers (through the api's queue; from the chat) and celebrate. */
export const cheerSettings = {
  CHEER_PIN_TIERS: cheerPinTiers,
  CHEER_DAILY_CAP: cheerDailyCap,
  GAME_GOAL_THRESHOLDS: gameGoalThresholds,
  GAME_GOAL_EMIT_MS: gameGoalEmitMs,
};
