import { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  DomainError,
  allSchoolsWithLikesSchema,
  athleteQuerySchema,
  fanUserQuerySchema,
  idPathSchema,
  mySchoolsWithLikesSchema,
  powerFiveBodySchema,
  rosterSportSchema,
  schoolDashboardQuerySchema,
  schoolDashboardSchema,
  schoolListQuerySchema,
  schoolListSchema,
  schoolPageSchema,
  schoolRosterParamsSchema,
  schoolRosterSchema,
  selectedSchoolsQuerySchema,
  selectedSchoolsSchema,
  type SchoolDashboard,
} from '@fanlift/core';
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
import { err, json, jsonBody, rateLimited, svg } from '../openapi/helpers';

const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
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

/** /api/schools: SPEC §7 schools calls and the university pages (/universities/{schoolId}, /dashboard/{schoolId}). */
export function schoolsRouter(deps: ApiDeps): Router {
  const r = Router();
  const sequelize = deps.db.sequelize;
  const price = deps.config.LIKE_PRICE_CENTS;

  r.get('/', deps.limits.limit('search'), async (req, res) => {
    const q = schoolListQuerySchema.parse(req.query);
    res.json({ schools: await listSchools(sequelize, q) });
  });
  r.get('/powerFive', async (req, res) => {
    const q = schoolListQuerySchema.parse(req.query);
    res.json({ schools: await listSchools(sequelize, { ...q, powerFive: true }) });
  });
  /** Admin: replace the Power Five set with exactly these schools. */
  r.post('/powerFive', requireAdmin, async (req, res) => {
    const { schoolIds } = powerFiveBodySchema.parse(req.body ?? {});
    res.json({ schools: await setPowerFive(sequelize, schoolIds) });
  });

  /** Schools whose name matches (pickers: onboarding "schools you follow", athlete schools). */
  r.get('/getSelectedSchools', async (req, res) => {
    const q = selectedSchoolsQuerySchema.parse(req.query);
    const [schools, total] = await Promise.all([
      listSchools(sequelize, { name: q.schoolName, limit: q.limit }),
      countSchools(sequelize, { name: q.schoolName }),
    ]);
    res.json({ schools, total });
  });

  /** Every school with likes totals (most liked first); with fanUserId, also which ones that fan selected. */
  r.get('/getAllSchoolsWithLikes', async (req, res) => {
    const { fanUserId } = fanUserQuerySchema.parse(req.query);
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
  r.get('/getMySchoolWithLikes', requireUser, async (req, res) => {
    const { fanUserId } = fanUserQuerySchema.parse(req.query);
    const id = await fanTarget(req, fanUserId);
    const schools = await fanSchoolsWithLikes(sequelize, id);
    res.json({ schools, school: schools[0] ?? null });
  });

  /** University dashboard (/dashboard/{schoolId}): the school, its athletes ranked by likes, totals, top fans. */
  r.get('/athleteDashboard/:id', async (req, res) => {
    const { id } = idParam.parse(req.params);
    const { limit, index } = schoolDashboardQuerySchema.parse(req.query);
    const school = await getSchoolWithLikes(sequelize, id);
    if (!school) throw new DomainError('not_found', 'not_found', 'School not found');
    const [page, fans, supporters] = await Promise.all([
      searchAthletes(sequelize, { schoolId: id, sort: 'likes', limit, index }, { likePriceCents: price }),
      topFans(sequelize, { schoolId: id }, 10),
      countSupporters(sequelize, { schoolId: id }),
    ]);
    const body: SchoolDashboard = {
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
    };
    res.json(body);
  });

  r.get('/:id/logo.svg', async (req, res) => {
    const { id } = idParam.parse(req.params);
    const s = await School.findByPk(id);
    if (!s) throw new DomainError('not_found', 'not_found', 'School not found');
    res.set('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(schoolLogoSvg(s));
  });

  /** University page (/universities/{schoolId}): the school by id or slug, likes totals, top fans. */
  r.get('/:id', async (req: Request, res: Response, next: NextFunction) => {
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
  r.get('/:a/:b', async (req: Request, res: Response, next: NextFunction) => {
    const key = String(req.params.a);
    if (!SCHOOL_KEY.test(key)) return next();
    const sport = rosterSportSchema.parse(String(req.params.b).toLowerCase());
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

export function schoolsOpenApi(reg: OpenAPIRegistry): void {
  reg.registerPath({
    method: 'get',
    path: '/api/schools',
    summary: 'Schools',
    request: { query: schoolListQuerySchema },
    responses: { 200: json(schoolListSchema, '{ schools }'), ...rateLimited() },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/schools/powerFive',
    summary: 'Power Five schools',
    request: { query: schoolListQuerySchema },
    responses: { 200: json(schoolListSchema, '{ schools }') },
  });
  reg.registerPath({
    method: 'post',
    path: '/api/schools/powerFive',
    summary: 'Admin: set the Power Five set to exactly these schools',
    request: jsonBody(powerFiveBodySchema),
    responses: {
      200: json(schoolListSchema, 'The new Power Five'),
      400: err('Bad body or unknown school id'),
      401: err('Not signed in'),
      403: err('Not an admin'),
    },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/schools/getSelectedSchools',
    summary: 'Schools whose name, short name or mascot contains schoolName (best prefix matches first)',
    request: { query: selectedSchoolsQuerySchema },
    responses: { 200: json(selectedSchoolsSchema, 'Schools'), 400: err('Bad query') },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/schools/getAllSchoolsWithLikes',
    summary:
      'All schools with likes totals, most liked first; with fanUserId (yourself; admins: anyone) each has selected',
    request: { query: fanUserQuerySchema },
    responses: {
      200: json(allSchoolsWithLikesSchema, 'Schools'),
      400: err('Bad fanUserId'),
      401: err('fanUserId without a session'),
      403: err("Another user's fanUserId"),
    },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/schools/getMySchoolWithLikes',
    summary: "The fan's selected schools with likes totals (fanUserId defaults to yourself; admins: anyone)",
    request: { query: fanUserQuerySchema },
    responses: {
      200: json(mySchoolsWithLikesSchema, 'Schools (school = the first, or null)'),
      401: err('Not signed in'),
      403: err("Another user's fanUserId"),
      404: err('No such user (admins)'),
    },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/schools/athleteDashboard/{id}',
    summary: 'University dashboard: school, athletes ranked by likes (paged), totals, top fans',
    request: { params: idPathSchema, query: schoolDashboardQuerySchema },
    responses: {
      200: json(schoolDashboardSchema, 'Dashboard (athletes are search results plus likes and rank)'),
      400: err('Bad id'),
      404: err('No such school'),
    },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/schools/{id}',
    summary: 'A school by id or slug, with likes totals, supporters and top fans',
    request: { params: idPathSchema },
    responses: { 200: json(schoolPageSchema, 'School'), 404: err('No such school') },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/schools/{id}/logo.svg',
    summary: 'Generated school logo',
    request: { params: idPathSchema },
    responses: { 200: svg('SVG'), 404: err('No such school') },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/schools/{schoolId}/{sport}',
    summary:
      "A school's roster for a sport (football, basketball or all); accepts the athlete query (sort, index, limit, position, recruitingClass, ratings, name, photoUrl)",
    request: { params: schoolRosterParamsSchema, query: athleteQuerySchema },
    responses: {
      200: json(schoolRosterSchema, 'Roster page'),
      400: err('Bad sport or query'),
      404: err('No such school'),
    },
  });
}
