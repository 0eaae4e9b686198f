import { z } from 'zod';
import { ATHLETE_SORTS, SPORTS } from '../constants';
import { INT4_MAX } from '../rules/ids';
import { athleteSchoolRefSchema, schoolRefSchema, topFanSchema } from './common';

const intParam = (min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v),
    z.coerce.number().int().min(min).max(max).optional(),
  );

/** Athlete filters of SPEC §3 as query parameters of GET /athletes and friends (SPEC §7). */
export const athleteQuerySchema = z.object({
  schoolId: intParam(1, INT4_MAX),
  sport: z.preprocess((v) => (v === '' ? undefined : v), z.enum(SPORTS).optional()),
  position: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(1).max(10).optional()),
  recruitingClass: intParam(1990, 2100),
  /** ratings: one star rating 0..5 or a comma list ("5,4"). */
  ratings: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : String(v)),
    z
      .string()
      .regex(/^[0-5](,[0-5])*$/, 'ratings must be digits 0 to 5, comma separated')
      .transform((s) => [...new Set(s.split(',').map(Number))])
      .optional(),
  ),
  sort: z.preprocess((v) => (v === '' ? undefined : v), z.enum(ATHLETE_SORTS).default('ranking')),
  name: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(1).max(100).optional()),
  index: intParam(0, 100_000).default(0),
  limit: intParam(1, 100),
  photoUrl: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v),
    z
      .enum(['true', 'false'])
      .transform((s) => s === 'true')
      .optional(),
  ),
});
export type AthleteQuery = z.infer<typeof athleteQuerySchema>;

// ---------------------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------------------

/** One athlete of a search (SPEC §3 Athlete search result). */
export const athleteSearchResultSchema = z.strictObject({
  id: z.number().int(),
  user: z.strictObject({ firstName: z.string(), lastName: z.string() }),
  photoUrl: z.string().nullable(),
  class: z.number().int().nullable(),
  position: z.string().nullable(),
  sport: z.string(),
  sumTotalInCents: z.number().int(),
  rating: z.number().int().nullable().optional(),
  ranking: z.number().int().nullable().optional(),
  schools: z.array(schoolRefSchema).optional(),
});
export type AthleteSearchResult = z.infer<typeof athleteSearchResultSchema>;

/** GET /api/athletes (and /explore-roster, /athletes/search, /athletes/share-likes-search). */
export const athleteSearchPageSchema = z.strictObject({
  athletes: z.array(athleteSearchResultSchema),
  total: z.number().int(),
  /** The page returned (0-based). */
  index: z.number().int(),
  /** The next page, or null when this is the last one. */
  nextIndex: z.number().int().nullable(),
});
export type AthleteSearchPage = z.infer<typeof athleteSearchPageSchema>;
/** A search result as ranked lists show it (school dashboards): with likes and rank. */
export const rankedAthleteSchema = athleteSearchResultSchema.extend({
  likes: z.number().int(),
  rank: z.number().int(),
});
export type RankedAthlete = z.infer<typeof rankedAthleteSchema>;
/** A page of athletes as the web lists them (search pages; ranked lists add likes and rank). */
export type AthletePage = Omit<AthleteSearchPage, 'athletes'> & {
  athletes: (AthleteSearchResult & { likes?: number; rank?: number })[];
};

/** POST /api/athletes/LiveGameAthleteSearch and LiveGameBasketballAthleteSearch */
export const liveSearchBodySchema = z
  .object({ radarAthleteId: z.array(z.string().min(1).max(64)).max(200) })
  .strip();
export const liveSearchResponseSchema = z.strictObject({ athlete: z.array(athleteSearchResultSchema) });

