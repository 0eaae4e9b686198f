import { notFound } from '@fanlift/core';
import {
  approveClaim,
  countClaims,
  enqueueEmail,
  listClaimsForAdmin,
  rejectClaim,
  type ClaimDecision,
} from '@fanlift/db';
import { handle } from '../../http/handle';
import type { Mount } from '../../http/mount';

/**
 * /api/admin/claims: admins review claim requests (DESIGN §5). The profile (and its wallet, dashboard and likes)
 * becomes the claimant's only on approval; the claimant is emailed either way.
 */
export function adminClaimsRoutes(m: Mount): void {
  const { deps } = m;
  const sequelize = deps.db.sequelize;
  const decisionOpts = { publicUrl: deps.config.PUBLIC_URL };

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
  const badId = { badParams: () => notFound('Claim request not found') };

  handle(m, 'GET /api/admin/claims/summary', async () => ({
    pending: await countClaims(sequelize, 'pending'),
  }));

  handle(m, 'GET /api/admin/claims', async ({ query: q }) => {
    const [claims, total, pending] = await Promise.all([
      listClaimsForAdmin(sequelize, q),
      countClaims(sequelize, q.status),
      countClaims(sequelize, 'pending'),
    ]);
    return { claims, total, pending };
  });

  handle(
    m,
    'POST /api/admin/claims/:id/approve',
    async ({ params: { id }, user }) => {
      const decision = await approveClaim(
        sequelize,
        id,
        { via: 'admin', adminUserId: user.id },
        decisionOpts,
      );
      // The claimant's names may have been filled in from the profile.
      if (decision.claimantUserId != null) m.deps.sessionUsers.forget(decision.claimantUserId);
      await notify(decision);
      return { claim: decision.claim, changed: decision.changed };
    },
    badId,
  );

  handle(
    m,
    'POST /api/admin/claims/:id/reject',
    async ({ params: { id }, body: { reason }, user }) => {
      const decision = await rejectClaim(sequelize, id, { adminUserId: user.id, reason }, decisionOpts);
      await notify(decision);
      return { claim: decision.claim, changed: decision.changed };
    },
    badId,
  );
}
