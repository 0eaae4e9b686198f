import { z } from 'zod';
import { ATHLETE_SORTS, SPORTS } from '../constants';

const intParam = (min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v),
    z.coerce.number().int().min(min).max(max).optional(),
  );

/** Athlete filters of SPEC §3 as query parameters of GET /athletes and friends (SPEC §7). */
export const athleteQuerySchema = z.object({
  schoolId: intParam(1, 2_147_483_647),
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
