import { z } from 'zod';

/** Affiliate programme contracts (DESIGN §5 affiliate). */
export const AFFILIATE_CODE_PATTERN = /^[A-Za-z0-9]{4,32}$/;

/** GET /api/affiliate/me: the fan's code, link and what it brought. */
export const affiliateStatsSchema = z.object({
  code: z.string(),
  link: z.string(),
  visits: z.number().int(),
  signups: z.number().int(),
  /** Purchases by referred fans that earned a commission. */
  purchases: z.number().int(),
  /** Likes earned (commissions minus reversals on refunds). */
  earnedLikes: z.number().int(),
  byDay: z.array(z.object({ date: z.string(), likes: z.number().int() })),
});
export type AffiliateStats = z.infer<typeof affiliateStatsSchema>;

export const affiliateAdminRowSchema = z.object({
  code: z.string(),
  email: z.string(),
  name: z.string(),
  visits: z.number().int(),
  signups: z.number().int(),
  purchases: z.number().int(),
  earnedLikes: z.number().int(),
});
export type AffiliateAdminRow = z.infer<typeof affiliateAdminRowSchema>;
export const affiliateAdminListSchema = z.object({ affiliates: z.array(affiliateAdminRowSchema) });

/** POST /api/affiliate/visits answer: who invited the visitor (first name only). */
export const affiliateVisitSchema = z.object({
  code: z.string(),
  firstName: z.string().nullable(),
  /** False when the affiliate opened their own link (nothing recorded). */
  recorded: z.boolean(),
});
export type AffiliateVisit = z.infer<typeof affiliateVisitSchema>;

/** POST /api/affiliate/visits: the code of the affiliate link visited. */
export const affiliateVisitBodySchema = z
  .object({ code: z.string().regex(AFFILIATE_CODE_PATTERN, 'not an affiliate code') })
  .strict();
