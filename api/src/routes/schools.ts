import { Router } from 'express';
import { z } from 'zod';
import { AppError } from '@fanlift/core';
import { schoolLogoSvg } from '@fanlift/core/art';
import { School, listSchools } from '@fanlift/db';
import type { ApiDeps } from '../deps';

const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const schoolListQuery = z.object({
  name: z.string().trim().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
  offset: z.coerce.number().int().min(0).max(100_000).optional(),
});

export function schoolsRouter(deps: ApiDeps): Router {
  const r = Router();
  r.get('/schools', async (req, res) => {
    const q = schoolListQuery.parse(req.query);
    res.json({ schools: await listSchools(deps.db.sequelize, q) });
  });
  r.get('/schools/powerFive', async (req, res) => {
    const q = schoolListQuery.parse(req.query);
    res.json({ schools: await listSchools(deps.db.sequelize, { ...q, powerFive: true }) });
  });
  r.get('/schools/:id/logo.svg', async (req, res) => {
    const { id } = idParam.parse(req.params);
    const s = await School.findByPk(id);
    if (!s) throw new AppError(404, 'not_found', 'School not found');
    res.set('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(schoolLogoSvg(s));
  });
  return r;
}
