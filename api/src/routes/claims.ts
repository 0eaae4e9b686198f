import { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  DomainError,
  CLAIM_STATUSES,
  CLAIM_VIA,
  adminClaimsQuerySchema,
  claimRejectBodySchema,
  claimRequestBodySchema,
} from '@fanlift/core';
import {
  approveClaim,
  countClaims,
  enqueueEmail,
  listClaimsForAdmin,
  listMyClaims,
  rejectClaim,
  requestClaim,
  type ClaimDecision,
} from '@fanlift/db';
import type { ApiDeps } from '../deps';
import { requireAdmin, requireAthlete, requireUser, sessionUser } from '../middleware/auth';
import { errorBodySchema, numericId } from './profiles';

/**
 * Profile claims need proof (DESIGN §5): an athlete asks to claim a pre-existing profile (POST
 * /athletes/{id}/claim) and sees the request as "pending review" until an admin approves or rejects it at
 * /admin/claims. The profile (and its wallet, dashboard and likes) becomes the claimant's only on approval.
 */
export function claimsRouter(deps: ApiDeps): Router {
  const r = Router();
  const sequelize = deps.db.sequelize;
  const decisionOpts = { publicUrl: deps.config.PUBLIC_URL };

  /** After commit: deliver the claimants' emails now (the worker re-drives them if Redis is away). */
  const notify = async (d: ClaimDecision) => {
    for (const emailId of d.emailIds)
      await enqueueEmail(deps.queues, emailId).catch((err: unknown) =>
        deps.logger.warn(
          { err: (err as Error).message, emailId },
          'claim email staged; enqueue deferred to re-drive',
        ),
      );
  };

  /** Ask to claim a pre-existing profile. Asking again while one is pending answers that one (200). */
  r.post('/athletes/:id/claim', requireUser, async (req: Request, res: Response, next: NextFunction) => {
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

  /** The signed-in athlete's claim requests, newest first. */
  r.get('/claims/mine', requireAthlete, async (req, res) => {
    res.json({ claims: await listMyClaims(sequelize, sessionUser(req).id) });
  });

  r.get('/admin/claims/summary', requireAdmin, async (_req, res) => {
    res.json({ pending: await countClaims(sequelize, 'pending') });
  });

  r.get('/admin/claims', requireAdmin, async (req, res) => {
    const q = adminClaimsQuerySchema.parse(req.query);
    const [claims, total, pending] = await Promise.all([
      listClaimsForAdmin(sequelize, q),
      countClaims(sequelize, q.status),
      countClaims(sequelize, 'pending'),
    ]);
    res.json({ claims, total, pending });
  });

  const claimId = (req: Request) => {
    const id = numericId(req.params.id);
    if (id === null) throw new DomainError('not_found', 'not_found', 'Claim request not found');
    return id;
  };

  r.post('/admin/claims/:id/approve', requireAdmin, async (req, res) => {
    const decision = await approveClaim(
      sequelize,
      claimId(req),
      { via: 'admin', adminUserId: sessionUser(req).id },
      decisionOpts,
    );
    await notify(decision);
    res.json({ claim: decision.claim, changed: decision.changed });
  });

  r.post('/admin/claims/:id/reject', requireAdmin, async (req, res) => {
    const id = claimId(req);
    const { reason } = claimRejectBodySchema.parse(req.body ?? {});
    const decision = await rejectClaim(
      sequelize,
      id,
      { adminUserId: sessionUser(req).id, reason },
      decisionOpts,
    );
    await notify(decision);
    res.json({ claim: decision.claim, changed: decision.changed });
  });

  return r;
}

// ---------------------------------------------------------------------------------------------------------
// OpenAPI
// ---------------------------------------------------------------------------------------------------------

const athleteSummarySchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  photoUrl: z.string().nullable(),
  sport: z.string().nullable(),
  position: z.string().nullable(),
  class: z.number().nullable(),
  rating: z.number().nullable(),
  highSchool: z.string().nullable(),
  hometown: z.string().nullable(),
  schools: z.array(z.object({ id: z.number(), name: z.string(), logo: z.string() })),
  claimed: z.boolean(),
});
const claimSchema = z.object({
  id: z.number(),
  athleteId: z.number(),
  athlete: athleteSummarySchema,
  status: z.enum(CLAIM_STATUSES),
  message: z.string(),
  schoolEmail: z.string().nullable(),
  reason: z.string().nullable(),
  via: z.enum(CLAIM_VIA).nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
const adminClaimSchema = claimSchema.extend({
  claimant: z.object({
    id: z.number(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    emailVerified: z.boolean(),
    createdAt: z.string(),
    hasProfile: z.boolean(),
  }),
  athleteLikes: z.number(),
  competingRequests: z.number(),
  decidedBy: z.object({ id: z.number(), name: z.string() }).nullable(),
});
const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const err = (d: string) => json(errorBodySchema, d);
const idParams = z.object({ id: z.string() });
const decided = json(
  z.object({ claim: claimSchema, changed: z.boolean() }),
  'The request after the decision',
);

export function claimsOpenApi(reg: OpenAPIRegistry): void {
  reg.registerPath({
    method: 'post',
    path: '/api/athletes/{id}/claim',
    summary:
      'Ask to claim a pre-existing athlete profile (signed-in athlete without a profile). The profile becomes yours only when an admin approves the request.',
    request: {
      params: idParams,
      body: { content: { 'application/json': { schema: claimRequestBodySchema } } },
    },
    responses: {
      201: json(z.object({ claim: claimSchema }), 'Request created: pending review'),
      200: json(z.object({ claim: claimSchema }), 'A request of yours for this profile is already pending'),
      400: err('No or too short message, bad school email'),
      401: err('Not signed in'),
      403: err('Not an athlete'),
      404: err('No such athlete'),
      409: err(
        "already_claimed ('This profile has already been claimed.'), already_has_profile, already_owned",
      ),
    },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/claims/mine',
    summary: "The signed-in athlete's claim requests, newest first",
    responses: {
      200: json(z.object({ claims: z.array(claimSchema) }), 'Claims'),
      401: err('Not signed in'),
      403: err('Not an athlete'),
    },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/admin/claims/summary',
    summary: 'How many claim requests wait for review (admins)',
    responses: {
      200: json(z.object({ pending: z.number() }), 'Count'),
      401: err('Not signed in'),
      403: err('Not an admin'),
    },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/admin/claims',
    summary:
      'Claim requests for review (admins): pending oldest first; decided most recent first. `total` counts the filter, `pending` the review queue.',
    request: { query: adminClaimsQuerySchema },
    responses: {
      200: json(
        z.object({ claims: z.array(adminClaimSchema), total: z.number(), pending: z.number() }),
        'Claims',
      ),
      400: err('Bad status or limit'),
      401: err('Not signed in'),
      403: err('Not an admin'),
    },
  });
  reg.registerPath({
    method: 'post',
    path: '/api/admin/claims/{id}/approve',
    summary:
      'Approve a claim request (admins): the profile, its likes and wallet become the claimant’s. Idempotent.',
    request: { params: idParams },
    responses: {
      200: decided,
      401: err('Not signed in'),
      403: err('Not an admin'),
      404: err('No such request'),
      409: err('already_claimed (someone else owns the profile), already_has_profile, claim_decided'),
    },
  });
  reg.registerPath({
    method: 'post',
    path: '/api/admin/claims/{id}/reject',
    summary: 'Reject a pending claim request with the reason the claimant reads (admins). Idempotent.',
    request: {
      params: idParams,
      body: { content: { 'application/json': { schema: claimRejectBodySchema } } },
    },
    responses: {
      200: decided,
      400: err('No reason'),
      401: err('Not signed in'),
      403: err('Not an admin'),
      404: err('No such request'),
      409: err('claim_decided (already approved or cancelled)'),
    },
  });
}
