import { z } from 'zod';
import { athleteCardShape } from './athletes';
import { schoolRefSchema } from './common';

/**
 * Profile claims (DESIGN §5 "Profile claims need proof"): an athlete asks to claim a pre-existing profile with
 * some evidence; an admin approves or rejects it (or, later, a QR claim-invite approves it). Shared by the api
 * (validation, OpenAPI) and the web pages (limits shown on the form, response types).
 */
export const CLAIM_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
/** How an approved claim was proven: an admin's review, or a claim invite (QR claim-invite, issue 11). */
export const CLAIM_VIA = ['admin', 'invite'] as const;
export type ClaimVia = (typeof CLAIM_VIA)[number];

export const CLAIM_MESSAGE_MIN = 10;
export const CLAIM_MESSAGE_MAX = 1000;
export const CLAIM_REASON_MIN = 5;
export const CLAIM_REASON_MAX = 500;
export const ALREADY_CLAIMED_MESSAGE = 'This profile has already been claimed.';
/** Where a claimant whose request was rejected can write. */
export const CLAIM_SUPPORT_EMAIL = 'support@fanlift.dev';

/** POST /api/athletes/{id}/claim */
export const claimRequestBodySchema = z
  .object({
    message: z
      .string()
      .trim()
      .min(CLAIM_MESSAGE_MIN, `message: tell us in at least ${CLAIM_MESSAGE_MIN} characters why this is you`)
      .max(CLAIM_MESSAGE_MAX),
    /** Optional: an address at the athlete's school or club that an admin can write to. */
    schoolEmail: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() || undefined : v),
      z.email('schoolEmail: not an email address').max(254).optional(),
    ),
  })
  .strict();
export type ClaimRequestBody = z.infer<typeof claimRequestBodySchema>;

/** POST /api/admin/claims/{id}/reject */
export const claimRejectBodySchema = z
  .object({ reason: z.string().trim().min(CLAIM_REASON_MIN).max(CLAIM_REASON_MAX) })
  .strict();

/** GET /api/admin/claims: `decided` is every status but pending. */
export const ADMIN_CLAIM_FILTERS = [...CLAIM_STATUSES, 'decided', 'all'] as const;
export type AdminClaimFilter = (typeof ADMIN_CLAIM_FILTERS)[number];
export const adminClaimsQuerySchema = z.object({
  status: z.enum(ADMIN_CLAIM_FILTERS).default('pending'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** The profile a claim is about, as claim lists show it. */
export const claimAthleteSummarySchema = z.strictObject({
  ...athleteCardShape,
  schools: z.array(schoolRefSchema),
  /** Whether some user owns the profile now. */
  claimed: z.boolean(),
});
export type ClaimAthleteSummary = z.infer<typeof claimAthleteSummarySchema>;

/** A claim request as its claimant sees it. */
export const claimRequestViewSchema = z.strictObject({
  id: z.number().int(),
  athleteId: z.number().int(),
  athlete: claimAthleteSummarySchema,
  status: z.enum(CLAIM_STATUSES),
  message: z.string(),
  schoolEmail: z.string().nullable(),
  /** Why it was rejected (or cancelled); null otherwise. */
  reason: z.string().nullable(),
  via: z.enum(CLAIM_VIA).nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ClaimRequestView = z.infer<typeof claimRequestViewSchema>;

/** A claim request as an admin reviews it: with the claimant and what competes with it. */
export const adminClaimViewSchema = claimRequestViewSchema.extend({
  claimant: z.strictObject({
    id: z.number().int(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    emailVerified: z.boolean(),
    createdAt: z.string(),
    /** The claimant already owns an athlete profile (approval would be refused). */
    hasProfile: z.boolean(),
  }),
  /** The profile's likes (they stay on the profile's account until a claim is approved). */
  athleteLikes: z.number().int(),
  /** Other pending requests for the same profile. */
  competingRequests: z.number().int(),
  decidedBy: z.strictObject({ id: z.number().int(), name: z.string() }).nullable(),
});
export type AdminClaimView = z.infer<typeof adminClaimViewSchema>;

/** POST /api/athletes/{id}/claim (201 created, 200 already pending) */
export const claimCreatedSchema = z.strictObject({ claim: claimRequestViewSchema });
/** GET /api/claims/mine */
export const myClaimsSchema = z.strictObject({ claims: z.array(claimRequestViewSchema) });
export type MyClaims = z.infer<typeof myClaimsSchema>;
/** GET /api/admin/claims/summary */
export const adminClaimsSummarySchema = z.strictObject({ pending: z.number().int() });
export type AdminClaimsSummary = z.infer<typeof adminClaimsSummarySchema>;
/** GET /api/admin/claims: `total` counts the filter, `pending` the review queue. */
export const adminClaimsPageSchema = z.strictObject({
  claims: z.array(adminClaimViewSchema),
  total: z.number().int(),
  pending: z.number().int(),
});
export type AdminClaimsPage = z.infer<typeof adminClaimsPageSchema>;
/** POST /api/admin/claims/{id}/approve and /reject: the request after the decision. */
export const claimDecidedSchema = z.strictObject({ claim: claimRequestViewSchema, changed: z.boolean() });
