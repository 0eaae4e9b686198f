import { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import { QueryTypes } from 'sequelize';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { DomainError, emails } from '@fanlift/core';
import {
  User,
  athleteIdOfUser,
  consumeEmailVerificationToken,
  createEmailVerificationToken,
  enqueueEmail,
  stageEmail,
  athleteLikesSeries,
  findClaimableAthletes,
  getAthleteDetail,
  getFanProfile,
  type AthleteDetailWithOwner,
} from '@fanlift/db';
import type { ApiDeps } from '../deps';
import { isAdmin, requireAthlete, requireUser, sessionUser } from '../middleware/auth';

/** A positive int4 id from the path; anything else is "not this route" (next()), so other routes are never shadowed. */
export function numericId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const n = Number(value);
  return n <= 2_147_483_647 ? n : null;
}

const nameText = z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(1).max(80).optional());
export const claimableQuery = z
  .object({
    firstName: nameText,
    lastName: nameText,
    limit: z.coerce.number().int().min(1).max(50).optional(),
  })
  .refine((q) => !!(q.firstName || q.lastName), {
    message: 'firstName or lastName is required',
    path: ['firstName'],
  });

const dashboardQuery = z.object({ days: z.coerce.number().int().min(7).max(365).default(30) });

function publicAthlete(a: AthleteDetailWithOwner, req: Request) {
  const { ownerUserId, ...rest } = a;
  return { ...rest, ownedByMe: !!req.user && ownerUserId === req.user.id };
}

/**
 * Athlete profile, claim and dashboard; fan profile (SPEC §2 /athletes/{athleteId}, /athletes/home,
 * /claim-profile/{athleteId}, /athlete-claim-profile/{id}, /athletes/claim-onboarding, /new-athlete,
 * /claim-athlete, /fans/{fanId}).
 */
export function profilesRouter(deps: ApiDeps): Router {
  const r = Router();
  const price = deps.config.LIKE_PRICE_CENTS;
  const sequelize = deps.db.sequelize;

  /** Unclaimed profiles matching a name (public: the pre-sign-up /new-athlete and /claim-athlete steps). */
  r.get('/athletes/claimable', deps.limits.limit('search'), async (req, res) => {
    const q = claimableQuery.parse(req.query);
    res.json({ athletes: await findClaimableAthletes(sequelize, q) });
  });

  /** The athlete dashboard (/athletes/home). Live updates: socket `athlete:watch` then `athlete:likes`. */
  r.get('/athletes/me/dashboard', requireAthlete, async (req, res) => {
    const me = sessionUser(req);
    const { days } = dashboardQuery.parse(req.query);
    const athleteId = await athleteIdOfUser(sequelize, me.id);
    if (!athleteId)
      throw new DomainError(
        'not_found',
        'no_profile',
        'You have no athlete profile yet; finish onboarding or claim your profile.',
      );
    const [athlete, series] = await Promise.all([
      getAthleteDetail(sequelize, athleteId, { likePriceCents: price, topFansLimit: 10 }),
      athleteLikesSeries(sequelize, athleteId, days),
    ]);
    if (!athlete) throw new DomainError('not_found', 'no_profile', 'You have no athlete profile yet.');
    res.json({
      athlete: publicAthlete(athlete, req),
      likes: athlete.likes,
      sumTotalInCents: athlete.sumTotalInCents,
      supporters: athlete.supporters,
      topSupporters: athlete.topFans,
      series,
      allocations: athlete.allocations,
    });
  });

  /** Athlete profile (public). Non-numeric ids fall through (e.g. /athletes/search is another route). */
  r.get('/athletes/:id', async (req: Request, res: Response, next: NextFunction) => {
    const id = numericId(req.params.id);
    if (id === null) return next();
    const athlete = await getAthleteDetail(sequelize, id, { likePriceCents: price });
    if (!athlete) throw new DomainError('not_found', 'not_found', 'Athlete not found');
    res.json(publicAthlete(athlete, req));
  });

  /** Fan profile (any signed-in user); email only for yourself or an admin. */
  r.get('/fans/:id', requireUser, async (req: Request, res: Response, next: NextFunction) => {
    const id = numericId(req.params.id);
    if (id === null) return next();
    const me = sessionUser(req);
    const fan = await getFanProfile(sequelize, id, { includePrivate: me.id === id || isAdmin(req) });
    if (!fan) throw new DomainError('not_found', 'not_found', 'Fan not found');
    res.json(fan);
  });

  return r;
}

