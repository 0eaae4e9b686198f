import { Router, type NextFunction, type Request, type Response } from 'express';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { DomainError, fanProfileViewSchema, idPathSchema } from '@fanlift/core';
import { getFanProfile } from '@fanlift/db';
import type { ApiDeps } from '../deps';
import { isAdmin, requireUser, sessionUser } from '../middleware/auth';
import { err, json } from '../openapi/helpers';
import { numericId } from './params';

/** /api/fans: the fan profile page (SPEC §2 /fans/{fanId}). */
export function fansRouter(deps: ApiDeps): Router {
  const r = Router();
  /** Fan profile (any signed-in user); email only for yourself or an admin. */
  r.get('/:id', requireUser, async (req: Request, res: Response, next: NextFunction) => {
    const id = numericId(req.params.id);
    if (id === null) return next();
    const me = sessionUser(req);
    const fan = await getFanProfile(deps.db.sequelize, id, { includePrivate: me.id === id || isAdmin(req) });
    if (!fan) throw new DomainError('not_found', 'not_found', 'Fan not found');
    res.json(fan);
  });
  return r;
}

export function fansOpenApi(reg: OpenAPIRegistry): void {
  reg.registerPath({
    method: 'get',
    path: '/api/fans/{id}',
    summary: 'Fan profile (any signed-in user; email only for yourself or an admin)',
    request: { params: idPathSchema },
    responses: {
      200: json(fanProfileViewSchema, 'Fan'),
      401: err('Not signed in'),
      404: err('No such fan'),
    },
  });
}
