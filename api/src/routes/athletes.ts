import { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  DomainError,
  athleteAllocationsSchema,
  athleteDashboardQuerySchema,
  athleteDashboardSchema,
  athleteDetailSchema,
  athleteQuerySchema,
  athleteSearchPageSchema,
  claimableAthletesSchema,
  claimableQuerySchema,
  claimCreatedSchema,
  claimRequestBodySchema,
  idPathSchema,
  liveSearchBodySchema,
  liveSearchResponseSchema,
  type AthleteDashboard,
  type AthleteDetail,
} from '@fanlift/core';
import { athleteAvatarSvg } from '@fanlift/core/art';
import {
  AthleteProfile,
  athleteAllocations,
  athleteIdOfUser,
  athleteLikesSeries,
  findClaimableAthletes,
  getAthleteDetail,
  headerSearchAthletes,
  requestClaim,
  searchAthletes,
  type AthleteDetailWithOwner,
} from '@fanlift/db';
import type { ApiDeps } from '../deps';
import { requireAthlete, requireUser, sessionUser } from '../middleware/auth';
import { err, json, jsonBody, rateLimited, svg } from '../openapi/helpers';
import { idParam, numericId } from './params';

function publicAthlete(a: AthleteDetailWithOwner, req: Request): AthleteDetail {
  const { ownerUserId, ...rest } = a;
  return { ...rest, ownedByMe: !!req.user && ownerUserId === req.user.id };
}

const notFound = () => new DomainError('not_found', 'not_found', 'Athlete not found');

/** GET /api/athletes and its aliases: the athlete search (SPEC §7; default sort ranking, paged by index). */
function athleteSearch(deps: ApiDeps) {
  const price = deps.config.LIKE_PRICE_CENTS;
  return async (req: Request, res: Response) => {
    const q = athleteQuerySchema.parse(req.query);
    // Header search fast path: a bare name query with a small limit.
    const bare =
      q.name && !q.schoolId && !q.sport && !q.position && !q.recruitingClass && !q.ratings && q.index === 0;
    const limit = q.limit ?? 0;
    if (bare && limit > 0 && limit <= 10 && q.sort === 'ranking' && q.photoUrl === undefined) {
      const athletes = await headerSearchAthletes(deps.db.sequelize, q.name!, q.limit, {
        likePriceCents: price,
      });
      return res.json({ athletes, total: athletes.length, index: 0, nextIndex: null });
    }
    res.json(await searchAthletes(deps.db.sequelize, q, { likePriceCents: price }));
  };
}

/** /api/explore-roster: the same search under its SPEC §7 name. */
export function exploreRosterRouter(deps: ApiDeps): Router {
  return Router().get('/', deps.limits.limit('search'), athleteSearch(deps));
}

/**
 * Every /api/athletes route (SPEC §7): search, live-game search, claimable profiles, the signed-in athlete's
 * dashboard, a profile, its avatar, allocations and claim requests. Routes with an id only match numeric ids.
 */
