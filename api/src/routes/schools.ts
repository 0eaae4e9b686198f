import { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { DomainError, SPORTS, athleteQuerySchema } from '@fanlift/core';
import { schoolLogoSvg } from '@fanlift/core/art';
import {
  School,
  countSupporters,
  fanSchoolIds,
  fanSchoolsWithLikes,
  getSchoolBySlugOrId,
  getSchoolWithLikes,
  countSchools,
  listSchools,
  listSchoolsWithLikes,
  searchAthletes,
  setPowerFive,
  topFans,
  User,
} from '@fanlift/db';
import type { ApiDeps } from '../deps';
import { isAdmin, requireAdmin, requireUser, sessionUser } from '../middleware/auth';
import { errorBodySchema, topFanSchema } from './profiles';

const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const schoolListQuery = z.object({
  name: z.string().trim().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
  offset: z.coerce.number().int().min(0).max(100_000).optional(),
});
export const selectedSchoolsQuery = z.object({
  schoolName: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(1).max(100).optional()),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
const optionalId = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : v),
  z.coerce.number().int().positive().max(2_147_483_647).optional(),
);
export const fanUserQuery = z.object({ fanUserId: optionalId });
export const powerFiveBody = z
  .object({ schoolIds: z.array(z.number().int().positive().max(2_147_483_647)).max(500) })
  .strict();
const dashboardQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  index: z.coerce.number().int().min(0).max(10_000).default(0),
});
/** The second segment of GET /schools/{schoolId}/{sport}. */
const rosterSport = z.enum([...SPORTS, 'all']);
/** School keys: a numeric id or a slug ('ohio-state'). */
const SCHOOL_KEY = /^([1-9][0-9]{0,9}|[a-z0-9]+(-[a-z0-9]+)*)$/;

/** Whose data a fanUserId query names: yourself, or anyone for admins (403 otherwise). */
async function fanTarget(req: Request, fanUserId: number | undefined): Promise<number> {
  const me = sessionUser(req);
  const id = fanUserId ?? me.id;
  if (id !== me.id && !isAdmin(req))
    throw new DomainError('forbidden', 'forbidden', 'You can only read your own schools');
  if (id !== me.id && !(await User.findByPk(id, { attributes: ['id'] })))
    throw new DomainError('not_found', 'not_found', 'User not found');
  return id;
}

