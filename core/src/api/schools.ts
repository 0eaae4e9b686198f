import { z } from 'zod';
import { SPORTS } from '../constants';
import { positiveId, queryId } from '../schemas/ids';
import { athleteSearchPageSchema, rankedAthleteSchema } from './athletes';
import { topFanSchema } from './common';

/** Schools contracts (SPEC §3 School, §7 GET /schools and friends, the university pages). */

// ---------------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------------

/** GET /api/schools and /api/schools/powerFive */
export const schoolListQuerySchema = z.object({
  name: z.string().trim().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
  offset: z.coerce.number().int().min(0).max(100_000).optional(),
});
/** GET /api/schools/getSelectedSchools */
export const selectedSchoolsQuerySchema = z.object({
  schoolName: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(1).max(100).optional()),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
const optionalId = z.preprocess((v) => (v === '' || v === undefined ? undefined : v), queryId.optional());
/** `?fanUserId=`: whose schools (yourself; admins: anyone). */
export const fanUserQuerySchema = z.object({ fanUserId: optionalId });
/** POST /api/schools/powerFive (admin) */
export const powerFiveBodySchema = z.object({ schoolIds: z.array(positiveId).max(500) }).strict();
/** GET /api/schools/athleteDashboard/{id} */
export const schoolDashboardQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  index: z.coerce.number().int().min(0).max(10_000).default(0),
});
/** The second segment of GET /schools/{schoolId}/{sport}. */
export const rosterSportSchema = z.enum([...SPORTS, 'all']);
/** A school in a path: its id or its slug ('ohio-state'). */
export const schoolKeySchema = z
  .string()
  .regex(/^([1-9][0-9]{0,9}|[a-z0-9]+(-[a-z0-9]+)*)$/, 'not a school id or slug');

// ---------------------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------------------

/** A school as the header search lists it (SPEC §3 School). */
export interface School {
  id: number;
  name: string;
  logo: string;
  conference?: string | null;
  powerFive?: boolean;
  _count?: { fanSelectedSchools: number; athletes?: number };
}

/** SPEC §3 School plus the descriptive fields the university pages show. */
export const schoolDetailSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  conference: z.string().nullable(),
  powerFive: z.boolean(),
  _count: z.strictObject({ fanSelectedSchools: z.number().int(), athletes: z.number().int() }),
  shortName: z.string(),
  slug: z.string(),
  mascot: z.string().nullable(),
  division: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
});
export type SchoolDetail = z.infer<typeof schoolDetailSchema>;
/** A school as pickers and lists use it: what every school answer (lists, an athlete's schools) carries. */
export type SchoolListItem = Pick<SchoolDetail, 'id' | 'name' | 'logo'> &
  Partial<Pick<SchoolDetail, 'conference' | 'slug' | '_count'>>;

/** Likes of a school: given to it directly, to its athletes, and both. */
export const schoolLikesSchema = z.strictObject({
  likes: z.number().int(),
  athleteLikes: z.number().int(),
  totalLikes: z.number().int(),
});
export type SchoolLikes = z.infer<typeof schoolLikesSchema>;
export const schoolWithLikesSchema = schoolDetailSchema.extend(schoolLikesSchema.shape);
export type SchoolWithLikes = z.infer<typeof schoolWithLikesSchema>;

/** GET /api/schools, /api/schools/powerFive, POST /api/schools/powerFive */
export const schoolListSchema = z.strictObject({ schools: z.array(schoolDetailSchema) });
export type SchoolList = z.infer<typeof schoolListSchema>;
/** GET /api/schools/getSelectedSchools */
export const selectedSchoolsSchema = z.strictObject({
  schools: z.array(schoolDetailSchema),
  total: z.number().int().describe('All matches, whatever the limit'),
});
/** GET /api/schools/getAllSchoolsWithLikes */
export const allSchoolsWithLikesSchema = z.strictObject({
  schools: z.array(schoolWithLikesSchema.extend({ selected: z.boolean().optional() })),
  selectedSchoolIds: z.array(z.number().int()),
});
/** GET /api/schools/getMySchoolWithLikes */
export const mySchoolsWithLikesSchema = z.strictObject({
  schools: z.array(schoolWithLikesSchema),
  school: schoolWithLikesSchema.nullable(),
});
export type MySchoolsWithLikes = z.infer<typeof mySchoolsWithLikesSchema>;

/** GET /api/schools/{id}: the university page. */
export const schoolPageSchema = schoolWithLikesSchema.extend({
  supporters: z.number().int(),
  topFans: z.array(topFanSchema),
});
export type SchoolPage = z.infer<typeof schoolPageSchema>;

/** GET /api/schools/athleteDashboard/{id}: the university dashboard. */
export const schoolDashboardSchema = z.strictObject({
  school: schoolWithLikesSchema,
  totals: z.strictObject({
    likes: z.number().int(),
    athleteLikes: z.number().int(),
    totalLikes: z.number().int(),
    sumTotalInCents: z.number().int(),
    athletes: z.number().int(),
    fans: z.number().int(),
    supporters: z.number().int(),
  }),
  athletes: z.array(rankedAthleteSchema),
  total: z.number().int(),
  index: z.number().int(),
  nextIndex: z.number().int().nullable(),
  topFans: z.array(topFanSchema),
});
export type SchoolDashboard = z.infer<typeof schoolDashboardSchema>;

/** GET /api/schools/{schoolId}/{sport}: a school's roster page. */
export const schoolRosterSchema = athleteSearchPageSchema.extend({
  school: schoolDetailSchema,
  sport: rosterSportSchema,
});
export type SchoolRoster = z.infer<typeof schoolRosterSchema>;
/** Params of the roster route as OpenAPI shows them. */
export const schoolRosterParamsSchema = z.object({
  schoolId: schoolKeySchema,
  /** Any case ('Football' is football). */
  sport: z
    .string()
    .transform((s) => s.toLowerCase())
    .pipe(rosterSportSchema),
});
