import { z } from 'zod';
import { cheerSettings } from './cheers';
import {
  baseConfigSchema,
  emailLinkSecret,
  likePriceCents,
  metricsSettings,
  rateLimitSpec,
  starThresholds,
} from './shared';

export const realtimeConfigSchema = baseConfigSchema.extend({
  ...metricsSettings(9402),
  REALTIME_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .default(3002)
    .describe('realtime (Socket.IO) port'),
  // Cheers from the chat are applied here (chat:cheer, issue 28): the worker's settings for them, same values.
  ...cheerSettings,
  GAME_GOAL_CORRECT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(60_000)
    .default(5000)
    .describe(
      "A cheer from the chat carries the game's goal in its message; this long after one, the exact goal is read and sent to the game once (it puts right cheers two nodes delivered out of turn, and a threshold two concurrent gifts each missed)",
    ),
  STAR_THRESHOLDS: starThresholds,
  EMAIL_LINK_SECRET: emailLinkSecret,
  LIKE_PRICE_CENTS: likePriceCents,
  RATE_LIMIT_SENDS: rateLimitSpec(
    '600/60',
    "Cheers per user (the api's sends limit, the same Redis counter): POINTS/SECONDS",
  ),
  PUBLIC_URL: z.string().url().default('http://localhost:8080').describe('Allowed browser origin'),
  SESSION_SECRET: z
    .string()
    .min(16)
    .default('fanlift-development-session-secret')
    .describe('Same secret as the api'),
  RATE_LIMIT_CHAT: rateLimitSpec(
    '8/10',
    'Chat messages per user over every realtime node (Redis): POINTS/SECONDS; slow mode is per game on top',
  ),
  CHAT_RECOVERY_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(600)
    .default(120)
    .describe(
      'How long a dropped socket may come back and receive what it missed (connection state recovery)',
    ),
});

export type RealtimeConfig = z.infer<typeof realtimeConfigSchema>;