/** SPEC §7 schools calls and the university pages (/universities/{schoolId}, /dashboard/{schoolId}). */
export function schoolsRouter(deps: ApiDeps): Router {
  const r = Router();
  const sequelize = deps.db.sequelize;
  const price = deps.config.LIKE_PRICE_CENTS;

  r.get('/schools', deps.limits.limit('search'), async (req, res) => {
    const q = schoolListQuery.parse(req.query);
    res.json({ schools: await listSchools(sequelize, q) });
  });
  r.get('/schools/powerFive', async (req, res) => {
    const q = schoolListQuery.parse(req.query);
    res.json({ schools: await listSchools(sequelize, { ...q, powerFive: true }) });
  });
  /** Admin: replace the Power Five set with exactly these schools. */
  r.post('/schools/powerFive', requireAdmin, async (req, res) => {
    const { schoolIds } = powerFiveBody.parse(req.body ?? {});
    res.json({ schools: await setPowerFive(sequelize, schoolIds) });
  });

  /** Schools whose name matches (pickers: onboarding "schools you follow", athlete schools). */
  r.get('/schools/getSelectedSchools', async (req, res) => {
    const q = selectedSchoolsQuery.parse(req.query);
    const [schools, total] = await Promise.all([
      listSchools(sequelize, { name: q.schoolName, limit: q.limit }),
      countSchools(sequelize, { name: q.schoolName }),
    ]);
    res.json({ schools, total });
  });

  /** Every school with likes totals (most liked first); with fanUserId, also which ones that fan selected. */
  r.get('/schools/getAllSchoolsWithLikes', async (req, res) => {
    const { fanUserId } = fanUserQuery.parse(req.query);
    let selected: number[] | null = null;
    if (fanUserId !== undefined) {
      if (!req.user) throw new DomainError('unauthenticated', 'unauthenticated', 'Sign in to do this');
      selected = await fanSchoolIds(sequelize, await fanTarget(req, fanUserId));
    }
    const schools = await listSchoolsWithLikes(sequelize);
    const set = new Set(selected ?? []);
    res.json({
      schools: selected ? schools.map((s) => ({ ...s, selected: set.has(s.id) })) : schools,
      selectedSchoolIds: selected ?? [],
    });
  });

  /** The fan's selected schools with likes totals, in the fan's order (the first is "My University"). */
  r.get('/schools/getMySchoolWithLikes', requireUser, async (req, res) => {
    const { fanUserId } = fanUserQuery.parse(req.query);
    const id = await fanTarget(req, fanUserId);
    const schools = await fanSchoolsWithLikes(sequelize, id);
    res.json({ schools, school: schools[0] ?? null });
  });

  /** University dashboard (/dashboard/{schoolId}): the school, its athletes ranked by likes, totals, top fans. */
  r.get('/schools/athleteDashboard/:id', async (req, res) => {
    const { id } = idParam.parse(req.params);
    const { limit, index } = dashboardQuery.parse(req.query);
    const school = await getSchoolWithLikes(sequelize, id);
    if (!school) throw new DomainError('not_found', 'not_found', 'School not found');
    const [page, fans, supporters] = await Promise.all([
      searchAthletes(sequelize, { schoolId: id, sort: 'likes', limit, index }, { likePriceCents: price }),
      topFans(sequelize, { schoolId: id }, 10),
      countSupporters(sequelize, { schoolId: id }),
    ]);
    res.json({
      school,
      totals: {
        likes: school.likes,
        athleteLikes: school.athleteLikes,
        totalLikes: school.totalLikes,
        sumTotalInCents: school.totalLikes * price,
        athletes: school._count.athletes,
        fans: school._count.fanSelectedSchools,
        supporters,
      },
      athletes: page.athletes.map((a, i) => ({
        ...a,
        likes: Math.round(a.sumTotalInCents / price),
        rank: index * limit + i + 1,
      })),
      total: page.total,
      index: page.index,
      nextIndex: page.nextIndex,
      topFans: fans,
    });
  });

  r.get('/schools/:id/logo.svg', async (req, res) => {
    const { id } = idParam.parse(req.params);
    const s = await School.findByPk(id);
    if (!s) throw new DomainError('not_found', 'not_found', 'School not found');
    res.set('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(schoolLogoSvg(s));
  });

  /** University page (/universities/{schoolId}): the school by id or slug, likes totals, top fans. */
  r.get('/schools/:id', async (req: Request, res: Response, next: NextFunction) => {
    const key = String(req.params.id);
    if (!SCHOOL_KEY.test(key)) return next();
    const found = await getSchoolBySlugOrId(sequelize, key);
    if (!found) throw new DomainError('not_found', 'not_found', 'School not found');
    const [school, fans, supporters] = await Promise.all([
      getSchoolWithLikes(sequelize, found.id),
      topFans(sequelize, { schoolId: found.id }, 10),
      countSupporters(sequelize, { schoolId: found.id }),
    ]);
    res.json({ ...school!, supporters, topFans: fans });
  });

  /** GET /schools/{schoolId}/{sport}: the school's roster for a sport ('all' for both), athlete query and paging. */
  r.get('/schools/:a/:b', async (req: Request, res: Response, next: NextFunction) => {
    const key = String(req.params.a);
    if (!SCHOOL_KEY.test(key)) return next();
    const sport = rosterSport.parse(String(req.params.b).toLowerCase());
    const q = athleteQuerySchema.parse(req.query);
    const school = await getSchoolBySlugOrId(sequelize, key);
    if (!school) throw new DomainError('not_found', 'not_found', 'School not found');
    const page = await searchAthletes(
      sequelize,
      { ...q, schoolId: school.id, sport: sport === 'all' ? undefined : sport },
      { likePriceCents: price },
    );
    res.json({ school, sport, ...page });
  });

  return r;
}

const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const err = (d: string) => json(errorBodySchema, d);
const schoolSchema = z.object({
  id: z.number(),
  name: z.string(),
  logo: z.string(),
  conference: z.string().nullable(),
  powerFive: z.boolean(),
  _count: z.object({ fanSelectedSchools: z.number(), athletes: z.number() }),
  shortName: z.string(),
  slug: z.string(),
  mascot: z.string().nullable(),
  division: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
});
const schoolWithLikesSchema = schoolSchema.extend({
  likes: z.number(),
  athleteLikes: z.number(),
  totalLikes: z.number(),
});
const pageShape = z.object({
  athletes: z.array(z.any()),
  total: z.number(),
  index: z.number(),
  nextIndex: z.number().nullable(),
});

export function schoolsOpenApi(reg: OpenAPIRegistry): void {
  const idParams = z.object({ id: z.string() });
  reg.registerPath({
    method: 'post',
    path: '/api/schools/powerFive',
    summary: 'Admin: set the Power Five set to exactly these schools',
    request: { body: { content: { 'application/json': { schema: powerFiveBody } } } },
    responses: {
      200: json(z.object({ schools: z.array(schoolSchema) }), 'The new Power Five'),
      400: err('Bad body or unknown school id'),
      401: err('Not signed in'),
      403: err('Not an admin'),
    },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/schools/getSelectedSchools',
    summary: 'Schools whose name, short name or mascot contains schoolName (best prefix matches first)',
    request: { query: selectedSchoolsQuery },
    responses: {
      200: json(
        z.object({
          schools: z.array(schoolSchema),
          total: z.number().describe('All matches, whatever the limit'),
        }),
        'Schools',
      ),
      400: err('Bad query'),
    },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/schools/getAllSchoolsWithLikes',
    summary:
      'All schools with likes totals, most liked first; with fanUserId (yourself; admins: anyone) each has selected',
    request: { query: fanUserQuery },
    responses: {
      200: json(
        z.object({
          schools: z.array(schoolWithLikesSchema.extend({ selected: z.boolean().optional() })),
          selectedSchoolIds: z.array(z.number()),
        }),
        'Schools',
      ),
      400: err('Bad fanUserId'),
      401: err('fanUserId without a session'),
      403: err("Another user's fanUserId"),
    },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/schools/getMySchoolWithLikes',
    summary: "The fan's selected schools with likes totals (fanUserId defaults to yourself; admins: anyone)",
    request: { query: fanUserQuery },
    responses: {
      200: json(
        z.object({ schools: z.array(schoolWithLikesSchema), school: schoolWithLikesSchema.nullable() }),
        'Schools (school = the first, or null)',
      ),
      401: err('Not signed in'),
      403: err("Another user's fanUserId"),
      404: err('No such user (admins)'),
    },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/schools/athleteDashboard/{id}',
    summary: 'University dashboard: school, athletes ranked by likes (paged), totals, top fans',
    request: { params: idParams, query: dashboardQuery },
    responses: {
      200: json(
        z.object({
          school: schoolWithLikesSchema,
          totals: z.object({
            likes: z.number(),
            athleteLikes: z.number(),
            totalLikes: z.number(),
            sumTotalInCents: z.number(),
            athletes: z.number(),
            fans: z.number(),
            supporters: z.number(),
          }),
          athletes: z.array(z.any()),
          total: z.number(),
          index: z.number(),
          nextIndex: z.number().nullable(),
          topFans: z.array(topFanSchema),
        }),
        'Dashboard (athletes are search results plus likes and rank)',
      ),
      400: err('Bad id'),
      404: err('No such school'),
    },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/schools/{id}',
    summary: 'A school by id or slug, with likes totals, supporters and top fans',
    request: { params: idParams },
    responses: {
      200: json(
        schoolWithLikesSchema.extend({ supporters: z.number(), topFans: z.array(topFanSchema) }),
        'School',
      ),
      404: err('No such school'),
    },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/schools/{id}/logo.svg',
    summary: 'Generated school logo',
    request: { params: idParams },
    responses: {
      200: { description: 'SVG', content: { 'image/svg+xml': { schema: z.string() } } },
      404: err('No such school'),
    },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/schools/{schoolId}/{sport}',
    summary:
      "A school's roster for a sport (football, basketball or all); accepts the athlete query (sort, index, limit, position, recruitingClass, ratings, name, photoUrl)",
    request: { params: z.object({ schoolId: z.string(), sport: rosterSport }), query: athleteQuerySchema },
    responses: {
      200: json(pageShape.extend({ school: schoolSchema, sport: z.string() }), 'Roster page'),
      400: err('Bad sport or query'),
      404: err('No such school'),
    },
  });
}
