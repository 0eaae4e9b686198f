import { randomUUID } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { DomainError, milestoneProgressionSortSchema } from '@fanlift/core';
import { fansWithSends, milestoneOf, milestoneProgression } from '@fanlift/db';
import type { ApiDeps } from '../deps';
import { isAdmin, requireAdmin, requireFan, requireUser, sessionUser } from '../middleware/auth';
import { idempotencyKeyOrNew, runCommand } from '../commands/submit';
import { refuseOtherUser } from '../rewards/service';

const intId = z.coerce
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, 'must be a positive integer id')
  .transform(Number)
  .refine((n) => n <= 2_147_483_647, 'id out of range');

export const progressionQuery = z.object({
  sort: milestoneProgressionSortSchema.default('stars'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

function assertSelfOrAdmin(req: Request, id: number): void {
  if (id !== sessionUser(req).id && !isAdmin(req))
    throw new DomainError('forbidden', 'forbidden', 'You can only see your own milestones');
}

/** SPEC §7 Milestones: stars by likes given (DESIGN §5), each recorded once; the session user enforced. */
export function milestoneRouter(deps: ApiDeps): Router {
  const r = Router();
  const { sequelize } = deps.db;
  const thresholds = deps.config.STAR_THRESHOLDS;

  /** Bring the session fan's stars up to date with the ledger (idempotent), then answer the milestone. */
  const syncSelf = async (req: Request, res: Response) => {
    refuseOtherUser(req);
    const me = sessionUser(req);
    const { command, view } = await runCommand(
      deps,
      {
        userId: me.id,
        kind: 'milestone-sync',
        idempotencyKey: idempotencyKeyOrNew(req, 'milestone-sync'),
        payload: { userId: me.id },
      },
      { waitMs: deps.config.COMMAND_TIMEOUT_MS },
    );
    res
      .status(command.status === 'applied' ? 200 : 202)
      .json({ ...view, milestone: await milestoneOf(sequelize, me.id, thresholds) });
  };
  r.post('/create-milestone', requireFan, syncSelf);
  r.post('/create-milestone-star', requireFan, syncSelf);

  r.get('/get-milestone/:id', requireUser, async (req, res) => {
    const id = intId.parse(req.params.id);
    assertSelfOrAdmin(req, id);
    res.json(await milestoneOf(sequelize, id, thresholds));
  });

  r.get('/get-all-milestone-details/:id', requireUser, async (req, res) => {
    const id = intId.parse(req.params.id);
    assertSelfOrAdmin(req, id);
    res.json(await milestoneOf(sequelize, id, thresholds));
  });

  /** SPEC §3 "Milestone star: earnedStar". */
  r.get('/get-milestone-star/:id', requireUser, async (req, res) => {
    const id = intId.parse(req.params.id);
    assertSelfOrAdmin(req, id);
    const m = await milestoneOf(sequelize, id, thresholds);
    res.json({ userId: id, earnedStar: m.earnedStar });
  });

  /** Admin: recompute every fan's stars from the ledger (idempotent: a star is recorded once whatever runs). */
  const generate = async (req: Request, res: Response) => {
    const me = sessionUser(req);
    const fans = await fansWithSends(sequelize);
    const run = randomUUID();
    for (const userId of fans) {
      await runCommand(deps, {
        userId: me.id,
        kind: 'milestone-sync',
        idempotencyKey: `generate-old-data:${run}:${userId}`,
        payload: { userId },
      });
    }
    res.status(202).json({ fans: fans.length, run });
  };
  r.get('/generate-old-data', requireAdmin, generate);
  r.post('/generate-old-data', requireAdmin, generate);

  /** Admin 'Milestone Progression': fans with their stars and likes given, sortable and paged. */
  r.get('/progression', requireAdmin, async (req, res) => {
    const q = progressionQuery.parse(req.query);
    res.json(await milestoneProgression(sequelize, q));
  });

  return r;
}
