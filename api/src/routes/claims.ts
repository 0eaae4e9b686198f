import { Router } from 'express';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { myClaimsSchema } from '@fanlift/core';
import { listMyClaims } from '@fanlift/db';
import type { ApiDeps } from '../deps';
import { requireAthlete, sessionUser } from '../middleware/auth';
import { err, json } from '../openapi/helpers';

/**
 * /api/claims: the signed-in athlete's claim requests (DESIGN §5 "Profile claims need proof"). A request is made
 * at POST /api/athletes/{id}/claim and decided by an admin at /api/admin/claims.
 */
export function claimsRouter(deps: ApiDeps): Router {
  const r = Router();
  /** The signed-in athlete's claim requests, newest first. */
  r.get('/mine', requireAthlete, async (req, res) => {
    res.json({ claims: await listMyClaims(deps.db.sequelize, sessionUser(req).id) });
  });
  return r;
}

export function claimsOpenApi(reg: OpenAPIRegistry): void {
  reg.registerPath({
    method: 'get',
    path: '/api/claims/mine',
    summary: "The signed-in athlete's claim requests, newest first",
    responses: {
      200: json(myClaimsSchema, 'Claims'),
      401: err('Not signed in'),
      403: err('Not an athlete'),
    },
  });
}
