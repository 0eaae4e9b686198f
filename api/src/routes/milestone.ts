import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { fansWithSends, milestoneOf, milestoneProgression } from '@fanlift/db';
import { idempotencyKeyOrNew, runCommand } from '../commands/submit';
import { answer } from '../http/answer';
import { handle } from '../http/handle';
import { assertSelfOrAdmin } from '../http/self';
import type { Mount } from '../http/mount';
import { refuseOtherUser } from '../rewards/service';

const ownMilestones = (req: Request, id: number) =>
  assertSelfOrAdmin(req, id, 'You can only see your own milestones');

/** SPEC §7 Milestones: stars by likes given (DESIGN §5), each recorded once; the session user enforced. */
export function milestoneRoutes(m: Mount): void {
  const { deps } = m;
  const { sequelize } = deps.db;
  const thresholds = deps.config.STAR_THRESHOLDS;

  /** Bring the session fan's stars up to date with the ledger (idempotent), then answer the milestone. */
  for (const key of [
    'POST /api/milestone/create-milestone',
    'POST /api/milestone/create-milestone-star',
  ] as const)
    handle(
      m,
      key,
      async ({ user: me, req }) => {
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
        return answer(
          command.status === 'applied' ? 200 : 202,
          { ...view, milestone: await milestoneOf(sequelize, me.id, thresholds) },
          { Location: `/api/commands/${command.id}` },
        );
      },
      { check: refuseOtherUser },
    );

  for (const key of [
    'GET /api/milestone/get-milestone/:id',
    'GET /api/milestone/get-all-milestone-details/:id',
  ] as const)
    handle(m, key, async ({ params: { id }, req }) => {
      ownMilestones(req, id);
      return milestoneOf(sequelize, id, thresholds);
    });

  /** SPEC §3 "Milestone star: earnedStar". */
  handle(m, 'GET /api/milestone/get-milestone-star/:id', async ({ params: { id }, req }) => {
    ownMilestones(req, id);
    const { earnedStar } = await milestoneOf(sequelize, id, thresholds);
    return { userId: id, earnedStar };
  });

  /** Admin: recompute every fan's stars from the ledger (idempotent: a star is recorded once whatever runs). */
  for (const key of [
    'GET /api/milestone/generate-old-data',
    'POST /api/milestone/generate-old-data',
  ] as const)
    handle(m, key, async ({ user: me }) => {
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
      return { fans: fans.length, run };
    });

  /** Admin 'Milestone Progression': fans with their stars and likes given, sortable and paged. */
  handle(m, 'GET /api/milestone/progression', async ({ query }) => milestoneProgression(sequelize, query));
}
