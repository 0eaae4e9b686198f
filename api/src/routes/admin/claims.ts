import { Router, type Request } from 'express';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  DomainError,
  adminClaimsPageSchema,
  adminClaimsQuerySchema,
  adminClaimsSummarySchema,
  claimDecidedSchema,
  claimRejectBodySchema,
  idPathSchema,
} from '@fanlift/core';
import {
  approveClaim,
  countClaims,
  enqueueEmail,
  listClaimsForAdmin,
  rejectClaim,
  type ClaimDecision,
} from '@fanlift/db';
import type { ApiDeps } from '../../deps';
import { requireAdmin, sessionUser } from '../../middleware/auth';
import { err, json, jsonBody } from '../../openapi/helpers';
import { numericId } from '../params';

/**
 * /api/admin/claims: admins review claim requests (DESIGN §5). The profile (and its wallet, dashboard and likes)
 * becomes the claimant's only on approval; the claimant is emailed either way.
 */
export function adminClaimsRouter(deps: ApiDeps): Router {
  const r = Router();
  const sequelize = deps.db.sequelize;
  const decisionOpts = { publicUrl: deps.config.PUBLIC_URL };
  r.use(requireAdmin);

  /** After commit: deliver the claimants' emails now (the worker re-drives them if Redis is away). */
  const notify = async (d: ClaimDecision) => {
    for (const emailId of d.emailIds)
      await enqueueEmail(deps.queues, emailId).catch((e: unknown) =>
        deps.logger.warn(
          { err: (e as Error).message, emailId },
          'claim email staged; enqueue deferred to re-drive',
        ),
      );
  };

  r.get('/summary', async (_req, res) => {
    res.json({ pending: await countClaims(sequelize, 'pending') });
  });

  r.get('/', async (req, res) => {
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

  r.post('/:id/approve', async (req, res) => {
    const via = { via: 'admin' as const, adminUserId: sessionUser(req).id };
    const decision = await approveClaim(sequelize, claimId(req), via, decisionOpts);
    await notify(decision);
    res.json({ claim: decision.claim, changed: decision.changed });
  });

  r.post('/:id/reject', async (req, res) => {
    const id = claimId(req);
    const { reason } = claimRejectBodySchema.parse(req.body ?? {});
    const by = { adminUserId: sessionUser(req).id, reason };
    const decision = await rejectClaim(sequelize, id, by, decisionOpts);
    await notify(decision);
    res.json({ claim: decision.claim, changed: decision.changed });
  });

  return r;
}

export function adminClaimsOpenApi(reg: OpenAPIRegistry): void {
  const admin = { 401: err('Not signed in'), 403: err('Not an admin') };
  const decided = json(claimDecidedSchema, 'The request after the decision');
  reg.registerPath({
    method: 'get',
    path: '/api/admin/claims/summary',
    summary: 'How many claim requests wait for review (admins)',
    responses: { 200: json(adminClaimsSummarySchema, 'Count'), ...admin },
  });
  reg.registerPath({
    method: 'get',
    path: '/api/admin/claims',
    summary:
      'Claim requests for review (admins): pending oldest first; decided most recent first. `total` counts the filter, `pending` the review queue.',
    request: { query: adminClaimsQuerySchema },
    responses: { 200: json(adminClaimsPageSchema, 'Claims'), 400: err('Bad status or limit'), ...admin },
  });
  reg.registerPath({
    method: 'post',
    path: '/api/admin/claims/{id}/approve',
    summary:
      'Approve a claim request (admins): the profile, its likes and wallet become the claimant’s. Idempotent.',
    request: { params: idPathSchema },
    responses: {
      200: decided,
      ...admin,
      404: err('No such request'),
      409: err('already_claimed (someone else owns the profile), already_has_profile, claim_decided'),
    },
  });
  reg.registerPath({
    method: 'post',
    path: '/api/admin/claims/{id}/reject',
    summary: 'Reject a pending claim request with the reason the claimant reads (admins). Idempotent.',
    request: { params: idPathSchema, ...jsonBody(claimRejectBodySchema) },
    responses: {
      200: decided,
      400: err('No reason'),
      ...admin,
      404: err('No such request'),
      409: err('claim_decided (already approved or cancelled)'),
    },
  });
}
