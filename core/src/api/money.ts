import { z } from 'zod';

/** Money in plain words (issue 29 items 3-5): where a fan's likes went, statements, receipts, athlete report. */

const int = z.number().int();

/** GET /api/me/likes-went */
export const likesWentSchema = z.strictObject({
  totalLikes: int,
  recipients: z.array(
    z.strictObject({
      kind: z.enum(['athlete', 'school']),
      id: int,
      name: z.string(),
      photoUrl: z.string().nullable(),
      /** A school's page path segment (athletes are linked by id). */
      slug: z.string().nullable(),
      /** Likes the fan gave this recipient (derived ledger_supporters). */
      likes: int,
      goals: z.array(
        z.strictObject({
          id: int,
          name: z.string(),
          goalLikes: int.nullable(),
          raisedLikes: int,
          givenLikes: int,
        }),
      ),
    }),
  ),
});
export type LikesWent = z.infer<typeof likesWentSchema>;

export const STATEMENT_CATEGORIES = [
  'purchase',
  'free',
  'gift',
  'given',
  'spent',
  'refund',
  'dispute',
  'other',
] as const;
export type StatementCategory = (typeof STATEMENT_CATEGORIES)[number];

/** ?year=YYYY (default: this year, UTC). */
export const yearQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});

/** GET /api/me/statement */
export const fanStatementSchema = z.strictObject({
  year: int,
  totals: z.strictObject({
    purchasedLikes: int,
    purchasedCents: int,
    freeLikes: int,
    giftLikes: int,
    givenLikes: int,
    spentLikes: int,
    refundedLikes: int,
    disputedLikes: int,
    /** Anything else (affiliate commissions and their reversals), signed. */
    otherLikes: int,
    /** The year's change of the wallet: everything in minus everything out. */
    net: int,
  }),
  purchases: z.array(
    z.strictObject({
      id: z.string(),
      createdAt: z.string(),
      likes: int,
      amountCents: int,
      currency: z.string(),
      paymentMethodType: z.string().nullable(),
    }),
  ),
  given: z.array(
    z.strictObject({ kind: z.enum(['athlete', 'school']), id: int, name: z.string(), likes: int }),
  ),
  adjustments: z.array(
    z.strictObject({
      kind: z.enum(['refund', 'dispute']),
      createdAt: z.string(),
      likes: int,
      description: z.string().nullable(),
    }),
  ),
});
export type FanStatement = z.infer<typeof fanStatementSchema>;

/** GET /api/me/receipts/:id */
export const receiptSchema = z.strictObject({
  id: z.string(),
  kind: z.enum(['purchase', 'guest_like']),
  likes: int,
  unitPriceCents: int,
  amountCents: int,
  currency: z.string(),
  paymentMethodType: z.string().nullable(),
  paidAt: z.string(),
  refundedCents: int,
  disputedCents: int,
  likesTakenBack: int,
  athleteName: z.string().nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const REPORT_SOURCES = ['fans', 'guest', 'marketplace'] as const;
export type ReportSource = (typeof REPORT_SOURCES)[number];
const bySource = { fans: int, guest: int, marketplace: int, total: int };

/** GET /api/athletes/:id/report */
export const athleteReportSchema = z.strictObject({
  athleteId: int,
  year: int,
  priceCents: int,
  thresholdCents: int,
  months: z.array(z.strictObject({ month: int, ...bySource })),
  quarters: z.array(z.strictObject({ quarter: int, ...bySource })),
  totals: z.strictObject(bySource),
  /** Payers whose total to the athlete this calendar year passes the threshold. */
  notices: z.array(
    z.strictObject({ payer: z.string(), kind: z.enum(['fan', 'guest']), likes: int, amountCents: int }),
  ),
});
export type AthleteReport = z.infer<typeof athleteReportSchema>;
