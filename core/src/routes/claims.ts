import {
  adminClaimsPageSchema,
  adminClaimsQuerySchema,
  adminClaimsSummarySchema,
  claimDecidedSchema,
  claimRejectBodySchema,
  myClaimsSchema,
} from '../api/claims';
import { idParams } from '../schemas/ids';
import { route, type RouteMap } from './route';

/**
 * Profile claims (DESIGN §5 "Profile claims need proof"): the athlete's requests (made at POST
 * /api/athletes/{id}/claim) and the admins' review.
 */
export const claimRoutes = {
  'GET /api/claims/mine': route({
    summary: "The signed-in athlete's claim requests, newest first",
    access: 'athlete',
    response: myClaimsSchema,
  }),
  'GET /api/admin/claims/summary': route({
    summary: 'How many claim requests wait for review (admins)',
    access: 'admin',
    response: adminClaimsSummarySchema,
  }),
  'GET /api/admin/claims': route({
    summary:
      'Claim requests for review (admins): pending oldest first; decided most recent first. `total` counts the filter, `pending` the review queue.',
    access: 'admin',
    query: adminClaimsQuerySchema,
    response: adminClaimsPageSchema,
    errors: { 400: 'Bad status or limit' },
  }),
  'POST /api/admin/claims/:id/approve': route({
    summary:
      'Approve a claim request (admins): the profile, its likes and wallet become the claimant’s. Idempotent.',
    access: 'admin',
    params: idParams,
    response: claimDecidedSchema,
    status: { 200: 'The request after the decision' },
    errors: {
      404: 'No such request',
      409: 'already_claimed (someone else owns the profile), already_has_profile, claim_decided',
    },
  }),
  'POST /api/admin/claims/:id/reject': route({
    summary: 'Reject a pending claim request with the reason the claimant reads (admins). Idempotent.',
    access: 'admin',
    params: idParams,
    body: claimRejectBodySchema,
    response: claimDecidedSchema,
    status: { 200: 'The request after the decision' },
    errors: {
      400: 'No reason',
      404: 'No such request',
      409: 'claim_decided (already approved or cancelled)',
    },
  }),
} as const satisfies RouteMap;