// ---------------------------------------------------------------------------------------------------------
// Email verification (SPEC §7 POST /users/resend-verify-email/{id}); registered by usersRouter, before
// GET /users/:authId so that /users/verify-email is not taken for an authId.
// ---------------------------------------------------------------------------------------------------------

/** One verification email per user per minute: a repeat within the minute answers the same staged email. */
const RESEND_WINDOW_MS = 60_000;
const verifyQuery = z.object({ token: z.string().min(1).max(200) });

export function emailVerificationRoutes(r: Router, deps: ApiDeps): void {
  const sequelize = deps.db.sequelize;

  r.post('/users/resend-verify-email/:id', requireUser, async (req, res) => {
    const id = numericId(req.params.id);
    if (id === null) throw new DomainError('invalid', 'validation_error', 'id: must be a user id');
    const me = sessionUser(req);
    if (me.id !== id && !isAdmin(req))
      throw new DomainError('forbidden', 'forbidden', 'You can only ask for your own verification email');
    const user = await User.findByPk(id, { attributes: ['id', 'email', 'firstName', 'emailVerified'] });
    if (!user) throw new DomainError('not_found', 'not_found', 'User not found');
    if (user.emailVerified) {
      res.json({ status: 'already_verified', emailId: null });
      return;
    }
    const idempotencyKey = `verify-email:${user.id}:${Math.floor(Date.now() / RESEND_WINDOW_MS)}`;
    const [existing] = await sequelize.query<{ id: string }>(
      `SELECT id FROM emails WHERE idempotency_key = $1`,
      {
        bind: [idempotencyKey],
        type: QueryTypes.SELECT,
      },
    );
    let emailId = existing?.id;
    if (!emailId) {
      emailId = await sequelize.transaction(async (t) => {
        const token = await createEmailVerificationToken(sequelize, t, { id: user.id, email: user.email });
        const link = `${deps.config.PUBLIC_URL.replace(/\/+$/, '')}/api/users/verify-email?token=${token}`;
        const staged = await stageEmail(t, {
          idempotencyKey,
          userId: user.id,
          kind: 'verify-email',
          to: user.email,
          ...emails.verifyEmail({ firstName: user.firstName, link }),
        });
        return staged.id;
      });
      // Staged durably: if Redis is down now, the worker's re-driver sends it later.
      await enqueueEmail(deps.queues, emailId).catch((err: unknown) =>
        deps.logger.warn(
          { err: (err as Error).message, emailId },
          'verify email staged; enqueue deferred to re-drive',
        ),
      );
    }
    res.status(202).json({ status: 'queued', emailId });
  });

  /** The link in the email: marks the email verified and sends the browser home with the outcome. */
  r.get('/users/verify-email', async (req, res) => {
    const parsed = verifyQuery.safeParse(req.query);
    const userId = parsed.success ? await consumeEmailVerificationToken(sequelize, parsed.data.token) : null;
    res.redirect(302, `/?emailVerified=${userId ? '1' : '0'}`);
  });
}

// ---------------------------------------------------------------------------------------------------------
// OpenAPI (response shapes are the contract for the web pages)
// ---------------------------------------------------------------------------------------------------------