export function athletesRouter(deps: ApiDeps): Router {
  const r = Router();
  const price = deps.config.LIKE_PRICE_CENTS;
  const sequelize = deps.db.sequelize;
  const search = deps.limits.limit('search');

  const list = athleteSearch(deps);
  r.get('/', search, list);
  r.get('/search', search, list);
  r.get('/share-likes-search', search, list);

  const liveSearch = (sport: 'football' | 'basketball') => async (req: Request, res: Response) => {
    const { radarAthleteId } = liveSearchBodySchema.parse(req.body ?? {});
    if (radarAthleteId.length === 0) return res.json({ athlete: [] });
    const query = athleteQuerySchema.parse({ sport, limit: 100 });
    const page = await searchAthletes(sequelize, query, {
      likePriceCents: price,
      radarAthleteIds: radarAthleteId,
    });
    res.json({ athlete: page.athletes });
  };
  r.post('/LiveGameAthleteSearch', search, liveSearch('football'));
  r.post('/LiveGameBasketballAthleteSearch', search, liveSearch('basketball'));

  /** Unclaimed profiles matching a name (public: the pre-sign-up /new-athlete and /claim-athlete steps). */
  r.get('/claimable', search, async (req, res) => {
    const q = claimableQuerySchema.parse(req.query);
    res.json({ athletes: await findClaimableAthletes(sequelize, q) });
  });

  /** The athlete dashboard (/athletes/home). Live updates: socket `athlete:watch` then `athlete:likes`. */
  r.get('/me/dashboard', requireAthlete, async (req, res) => {
    const { days } = athleteDashboardQuerySchema.parse(req.query);
    const athleteId = await athleteIdOfUser(sequelize, sessionUser(req).id);
    const noProfile = (m: string) => new DomainError('not_found', 'no_profile', m);
    if (!athleteId)
      throw noProfile('You have no athlete profile yet; finish onboarding or claim your profile.');
    const [athlete, series] = await Promise.all([
      getAthleteDetail(sequelize, athleteId, { likePriceCents: price, topFansLimit: 10 }),
      athleteLikesSeries(sequelize, athleteId, days),
    ]);
    if (!athlete) throw noProfile('You have no athlete profile yet.');
    const body: AthleteDashboard = {
      athlete: publicAthlete(athlete, req),
      likes: athlete.likes,
      sumTotalInCents: athlete.sumTotalInCents,
      supporters: athlete.supporters,
      topSupporters: athlete.topFans,
      series,
      allocations: athlete.allocations,
    };
    res.json(body);
  });

  /** Athlete profile (public). Non-numeric ids fall through to the not-found handler. */
  r.get('/:id', async (req: Request, res: Response, next: NextFunction) => {
    const id = numericId(req.params.id);
    if (id === null) return next();
    const athlete = await getAthleteDetail(sequelize, id, { likePriceCents: price });
    if (!athlete) throw notFound();
    res.json(publicAthlete(athlete, req));
  });

  r.get('/:id/avatar.svg', async (req, res) => {
    const { id } = idParam.parse(req.params);
    const a = await AthleteProfile.findByPk(id, { attributes: ['id', 'firstName', 'lastName'] });
    if (!a) throw notFound();
    res.set('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(athleteAvatarSvg(a));
  });

  /** Public: an athlete's allocations (named funding goals) with the likes each received. */
  r.get('/:id/allocations', async (req, res) => {
    const { id } = idParam.parse(req.params);
    if (!(await AthleteProfile.findByPk(id, { attributes: ['id'] }))) throw notFound();
    res.json({ allocations: await athleteAllocations(sequelize, id) });
  });

  /**
   * Ask to claim a pre-existing profile (DESIGN §5: claims need proof; an admin decides at /admin/claims).
   * Asking again while one is pending answers that one (200).
   */
  r.post('/:id/claim', requireUser, async (req: Request, res: Response, next: NextFunction) => {
    const id = numericId(req.params.id);
    if (id === null) return next();
    const me = sessionUser(req);
    if (me.userType !== 'athlete')
      throw new DomainError('forbidden', 'forbidden', 'Only athletes can claim an athlete profile.');
    const body = claimRequestBodySchema.parse(req.body ?? {});
    const { claim, created } = await requestClaim(sequelize, {
      athleteId: id,
      userId: me.id,
      message: body.message,
      schoolEmail: body.schoolEmail ?? null,
    });
    res.status(created ? 201 : 200).json({ claim });
  });

  return r;
}

export function athletesOpenApi(reg: OpenAPIRegistry): void {
  const page = json(athleteSearchPageSchema, '{ athletes, total, index, nextIndex }');
  reg.registerPath({
    method: 'get',
    path: '/api/athletes',
    summary: 'Search athletes (default sort ranking, paged by index)',
    request: { query: athleteQuerySchema },
    responses: { 200: page, 400: err('Invalid input'), ...rateLimited() },
  });
  for (const p of ['/api/explore-roster', '/api/athletes/search', '/api/athletes/share-likes-search']) {
    reg.registerPath({
      method: 'get',
      path: p,
      summary: 'Search athletes (same query as /api/athletes)',
      request: { query: athleteQuerySchema },
      responses: { 200: page, 400: err('Invalid input'), ...rateLimited() },
    });
  }
  for (const p of ['/api/athletes/LiveGameAthleteSearch', '/api/athletes/LiveGameBasketballAthleteSearch']) {
    reg.registerPath({
      method: 'post',
      path: p,
      summary: 'Athletes by radarAthleteId',
      request: jsonBody(liveSearchBodySchema),
      responses: {
        200: json(liveSearchResponseSchema, '{ athlete: [...] }'),
        400: err('Invalid input'),
        ...rateLimited(),
      },
    });
  }
  reg.registerPath({
    method: 'get',
    path: '/api/athletes/claimable',
    summary:
      'Unclaimed athlete profiles whose names start with firstName / lastName (public; for /new-athlete and /claim-athlete)',
    request: {
      query: z.object({
        firstName: z.string().optional(),
        lastName: z.string().optional(),
        limit: z.number().optional(),
      }),
    },
    responses: {
      200: json(claimableAthletesSchema, 'Matches, exact names first'),
      400: err('Neither name given'),
      ...rateLimited(),
    },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/athletes/me/dashboard',
    summary:
      "The signed-in athlete's dashboard (/athletes/home). Live: socket athlete:watch {athleteId} then athlete:likes",
    request: { query: z.object({ days: z.number().optional() }) },
    responses: {
      200: json(athleteDashboardSchema, 'Dashboard'),
      401: err('Not signed in'),
      403: err('Not an athlete'),
      404: err('No athlete profile yet (code no_profile)'),
    },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/athletes/{id}',
    summary: 'Athlete profile (public)',
    request: { params: idPathSchema },
    responses: { 200: json(athleteDetailSchema, 'Athlete'), 404: err('No such athlete') },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/athletes/{id}/avatar.svg',
    summary: 'Generated athlete avatar',
    request: { params: idPathSchema },
    responses: { 200: svg('SVG'), 404: err('No such athlete') },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/athletes/{id}/allocations',
    summary: "An athlete's allocations (named funding goals) with the likes each received (public)",
    request: { params: idPathSchema },
    responses: { 200: json(athleteAllocationsSchema, 'Allocations'), 404: err('Athlete not found') },
  });
  reg.registerPath({
    method: 'post',
    path: '/api/athletes/{id}/claim',
    summary:
      'Ask to claim a pre-existing athlete profile (signed-in athlete without a profile). The profile becomes yours only when an admin approves the request.',
    request: { params: idPathSchema, ...jsonBody(claimRequestBodySchema) },
    responses: {
      201: json(claimCreatedSchema, 'Request created: pending review'),
      200: json(claimCreatedSchema, 'A request of yours for this profile is already pending'),
      400: err('No or too short message, bad school email'),
      401: err('Not signed in'),
      403: err('Not an athlete'),
      404: err('No such athlete'),
      409: err(
        "already_claimed ('This profile has already been claimed.'), already_has_profile, already_owned",
      ),
    },
  });
}
