import { z } from 'zod';
import { baseConfigSchema } from './shared';

export const realtimeConfigSchema = baseConfigSchema.extend({
  REALTIME_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .default(3002)
    .describe('realtime (Socket.IO) port'),
  PUBLIC_URL: z.string().url().default('http://localhost:8080').describe('Allowed browser origin'),
  SESSION_SECRET: z
    .string()
    .min(16)
    .default('fanlift-development-session-secret')
    .describe('Same secret as the api'),
});

export type RealtimeConfig = z.infer<typeof realtimeConfigSchema>;
