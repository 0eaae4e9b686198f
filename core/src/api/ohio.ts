import { z } from 'zod';
import { athleteSearchResultSchema } from './athletes';
import { topFanSchema } from './common';
import { schoolWithLikesSchema } from './schools';

/** The Ohio branded portal (/university/ohio): its password and its extras. */

/** POST /api/ohio/unlock */
export const ohioUnlockBodySchema = z.object({ password: z.string().min(1).max(200) }).strict();
/** GET /api/ohio/status, POST /api/ohio/unlock and /api/ohio/lock */
export const ohioStatusSchema = z.strictObject({ unlocked: z.boolean() });
export type OhioStatus = z.infer<typeof ohioStatusSchema>;

/** GET /api/ohio/extras (password entered). */
export const ohioExtrasSchema = z.strictObject({
  school: schoolWithLikesSchema,
  sports: z.array(z.string()),
  recruits: z.strictObject({
    football: z.array(athleteSearchResultSchema),
    basketball: z.array(athleteSearchResultSchema),
  }),
  topFans: z.array(topFanSchema),
  links: z.strictObject({ liveChat: z.string(), schedules: z.string(), basketballSchedules: z.string() }),
});
export type OhioExtras = z.infer<typeof ohioExtrasSchema>;
