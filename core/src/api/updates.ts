import { z } from 'zod';
import { THANK_NOTE_MAX_CHARS, UPDATE_MAX_CHARS } from '../rules/updates';

/** Athlete updates, goals reached and thank-yous (issue 29 items 1-2). */
export const UPDATE_AUDIENCES = ['everyone', 'supporters'] as const;
export type UpdateAudience = (typeof UPDATE_AUDIENCES)[number];

/** A photo stored by POST /api/uploads/update-photo (never another URL). */
export const uploadedPhotoUrlSchema = z
  .string()
  .regex(
    /^\/api\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$/,
    'photoUrl must be a photo uploaded with POST /api/uploads/update-photo',
  );

const text = (max: number, what: string) =>
  z.string().trim().min(1, `${what} is required`).max(max, `${what} is at most ${max} characters`);

/** POST /api/updates: an update of the signed-in athlete; with allocationId, that goal is marked reached. */
export const createUpdateBodySchema = z.strictObject({
  text: text(UPDATE_MAX_CHARS, 'text'),
  audience: z.enum(UPDATE_AUDIENCES).default('everyone'),
  photoUrl: uploadedPhotoUrlSchema.nullish(),
  allocationId: z.number().int().positive().nullish(),
});
export type CreateUpdateBody = z.input<typeof createUpdateBodySchema>;

export const athleteRefLiteSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  photoUrl: z.string().nullable(),
});

export const athleteUpdateSchema = z.strictObject({
  id: z.number().int(),
  athlete: athleteRefLiteSchema,
  text: z.string(),
  photoUrl: z.string().nullable(),
  audience: z.enum(UPDATE_AUDIENCES),
  /** Set when the post marks a funding goal reached. */
  goal: z.strictObject({ id: z.number().int(), name: z.string(), goalLikes: z.number().int() }).nullable(),
  /** Hidden by an admin (only admins and the athlete still see it). */
  hidden: z.boolean(),
  createdAt: z.string(),
});
export type AthleteUpdate = z.infer<typeof athleteUpdateSchema>;

/** A page of updates, newest first; `nextBefore` asks for the next (older) page. */
export const updatesPageSchema = z.strictObject({
  updates: z.array(athleteUpdateSchema),
  nextBefore: z.number().int().nullable(),
  /** May the viewer see the athlete's supporters-only posts (they gave, own the profile or are an admin)? */
  seesSupportersOnly: z.boolean(),
});
export type UpdatesPage = z.infer<typeof updatesPageSchema>;

export const updatesPageQuerySchema = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** GET /api/updates/athletes/:id/goals: the goal-reached posts the viewer may see. */
export const goalPostsSchema = z.strictObject({ updates: z.array(athleteUpdateSchema) });

export const updateCreatedSchema = z.strictObject({ update: athleteUpdateSchema });

/** POST /api/admin/updates/:id/hide */
export const hideUpdateBodySchema = z.strictObject({ hidden: z.boolean().default(true) });

/** POST /api/uploads/update-photo (multipart `photo`) */
export const updatePhotoUploadedSchema = z.strictObject({
  photoUrl: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

/** POST /api/thanks: thank one supporter. */
export const thankFanBodySchema = z.strictObject({
  fanId: z.number().int().positive(),
  note: text(THANK_NOTE_MAX_CHARS, 'note'),
});

export const THANK_PERIODS = ['month', 'season'] as const;
/** POST /api/thanks/period: thank every fan who gave in a month (`2026-11`) or a season (`2026-27`, Jul-Jun). */
export const thankPeriodBodySchema = z
  .strictObject({
    period: z.enum(THANK_PERIODS),
    label: z.string().regex(/^\d{4}-\d{2}$/, 'label is YYYY-MM (month) or YYYY-YY (season)'),
    note: text(THANK_NOTE_MAX_CHARS, 'note'),
  })
  .refine((b) => b.period !== 'month' || (+b.label.slice(5) >= 1 && +b.label.slice(5) <= 12), {
    message: 'label of a month is YYYY-MM',
    path: ['label'],
  })
  .refine((b) => b.period !== 'season' || (+b.label.slice(0, 4) + 1) % 100 === +b.label.slice(5), {
    message: 'label of a season is YYYY-YY, e.g. 2026-27',
    path: ['label'],
  });

export const thankSchema = z.strictObject({
  id: z.number().int(),
  athlete: athleteRefLiteSchema,
  note: z.string(),
  /** Set when the fan was thanked with every supporter of a period. */
  period: z.strictObject({ kind: z.enum(THANK_PERIODS), label: z.string() }).nullable(),
  createdAt: z.string(),
});
export type Thank = z.infer<typeof thankSchema>;

export const thankCreatedSchema = z.strictObject({ thank: thankSchema });
export const thankBatchSchema = z.strictObject({
  batch: z.strictObject({
    id: z.number().int(),
    period: z.strictObject({ kind: z.enum(THANK_PERIODS), label: z.string() }),
    note: z.string(),
    createdAt: z.string(),
  }),
});

export const thanksPageSchema = z.strictObject({
  thanks: z.array(thankSchema),
  nextBefore: z.number().int().nullable(),
});
export type ThanksPage = z.infer<typeof thanksPageSchema>;
