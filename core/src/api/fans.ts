import { z } from 'zod';
import { schoolRefSchema } from './common';

/** Fans contracts (SPEC §2 /fans/{fanId}). */

/** An athlete or school a fan gave to, with the likes given. */
export const supportedRecipientSchema = z.strictObject({
  type: z.enum(['athlete', 'school']),
  id: z.number().int(),
  name: z.string(),
  likes: z.number().int(),
});
export type SupportedRecipient = z.infer<typeof supportedRecipientSchema>;

/** GET /api/fans/{id}: the public fan profile (email only for yourself or an admin). */
export const fanProfileViewSchema = z.strictObject({
  id: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** Only for yourself or an admin. */
  email: z.string().optional(),
  emailVerified: z.boolean().optional(),
  schools: z.array(schoolRefSchema),
  likesGiven: z.number().int(),
  earnedStar: z.number().int(),
  memberSince: z.string(),
  /** The athletes and schools this fan gave most to. */
  supported: z.array(supportedRecipientSchema),
});
export type FanProfileView = z.infer<typeof fanProfileViewSchema>;