/** An athlete's named funding goal (the `{allocationId}` of the fund routes) with the likes it received. */
export const allocationWithLikesSchema = z.strictObject({
  id: z.number().int(),
  athleteId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  goalLikes: z.number().int().nullable(),
  likes: z.number().int(),
  createdAt: z.string(),
});
export type AllocationWithLikes = z.infer<typeof allocationWithLikesSchema>;
/** GET /api/athletes/{id}/allocations */
export const athleteAllocationsSchema = z.strictObject({ allocations: z.array(allocationWithLikesSchema) });

/** GET /api/athletes/{id}: the athlete profile page. */
export const athleteDetailSchema = z.strictObject({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  /** Same as the search result's user (SPEC §3). */
  user: z.strictObject({ firstName: z.string(), lastName: z.string() }),
  photoUrl: z.string().nullable(),
  sport: z.string().nullable(),
  position: z.string().nullable(),
  class: z.number().int().nullable(),
  rating: z.number().int().nullable(),
  ranking: z.number().int().nullable(),
  hometown: z.string().nullable(),
  highSchool: z.string().nullable(),
  height: z.number().int().nullable(),
  weight: z.number().int().nullable(),
  schools: z.array(athleteSchoolRefSchema),
  likes: z.number().int(),
  sumTotalInCents: z.number().int(),
  supporters: z.number().int(),
  topFans: z.array(topFanSchema),
  allocations: z.array(allocationWithLikesSchema),
  claimed: z.boolean(),
  claimedAt: z.string().nullable(),
  /** Whether the signed-in user is this athlete. */
  ownedByMe: z.boolean(),
});
export type AthleteDetail = z.infer<typeof athleteDetailSchema>;

/** GET /api/athletes/claimable: unclaimed profiles whose names start with the given text. */
const nameText = z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(1).max(80).optional());
export const claimableQuerySchema = z
  .object({
    firstName: nameText,
    lastName: nameText,
    limit: z.coerce.number().int().min(1).max(50).optional(),
  })
  .refine((q) => !!(q.firstName || q.lastName), {
    message: 'firstName or lastName is required',
    path: ['firstName'],
  });
/** The fields of an athlete card (claim flows list profiles with them). */
export const athleteCardShape = {
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  photoUrl: z.string().nullable(),
  sport: z.string().nullable(),
  position: z.string().nullable(),
  class: z.number().int().nullable(),
  rating: z.number().int().nullable(),
  hometown: z.string().nullable(),
  highSchool: z.string().nullable(),
};
/** An athlete card's fields (athleteCardShape). */
export type AthleteCard = z.infer<z.ZodObject<typeof athleteCardShape>>;
export const claimableAthleteSchema = z.strictObject({
  ...athleteCardShape,
  user: z.strictObject({ firstName: z.string(), lastName: z.string() }),
  schools: z.array(athleteSchoolRefSchema),
});
export type ClaimableAthlete = z.infer<typeof claimableAthleteSchema>;
export const claimableAthletesSchema = z.strictObject({ athletes: z.array(claimableAthleteSchema) });
export type ClaimableAthletes = z.infer<typeof claimableAthletesSchema>;

/** Likes received on one UTC day (the dashboard's chart). */
export const likesPointSchema = z.strictObject({
  /** UTC day, YYYY-MM-DD. */
  date: z.string(),
  /** Net likes received that day. */
  likes: z.number().int(),
  /** Likes received in all, at the end of that day. */
  total: z.number().int(),
});
export type LikesPoint = z.infer<typeof likesPointSchema>;

/** GET /api/athletes/me/dashboard */
export const athleteDashboardQuerySchema = z.object({
  days: z.coerce.number().int().min(7).max(365).default(30),
});
export const athleteDashboardSchema = z.strictObject({
  athlete: athleteDetailSchema,
  likes: z.number().int(),
  sumTotalInCents: z.number().int(),
  supporters: z.number().int(),
  topSupporters: z.array(topFanSchema),
  series: z.array(likesPointSchema),
  allocations: z.array(allocationWithLikesSchema),
});
export type AthleteDashboard = z.infer<typeof athleteDashboardSchema>;
