import { Router } from 'express';
import { z } from 'zod';
import { DomainError, athleteQuerySchema } from '@fanlift/core';
import { athleteAvatarSvg } from '@fanlift/core/art';
import { AthleteProfile, headerSearchAthletes, searchAthletes } from '@fanlift/db';
import type { ApiDeps } from '../deps';

const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const liveSearchBody = z.object({ radarAthleteId: z.array(z.string().min(1).max(64)).max(200) }).strip();

/** SPEC §7 athlete reads. Default sort is ranking; pagination by `index`. */
export function athletesRouter(deps: ApiDeps): Router {
  const r = Router();
  const price = deps.config.LIKE_PRICE_CENTS;

  const list = async (req: import('express').Request, res: import('express').Response) => {
    const q = athleteQuerySchema.parse(req.query);
    // Header search fast path: a bare name query with a small limit.
    const bare =
      q.name && !q.schoolId && !q.sport && !q.position && !q.recruitingClass && !q.ratings && q.index === 0;
    if (
      bare &&
      (q.limit ?? 0) > 0 &&
      (q.limit ?? 0) <= 10 &&
      q.sort === 'ranking' &&
      q.photoUrl === undefined
    ) {
      const athletes = await headerSearchAthletes(deps.db.sequelize, q.name!, q.limit, {
        likePriceCents: price,
      });
      return res.json({ athletes, total: athletes.length, index: 0, nextIndex: null });
    }
    res.json(await searchAthletes(deps.db.sequelize, q, { likePriceCents: price }));
  };
  const search = deps.limits.limit('search');
  r.get('/athletes', search, list);
  r.get('/explore-roster', search, list);
  r.get('/athletes/search', search, list);
  r.get('/athletes/share-likes-search', search, list);

  const liveSearch =
    (sport: 'football' | 'basketball') =>
    async (req: import('express').Request, res: import('express').Response) => {
      const { radarAthleteId } = liveSearchBody.parse(req.body ?? {});
      if (radarAthleteId.length === 0) return res.json({ athlete: [] });
      const query = athleteQuerySchema.parse({ sport, limit: 100 });
      const found = (
        await searchAthletes(deps.db.sequelize, query, {
          likePriceCents: price,
          radarAthleteIds: radarAthleteId,
        })
      ).athletes;
      res.json({ athlete: found });
    };
  r.post('/athletes/LiveGameAthleteSearch', search, liveSearch('football'));
  r.post('/athletes/LiveGameBasketballAthleteSearch', search, liveSearch('basketball'));

  r.get('/athletes/:id/avatar.svg', async (req, res) => {
    const { id } = idParam.parse(req.params);
    const a = await AthleteProfile.findByPk(id, { attributes: ['id', 'firstName', 'lastName'] });
    if (!a) throw new DomainError('not_found', 'not_found', 'Athlete not found');
    res.set('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(athleteAvatarSvg(a));
  });

  return r;
}