export const errorBodySchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
export const schoolRefSchema = z.object({ id: z.number(), name: z.string(), logo: z.string() });
export const topFanSchema = z.object({ fanId: z.number(), name: z.string(), likes: z.number() });
export const allocationSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  goalLikes: z.number().nullable(),
  likes: z.number(),
});
export const athleteDetailSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  user: z.object({ firstName: z.string(), lastName: z.string() }),
  photoUrl: z.string().nullable(),
  sport: z.string().nullable(),
  position: z.string().nullable(),
  class: z.number().nullable(),
  rating: z.number().nullable(),
  ranking: z.number().nullable(),
  hometown: z.string().nullable(),
  highSchool: z.string().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  schools: z.array(schoolRefSchema.extend({ conference: z.string().nullable() })),
  likes: z.number(),
  sumTotalInCents: z.number(),
  supporters: z.number(),
  topFans: z.array(topFanSchema),
  allocations: z.array(allocationSchema),
  claimed: z.boolean(),
  claimedAt: z.string().nullable(),
  ownedByMe: z.boolean(),
});
const claimableSchema = z.object({
  id: z.number(),
  user: z.object({ firstName: z.string(), lastName: z.string() }),
  firstName: z.string(),
  lastName: z.string(),
  photoUrl: z.string().nullable(),
  sport: z.string().nullable(),
  position: z.string().nullable(),
  class: z.number().nullable(),
  rating: z.number().nullable(),
  hometown: z.string().nullable(),
  highSchool: z.string().nullable(),
  schools: z.array(schoolRefSchema.extend({ conference: z.string().nullable() })),
});
const fanProfileSchema = z.object({
  id: z.number(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().optional(),
  emailVerified: z.boolean().optional(),
  schools: z.array(schoolRefSchema),
  likesGiven: z.number(),
  earnedStar: z.number(),
  memberSince: z.string(),
  supported: z.array(
    z.object({ type: z.enum(['athlete', 'school']), id: z.number(), name: z.string(), likes: z.number() }),
  ),
});
const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const err = (d: string) => json(errorBodySchema, d);
const idParams = z.object({ id: z.string() });

export function profilesOpenApi(reg: OpenAPIRegistry): void {
  reg.registerPath({
    method: 'post',
    path: '/api/users/resend-verify-email/{id}',
    summary:
      'Send (again) the email-verification email of user {id} (yourself; admins: anyone). At most one per minute.',
    request: { params: idParams },
    responses: {
      200: json(
        z.object({ status: z.literal('already_verified'), emailId: z.null() }),
        'Already verified: nothing sent',
      ),
      202: json(z.object({ status: z.literal('queued'), emailId: z.string() }), 'Staged in the email outbox'),
      400: err('Bad id'),
      401: err('Not signed in'),
      403: err('Another user'),
      404: err('No such user'),
    },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/users/verify-email',
    summary: 'The verification link: marks the email verified, then redirects to /?emailVerified=1 (or 0)',
    request: { query: verifyQuery },
    responses: { 302: { description: 'Redirect home' } },
  });
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
      200: json(z.object({ athletes: z.array(claimableSchema) }), 'Matches, exact names first'),
      400: err('Neither name given'),
    },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/athletes/me/dashboard',
    summary:
      "The signed-in athlete's dashboard (/athletes/home). Live: socket athlete:watch {athleteId} then athlete:likes",
    request: { query: z.object({ days: z.number().optional() }) },
    responses: {
      200: json(
        z.object({
          athlete: athleteDetailSchema,
          likes: z.number(),
          sumTotalInCents: z.number(),
          supporters: z.number(),
          topSupporters: z.array(topFanSchema),
          series: z.array(z.object({ date: z.string(), likes: z.number(), total: z.number() })),
          allocations: z.array(allocationSchema),
        }),
        'Dashboard',
      ),
      401: err('Not signed in'),
      403: err('Not an athlete'),
      404: err('No athlete profile yet (code no_profile)'),
    },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/athletes/{id}',
    summary: 'Athlete profile (public)',
    request: { params: idParams },
    responses: { 200: json(athleteDetailSchema, 'Athlete'), 404: err('No such athlete') },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/fans/{id}',
    summary: 'Fan profile (any signed-in user; email only for yourself or an admin)',
    request: { params: idParams },
    responses: { 200: json(fanProfileSchema, 'Fan'), 401: err('Not signed in'), 404: err('No such fan') },
  });
}
