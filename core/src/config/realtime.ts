import { z } from 'zod';
import { gameGoalThresholds } from './cheers';
import { baseConfigSchema, rateLimitSpec, metricsSettings } from './shared';

export const realtimeConfigSchema = baseConfigSchema.extend({
  ...metricsSettings(9402),
  REALTIME_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .default(3002)
    .describe('realtime (Socket.IO) port'),
  GAME_GOAL_THRESHOLDS: gameGoalThresholds,
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
